// The club's insights (ADMIN) on PostgreSQL: each report over the last year, asked one at a time
// (as an owner clicks), p50 and p95 of the server's answer. `--big-club` (or BENCH_BIG_CLUB=1)
// first grows the demo club to 50,000 members and 1,000,000 bookings (lib/big-club.mjs) and adds a
// year of ledger: a membership for every member, 26 fortnightly debits for 10,000 of them (one in
// twenty declined, a refund in a hundred), a check-in a week for 5,000.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB=bench_insights BENCH_PORT=8400 node bench/insights-reports.mjs --big-club
// Needs the built API (lib/api-build.mjs). The target: p95 <= 500 ms per report (docs/decisions.md).
// Ports: BENCH_PORT (the API, default 8400) and BENCH_PORT + 1 (the hello-world).
import { startBenchClub } from './lib/bench-club.mjs';
import { loadLine, measure, row } from './lib/load.mjs';
import { signIn, writeResult } from './lib/portal.mjs';

const PORT = Number(process.env.BENCH_PORT || 8400);
const BIG = process.argv.includes('--big-club') || process.env.BENCH_BIG_CLUB === '1';
const RUNS = Number(process.env.INSIGHTS_RUNS || 20);

/** A year of the ledger for the big club's members, set-based like lib/big-club.mjs. */
async function seedLedger(db) {
  const t0 = performance.now();
  const { rows: [club] } = await db.query(`select id from clubs where account_id = 'DEMO01'`);
  const { rows: [type] } = await db.query('select id from membership_types where club_id = $1 order by id limit 1', [club.id]);
  await db.query('begin');
  await db.query(`set local session_replication_role = replica`);
  await db.query(
    `insert into memberships (member_id, membership_type_id, contract_type, status, start_date)
     select id, $2, 'Direct Debit', 'active', current_date - (id % 700) from members where club_id = $1 and member_number like 'BIG%'`,
    [club.id, type.id],
  );
  await db.query(
    `insert into payments (club_id, member_id, amount_cents, status, gateway, purpose, kind, created_at)
     select $1, m.id, 3300, case when (m.id + k) % 20 = 0 then 'declined' else 'approved' end, 'sandbox', 'membership-debit', 'direct_debit',
            now() - make_interval(days => k * 14 + (m.id % 14))
     from (select id from members where club_id = $1 and member_number like 'BIG%' order by id limit 10000) m cross join generate_series(0, 25) k`,
    [club.id],
  );
  await db.query(
    `insert into payment_refunds (club_id, payment_id, amount_cents, reason, status, idempotency_key, created_at)
     select club_id, id, 1000, 'Bench refund', 'approved', 'bench-' || id, created_at + interval '1 day' from payments where club_id = $1 and status = 'approved' and id % 100 = 0`,
    [club.id],
  );
  await db.query(
    `insert into check_ins (club_id, member_id, at, method)
     select $1, m.id, now() - make_interval(days => k * 7 + (m.id % 7)), 'barcode'
     from (select id from members where club_id = $1 and member_number like 'BIG%' order by id limit 5000) m cross join generate_series(0, 51) k`,
    [club.id],
  );
  await db.query('commit');
  await db.query('analyze');
  return (performance.now() - t0) / 1000;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const club = await startBenchClub({ port: PORT, big: BIG, grow: async (db, seed) => (seed ? seedLedger(db) : null) });
  const { base, seed, hello } = club;
  if (seed) {
    seed.ledgerSeconds = club.grown;
    console.log(`Big club: ${seed.members} members, ${seed.schedules} class occurrences, ${seed.bookings} bookings; seeded in ${seed.seconds.toFixed(1)} s, ledger in ${seed.ledgerSeconds.toFixed(1)} s`);
  }
  const rows = [];
  let helloRow;
  try {
    helloRow = row('Fastify hello-world', await measure({ url: hello.url }));
    const cookie = await signIn(base, 'admin@demo.club');
    const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    const from = new Date(Date.parse(to) - 364 * 86_400_000).toISOString().slice(0, 10);
    const range = `from=${from}&to=${to}`;
    const reports = [
      ['attendance by class', `attendance?${range}&by=class`],
      ['attendance by time slot', `attendance?${range}&by=slot`],
      ['attendance by weekday', `attendance?${range}&by=weekday`],
      ['attendance by instructor', `attendance?${range}&by=instructor`],
      ['members by week', `members?${range}`],
      ['slipping away (30 days)', 'slipping?days=30'],
      ['money by day', `money?${range}&by=day`],
      ['money by product', `money?${range}&by=product`],
      ['rows behind a figure', `rows?${range}&report=attendance&metric=noShows`],
      ['attendance CSV', `attendance/csv?${range}&by=class`],
    ];
    for (const [name, url] of reports) {
      const times = [];
      let status = 0;
      for (let i = 0; i < RUNS + 2; i += 1) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/v1/club-console/insights/${url}`, { headers: { cookie } });
        await res.arrayBuffer();
        status = res.status;
        // The first two warm the connection pool and the plan cache.
        if (i >= 2) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      rows.push({ report: name, status, 'p50 ms': Math.round(pct(times, 50)), 'p95 ms': Math.round(pct(times, 95)), 'max ms': Math.round(times.at(-1)) });
    }
  } finally {
    await club.stop();
  }
  console.log(`\nInsights on PostgreSQL${BIG ? ', big club' : ', demo data'}: a year's range, ${RUNS} requests each, one at a time (${loadLine()})`);
  console.table(rows);
  console.log('Beside them, in the same run:');
  console.table([helloRow]);
  await writeResult(BIG ? 'insights-big-club' : 'insights', { runs: RUNS, seed, rows, hello: helloRow });
  process.exitCode = rows.every((r) => r.status === 200 && r['p95 ms'] <= 500) ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
