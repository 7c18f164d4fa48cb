// Billing run: N members' direct debits falling due on one day, collected by the billing service on
// PostgreSQL against the sandbox gateway (bench/lib/billing-run.ts, run with the API's tsx). Prints
// debits per second and the load average; asserts nothing. BILLING_MEMBERS sets N (default 2000).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB=bench_billing node bench/billing-run.mjs
// Uses its own database (BENCH_DB, default portal_bench_billing), dropped and recreated first.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));
const { Client } = requireFromApi('pg');

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = process.env.BENCH_DB || 'portal_bench_billing';
const withDatabase = (name) => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

const admin = new Client({ connectionString: withDatabase('postgres') });
await admin.connect();
await admin.query(`drop database if exists "${BENCH_DB}" with (force)`);
await admin.query(`create database "${BENCH_DB}"`);
try {
  const tsx = path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx');
  const r = spawnSync(tsx, [path.join(here, 'lib', 'billing-run.ts')], {
    cwd: path.join(repoRoot, 'api'),
    stdio: 'inherit',
    env: { ...process.env, BENCH_DATABASE_URL: withDatabase(BENCH_DB), NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    timeout: 600_000,
  });
  if (r.status !== 0) console.log(`billing run exited with ${r.status}`);
} finally {
  await admin.query(`drop database if exists "${BENCH_DB}" with (force)`);
  await admin.end();
}
