// API load on loopback, bounded in time (autocannon): sign-in and current bookings on the
// embedded database; then the bookings helper's class-search and booking-burst scripts when they
// exist (those need PostgreSQL and two API instances; see their headers).
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, signIn, startPortal, writeResult } from './lib/portal.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8121);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const run = (opts) => new Promise((resolve, reject) => autocannon({ duration: DURATION, connections: 20, ...opts }, (e, r) => (e ? reject(e) : resolve(r))));
const row = (name, r) => ({ name, 'req/s': Math.round(r.requests.average), p50: `${r.latency.p50} ms`, p99: `${r.latency.p99} ms`, non2xx: r.non2xx, errors: r.errors });

// TRUST_PROXY: the sign-in run's x-forwarded-for addresses count as the clients' own.
const portal = await startPortal(PORT, { TRUST_PROXY: '1' });
const rows = [];
try {
  const cookie = await signIn(portal.url, 'member@demo.club');
  const me = await (await fetch(`${portal.url}/api/v1/auth/me`, { headers: { cookie } })).json();
  const current = await run({ url: `${portal.url}/api/v1/bookings/current/class/${me.payload.memberNumber}`, headers: { cookie } });
  rows.push(row('current bookings (GET)', current));
  // Sign-in: password hashing dominates; each request comes from its own address so the
  // per-address limit measures throughput, not refusals (refusals are counted as non2xx).
  let n = 0;
  const login = await run({
    url: `${portal.url}/api/v1/auth/login`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n++ & 255}` }, body: JSON.stringify({ userName: 'member@demo.club', password: 'demo1234', platform: 'web', deviceId: 'bench' }) }) }],
  });
  rows.push(row('sign-in (POST)', login));
} finally {
  await portal.stop();
}
console.log('\nAPI load (embedded database, loopback, ' + DURATION + ' s each)');
console.table(rows);
await writeResult('api-load', { durationSeconds: DURATION, rows });

for (const script of ['class-search.mjs', 'booking-burst.mjs']) {
  const file = path.join(repoRoot, 'bench', script);
  if (!existsSync(file)) continue;
  console.log(`\n${script}`);
  const r = spawnSync(process.execPath, [file], { stdio: 'inherit', env: process.env, timeout: 600_000 });
  if (r.status !== 0) console.log(`${script} exited with ${r.status} (needs DATABASE_URL?)`);
}
