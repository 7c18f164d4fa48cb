// The API's hot reads on PostgreSQL, each right after a Fastify hello-world measured in the same run
// (its share of the physical limit) with the load average: class search (first page), current
// bookings, the public timetable, a class picture, and what every signed-in page load asks (the
// user, the club theme) with the dashboard's data (/portal/home). One API instance on its own database
// (BENCH_DB, dropped, migrated and demo-seeded); with `--big-club` (or BENCH_BIG_CLUB=1) the demo
// club is first grown to 50,000 members and 1,000,000 bookings (lib/big-club.mjs).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB=bench_api BENCH_PORT=8300 node bench/api-scale.mjs --big-club
// Ports: BENCH_PORT (the API, default 8213) and BENCH_PORT + 1 (the hello-world).
import { startBenchClub } from './lib/bench-club.mjs';
import { DURATION, loadLine, measure, row } from './lib/load.mjs';
import { signIn, writeResult } from './lib/portal.mjs';

const PORT = Number(process.env.BENCH_PORT || 8213);
const BIG = process.argv.includes('--big-club') || process.env.BENCH_BIG_CLUB === '1';

async function main() {
  const club = await startBenchClub({ port: PORT, big: BIG });
  const { base, seed, hello } = club;
  if (seed) console.log(`Big club: ${seed.members} members, ${seed.schedules} class occurrences, ${seed.bookings} bookings, ${seed.images} class pictures as files, seeded in ${seed.seconds.toFixed(1)} s`);
  const rows = [];
  const results = [];
  const sizes = {};
  try {
    const cookie = await signIn(base, 'member@demo.club');
    const me = (await (await fetch(`${base}/api/v1/auth/me`, { headers: { cookie } })).json()).payload;
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(Date.now() + 86_400_000));
    // What the class booking screen sends: the first page of 12 (CLASS_SEARCH_PAGE_SIZE).
    const searchBody = JSON.stringify({ selectedDate: date, accountId: 'DEMO01', classType: 0, page: 1, pageSize: 12 });
    const search = { url: `${base}/api/v1/book-gym-session/search`, method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: searchBody };
    const current = { url: `${base}/api/v1/bookings/current/class/${me.memberNumber}`, headers: { cookie } };
    const timetable = { url: `${base}/api/v1/public/timetable?accountId=DEMO01&date=${date}` };
    const firstPage = await (await fetch(search.url, { method: 'POST', headers: search.headers, body: searchBody })).json();
    const picture = firstPage.payload.find((c) => c.imageUrl)?.imageUrl;
    sizes.searchClasses = firstPage.payload.length;
    // The load of a shared machine drifts within a run: each figure is measured right after a
    // hello-world of its own and printed as its share of that one.
    for (const [name, opts] of [
      ['class search (POST, first page)', search],
      ['current bookings (GET)', current],
      ['public timetable (GET)', timetable],
      ...(picture ? [['class picture (GET)', { url: `${base}${picture}` }]] : []),
      // What every signed-in page load asks before it can show anything, and the dashboard's data.
      ['signed-in user (GET /auth/me)', { url: `${base}/api/v1/auth/me`, headers: { cookie } }],
      ['club theme (GET /club/theme)', { url: `${base}/api/v1/club/theme`, headers: { cookie } }],
      ['dashboard (GET /portal/home)', { url: `${base}/api/v1/portal/home`, headers: { cookie } }],
    ]) {
      const h = await measure({ url: hello.url }, hello.pid);
      const r = await measure(opts, club.api.pid);
      results.push(h, r);
      rows.push(row('Fastify hello-world', h));
      rows.push(row(name, r, h));
    }
  } finally {
    await club.stop();
  }
  const table = rows;
  console.log(`\nAPI on PostgreSQL${BIG ? ', big club' : ', demo data'} (1 instance, loopback, 20 connections, ${DURATION} s each; ${loadLine()})`);
  console.log(`  class search first page: ${sizes.searchClasses} classes`);
  console.table(table);
  await writeResult(BIG ? 'api-scale-big-club' : 'api-scale', { durationSeconds: DURATION, seed, rows: table });
  process.exitCode = table.every((r) => r.non2xx === 0 && r.errors === 0) ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
