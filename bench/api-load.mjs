// API load on loopback, bounded in time (autocannon): a Fastify hello-world measured in the same
// run (every figure is also printed as its share of it, with the load average), current bookings
// and sign-in on the embedded database (PGlite), and the API's resident memory after that warm-up;
// then api-scale.mjs (the hot reads on PostgreSQL, `--big-club` for the 50k-member club) and
// booking-burst.mjs (two instances), timetable-generation.mjs and billing-run.mjs (a day's debits
// collected by two instances, one killed half-way; see their headers) and member-data.mjs (a
// 50,000-row member import and the whole club's export).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startHelloWorld } from './lib/hello-world.mjs';
import { DURATION, loadLine, measure as run, row as ratioRow } from './lib/load.mjs';
import { repoRoot, serverRssMb, signIn, startPortal, writeResult } from './lib/portal.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8121);
let hello;
const row = (name, r) => ratioRow(name, r, hello);

// TRUST_PROXY: the sign-in run's x-forwarded-for addresses count as the clients' own.
const portal = await startPortal(PORT, { TRUST_PROXY: '1' });
const rows = [];
const memory = {};
try {
  memory.afterStartMb = await serverRssMb(portal.pid);
  const helloServer = await startHelloWorld(PORT + 1);
  try {
    hello = await run({ url: helloServer.url });
  } finally {
    await helloServer.stop();
  }
  rows.push(row('Fastify hello-world', hello));
  const cookie = await signIn(portal.url, 'member@demo.club');
  const me = await (await fetch(`${portal.url}/api/v1/auth/me`, { headers: { cookie } })).json();
  const current = await run({ url: `${portal.url}/api/v1/bookings/current/class/${me.payload.memberNumber}`, headers: { cookie } });
  rows.push(row('current bookings (GET)', current));
  memory.firstStartSteadyMb = await serverRssMb(portal.pid);
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
  // Password hashing (argon2, 19 MiB each, four at a time) leaves its high-water mark.
  memory.afterSignInMb = await serverRssMb(portal.pid);
} finally {
  await portal.stop();
}
// Steady state as a server runs for days: restarted on its database (the first start also ran
// initdb, the migrations and the demo seed), then the hot read for DURATION seconds.
{
  const again = await startPortal(PORT, { TRUST_PROXY: '1' }, { keepData: true });
  try {
    memory.afterRestartMb = await serverRssMb(again.pid);
    const cookie = await signIn(again.url, 'member@demo.club');
    const me = await (await fetch(`${again.url}/api/v1/auth/me`, { headers: { cookie } })).json();
    await run({ url: `${again.url}/api/v1/bookings/current/class/${me.payload.memberNumber}`, headers: { cookie } });
    memory.steadyMb = await serverRssMb(again.pid);
  } finally {
    await again.stop();
  }
}
console.log(`\nAPI load (embedded database PGlite, loopback, ${DURATION} s each; ${loadLine()})`);
console.table(rows);
if (memory.steadyMb) {
  const mb = (n) => `${n.toFixed(0)} MB`;
  console.log('API resident memory (the built API on PGlite):');
  console.log(`  first start (initdb aside, migrations, demo seed): ${mb(memory.afterStartMb)}; after the current-bookings run ${mb(memory.firstStartSteadyMb)}; after the sign-in run ${mb(memory.afterSignInMb)}`);
  console.log(`  restarted on its database: ${mb(memory.afterRestartMb)}; steady after ${DURATION} s of current bookings: ${mb(memory.steadyMb)}`);
}
await writeResult('api-load', { durationSeconds: DURATION, rows, memory });

for (const script of ['api-scale.mjs', 'booking-burst.mjs', 'timetable-generation.mjs', 'billing-run.mjs', 'insights-reports.mjs', 'member-data.mjs']) {
  const file = path.join(repoRoot, 'bench', script);
  if (!existsSync(file)) continue;
  console.log(`\n${script}`);
  // --big-club (pnpm bench -- --big-club, or BENCH_BIG_CLUB=1) grows the club first (api-scale.mjs).
  const r = spawnSync(process.execPath, [file, ...process.argv.slice(2).filter((a) => a.startsWith('--'))], { stdio: 'inherit', env: process.env, timeout: 600_000 });
  if (r.status !== 0) console.log(`${script} exited with ${r.status} (needs DATABASE_URL?)`);
}
