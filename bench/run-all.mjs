// `pnpm bench`: every benchmark in turn (not part of `npm test`). Each prints a table and writes
// JSON to bench/results/. Needs the built apps (`pnpm build`) and Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// Names pick steps (`pnpm bench api`); flags (`--big-club`) go to every step.
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('--') && a !== '--');
if (flags.length) console.log(`bench flags: ${flags.join(' ')}`);
const steps = ['bundle-report.mjs', 'wire-bytes.mjs', 'page-timings.mjs', 'lighthouse-mobile.mjs', 'api-load.mjs'].filter((s) => !only.length || only.some((o) => s.startsWith(o)));
const failed = [];
for (const step of steps) {
  console.log(`\n=== ${step}`);
  const r = spawnSync(process.execPath, [path.join(here, step), ...flags], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) failed.push(step);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
