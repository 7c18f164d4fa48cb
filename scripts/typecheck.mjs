// Type-checks every package with its own tsconfig, two at a time (2-core machines).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';

const packages = ['shared', 'shell', 'mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-public', 'mf-club', 'api', 'e2e']
  .filter((dir) => existsSync(path.join(repoRoot, dir, 'tsconfig.json')));
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

function check(dir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', path.join(dir, 'tsconfig.json')], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => resolve({ dir, ok: code === 0 }));
  });
}

const queue = [...packages];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
const failed = results.filter((r) => !r.ok).map((r) => r.dir);
if (failed.length) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Types OK: ${packages.join(', ')}`);
