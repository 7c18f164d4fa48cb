// Class search throughput: autocannon against POST /api/v1/book-gym-session/search on one API
// instance (its own PostgreSQL database BENCH_DB, dropped, migrated and seeded). Loopback, 10 s,
// prints requests/s and latency p50/p99. Port BENCH_PORT (default 8213).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB=bench_api BENCH_PORT=8300 node bench/class-search.mjs
import autocannon from 'autocannon';
import { prepare, resetDatabase, startInstance, stop } from './booking-burst.mjs';

const PORT = Number(process.env.BENCH_PORT || 8213);
const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);

async function main() {
  await resetDatabase();
  const child = await startInstance(PORT);
  const timer = setTimeout(() => {
    console.error('class-search: deadline reached');
    stop(child);
    process.exit(2);
  }, (DURATION_S + 120) * 1000);
  try {
    const { cookies } = await prepare({ capacity: 20, members: 1 });
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(Date.now() + 86_400_000));
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}/api/v1/book-gym-session/search`,
      method: 'POST',
      connections: 20,
      duration: DURATION_S,
      headers: { 'content-type': 'application/json', cookie: cookies[0] },
      body: JSON.stringify({ selectedDate: date, accountId: 'DEMO01', classType: 0 }),
    });
    console.log('Class search (1 API instance, PostgreSQL, loopback, 20 connections)');
    console.log(`  requests/s:  avg ${result.requests.average.toFixed(0)}`);
    console.log(`  latency:     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    console.log(`  responses:   2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}`);
    process.exitCode = result.non2xx === 0 && result.errors === 0 ? 0 : 1;
  } finally {
    clearTimeout(timer);
    stop(child);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
