// Runs pnpm on a machine that may only have Node and npm: the pinned version from
// package.json's packageManager, through npx when pnpm is not installed or is another version.
// Also a command: `node scripts/pnpm.mjs <pnpm arguments>` runs any documented `pnpm …` line
// with the pinned pnpm, whatever pnpm the machine has (or none).
import { spawnSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager; // pnpm@x.y.z
const pinnedVersion = pinned.split('@')[1];

function hasPinnedPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return probe.status === 0 && probe.stdout.trim() === pinnedVersion;
}

const usePnpmDirectly = hasPinnedPnpm();

export function pnpmCommand(args) {
  return usePnpmDirectly ? ['pnpm', args] : ['npx', ['--yes', pinned, ...args]];
}

/** Runs pnpm synchronously with inherited output; returns the exit code. */
export function runPnpm(args, options = {}) {
  const [cmd, fullArgs] = pnpmCommand(args);
  const result = spawnSync(cmd, fullArgs, { stdio: 'inherit', cwd: repoRoot, ...options });
  return result.status ?? 1;
}

/** Starts pnpm as a child process (for long-running servers). */
export function spawnPnpm(args, options = {}) {
  const [cmd, fullArgs] = pnpmCommand(args);
  return spawn(cmd, fullArgs, { stdio: 'inherit', cwd: repoRoot, ...options });
}

export function step(title) {
  console.log(`\n\u25b6 ${title}`);
}

// As a command: the arguments go to the pinned pnpm as they are.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(runPnpm(process.argv.slice(2), { cwd: process.cwd() }));
}
