// Starts the built portal as production runs it, on an EMPTY PostgreSQL database: no DEMO_MODE,
// no demo data, real secrets (random), so a club exists only once `create-club` made it. The
// database (FIRST_CLUB_DATABASE on 127.0.0.1, trust auth) is dropped and created afresh.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.E2E_PORT ?? '9600';
const database = process.env.FIRST_CLUB_DATABASE ?? `portal_first_club_${port}`;
const server = process.env.FIRST_CLUB_PG ?? 'postgres://postgres@127.0.0.1:5432';

for (const statement of [`drop database if exists ${database} with (force)`, `create database ${database}`]) {
  const result = spawnSync('psql', [`${server}/postgres`, '-qc', statement], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATABASE_URL: `${server}/${database}`,
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  MEMBER_LINK_SECRET: randomBytes(32).toString('hex'),
  SWIM_REFERENCE_SECRET: randomBytes(32).toString('hex'),
  // Every browser test signs in from 127.0.0.1; per-account limits still apply.
  RATE_LIMIT_PER_ADDRESS: '10000',
};
const tsx = path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx');
const api = spawn(tsx, ['src/main.ts'], { cwd: path.join(repoRoot, 'api'), env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
