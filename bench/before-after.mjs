// The API's hot reads before and after a change, in one run: this tree's bench (api-scale.mjs, with
// its flags, e.g. --big-club) runs first against the API built from a checkout of the older commit
// (BENCH_API_MAIN, lib/api-build.mjs; it migrates and seeds its own database as that commit did),
// then against this tree's, each on its own database and ports, and the two tables are printed side
// by side. Every figure is a share of a Fastify hello-world measured right before it, and the CPU
// time per answer is beside it, so the two columns compare even when the machine's load drifts.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/before-after.mjs --before 5248b1c --big-club
// The older checkout is a detached git worktree under .tmp/ (installed from the pnpm store, its API
// built); it is kept for the next run and removed with `git worktree remove --force .tmp/before-<rev>`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/portal.mjs';
import { loadLine } from './lib/load.mjs';

const { values: opts } = parseArgs({
  options: { before: { type: 'string' }, 'big-club': { type: 'boolean', default: false } },
  strict: true,
});
if (!opts.before) {
  console.error('usage: node bench/before-after.mjs --before <commit> [--big-club]');
  process.exit(2);
}

function run(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) failed`);
}

function gitOut(args) {
  return spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();
}

/** A checkout of `rev` with its dependencies installed, made once. */
function olderCheckout(rev) {
  const full = gitOut(['rev-parse', '--verify', `${rev}^{commit}`]);
  if (!full) throw new Error(`no commit ${rev}`);
  const dir = path.join(repoRoot, '.tmp', `before-${full.slice(0, 10)}`);
  if (!existsSync(dir)) {
    run('git', ['worktree', 'add', '--detach', dir, full], repoRoot);
    // The pinned pnpm through npx, so this works whatever pnpm the machine has (README).
    const pinned = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).packageManager;
    run('npx', ['--yes', pinned, 'install', '--frozen-lockfile', '--prefer-offline'], dir);
    run(process.execPath, [path.join(dir, 'api', 'scripts', 'build.mjs')], path.join(dir, 'api'));
  }
  return { dir, commit: full.slice(0, 10), main: path.join(dir, 'api', 'dist', 'main.js') };
}

const scaleFlags = opts['big-club'] ? ['--big-club'] : [];
const resultName = opts['big-club'] ? 'api-scale-big-club' : 'api-scale';
const before = olderCheckout(opts.before);
const after = { dir: repoRoot, commit: gitOut(['rev-parse', '--short=10', 'HEAD']), main: undefined };
const basePort = Number(process.env.BENCH_PORT || 8213);

const tables = [];
for (const [label, tree, port] of [['before', before, basePort + 10], ['after', after, basePort]]) {
  console.log(`\n=== ${label}: the API of ${tree.commit} (${tree.dir})`);
  run(process.execPath, [path.join(repoRoot, 'bench', 'api-scale.mjs'), ...scaleFlags], repoRoot, {
    BENCH_DB: `bench_${label}`,
    BENCH_PORT: String(port),
    ...(tree.main ? { BENCH_API_MAIN: tree.main } : {}),
  });
  const result = JSON.parse(readFileSync(path.join(repoRoot, 'bench', 'results', `${resultName}.json`), 'utf8'));
  tables.push({ label, commit: tree.commit, rows: result.rows });
}

const [old, now] = tables;
const byName = (rows) => new Map(rows.filter((r) => r.name !== 'Fastify hello-world').map((r) => [r.name, r]));
const oldRows = byName(old.rows);
const side = [...byName(now.rows)].map(([name, r]) => {
  const o = oldRows.get(name);
  return {
    name,
    [`before ${old.commit}: of hello-world`]: o?.['of hello-world'] ?? '-',
    [`after ${now.commit}: of hello-world`]: r['of hello-world'],
    'before p99': o?.p99 ?? '-',
    'after p99': r.p99,
    // CPU per answer: what a busy machine distorts least.
    'before CPU µs/answer': o?.['CPU µs/answer'] ?? '-',
    'after CPU µs/answer': r['CPU µs/answer'] ?? '-',
  };
});
const hello = (rows) => rows.filter((r) => r.name === 'Fastify hello-world').map((r) => r['req/s']);
console.log(`\nBefore and after, API on PostgreSQL${opts['big-club'] ? ', big club' : ', demo data'} (${loadLine()})`);
console.log(`  hello-world req/s, before: ${hello(old.rows).join(', ')}; after: ${hello(now.rows).join(', ')}`);
console.table(side);
