// The bench runs the API as production does (`node api/dist/main.js`, docs/operations.md), not
// through tsx: the dev loader adds its own thread and transpile caches to every figure, memory
// above all. Built here (esbuild, seconds) so a fresh clone needs nothing more than `pnpm build`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_NODE_FLAGS, SERVER_NODE_FLAGS } from '../../api/scripts/embedded-node-options.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let built = false;

/**
 * `node api/dist/main.js` after building it once per bench process. BENCH_API_NODE_ARGS adds node
 * flags to every API instance, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a run;
 * BENCH_API_MAIN runs another build instead (an older commit's, built elsewhere, for before/after
 * runs at the same load). `embedded`: the instance runs on PGlite, with the flags production uses
 * there (api/scripts/embedded-node-options.mjs, docs/operations.md).
 */
export function apiCommand({ embedded = false } = {}) {
  const other = process.env.BENCH_API_MAIN;
  if (!built && !other && process.env.BENCH_SKIP_API_BUILD !== '1') {
    const r = spawnSync(process.execPath, [path.join(repoRoot, 'api', 'scripts', 'build.mjs')], { cwd: path.join(repoRoot, 'api'), stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error('building the API (api/scripts/build.mjs) failed');
    built = true;
  }
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return [process.execPath, [...(embedded ? EMBEDDED_NODE_FLAGS : SERVER_NODE_FLAGS), ...nodeArgs, other ? path.resolve(other) : path.join(repoRoot, 'api', 'dist', 'main.js')]];
}
