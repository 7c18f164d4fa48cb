// The built API as separate processes on one bench database (BENCH_DB, default portal_bench), as
// several instances of a deployment would run: started on loopback ports, each ready once /readyz
// answers, all stopped when the bench ends or its deadline passes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiCommand } from './api-build.mjs';
import { benchDatabase } from './bench-database.mjs';
import { repoRoot } from './portal.mjs';

const database = benchDatabase('portal_bench');
export const benchUrl = database.url;
/** Shared by the instances, as a shared volume would be: the image store lives beside it. */
export const benchDataDir = path.join(repoRoot, '.tmp', `${database.name}-data`, 'pglite');
export const resetDatabase = database.recreate;

/** Starts the built API (`node api/dist/main.js`, api-build.mjs) on a loopback port; resolves once /readyz answers. */
export async function startInstance(port, extraEnv = {}) {
  const [node, args] = apiCommand();
  const child = spawn(node, args, {
    env: { ...process.env, DATABASE_URL: benchUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_ROOT: '/nonexistent', NODE_ENV: 'development', DEMO_MODE: '1', DATA_DIR: benchDataDir, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`instance on ${port} did not start`);
}

export function stop(child) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

/**
 * The instances a bench starts (push them to `children`): `stopAll()` at its end; if it is still
 * running `deadlineMs` after this call, they are stopped and the bench exits with `exitCode`.
 */
export function instancesUntilDeadline(bench, deadlineMs, exitCode) {
  const children = [];
  const timer = setTimeout(() => {
    console.error(`${bench}: deadline of ${deadlineMs} ms reached`);
    children.forEach(stop);
    process.exit(exitCode);
  }, deadlineMs);
  return {
    children,
    stopAll() {
      clearTimeout(timer);
      children.forEach(stop);
    },
  };
}
