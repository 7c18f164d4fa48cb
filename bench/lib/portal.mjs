// Starts the built portal (API + built apps, as `npm start` serves it) on a fresh embedded
// database for a benchmark, and signs in through the real API.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCommand } from './api-build.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEMO_PASSWORD = 'demo1234';

export async function startPortal(port, extraEnv = {}, { keepData = false } = {}) {
  const dataDir = path.join(repoRoot, '.tmp', `bench-data-${port}`);
  // keepData: a restart on the database the previous start made (no initdb, migrations or seed).
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MODE: '1', LOG_LEVEL: 'warn', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...extraEnv };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const [node, args] = apiCommand({ embedded: !env.DATABASE_URL });
  const child = spawn(node, args, { cwd: path.join(repoRoot, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, pid: child.pid, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
}

/** Signs in and answers the `portal_sid=...` cookie pair. */
export async function signIn(url, email, ip = '127.0.0.1') {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ userName: email, password: DEMO_PASSWORD, platform: 'web', deviceId: 'bench' }),
  });
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('portal_sid='));
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

export function writeResult(name, data) {
  const dir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  return import('node:fs').then((fs) => fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2)));
}

/** Resident memory of the API server (the largest process under `pid`). Linux /proc only; undefined elsewhere. */
export async function serverRssMb(pid) {
  const fs = await import('node:fs');
  const rss = (p) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = (p) => fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  try {
    const all = [];
    const walk = (p) => { all.push(p); for (const c of children(p)) walk(c); };
    walk(pid);
    return Math.max(...all.map(rss));
  } catch {
    return undefined;
  }
}
