// Booking burst: 1,000 concurrent class bookings for 20 places through TWO API instances on one
// PostgreSQL database. Prints booked / waiting / errors and checks the database: exactly 20
// booked and total_booked = 20. Loopback only, bounded in time.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DB=bench_api BENCH_PORT=8300 node bench/booking-burst.mjs
// Uses its own database (BENCH_DB, default portal_bench), dropped and recreated through the
// server's maintenance database `postgres`, then migrated and seeded by instance 1. Ports:
// BENCH_PORT and BENCH_PORT + 1 (default 8211, 8212).
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchUrl, instancesUntilDeadline, resetDatabase, startInstance } from './lib/api-instances.mjs';
import { pg } from './lib/bench-database.mjs';
import { loadLine } from './lib/load.mjs';
import { writeResult } from './lib/portal.mjs';

const { Client, Pool } = pg;
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS || 120_000);

/** Creates a class schedule with `capacity` places and `n` members with session cookies. */
export async function prepare({ capacity, members }) {
  const db = new Client({ connectionString: benchUrl });
  await db.connect();
  try {
    const { rows: [club] } = await db.query(`select id from clubs where account_id = 'DEMO01'`);
    const { rows: [type] } = await db.query(`insert into class_types (club_id, description) values ($1, 'Bench') returning id`, [club.id]);
    const { rows: [cls] } = await db.query(
      `insert into classes (club_id, class_type_id, name, duration_min, capacity) values ($1, $2, 'Bench Burst', 45, $3) returning id`,
      [club.id, type.id, capacity],
    );
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const { rows: [schedule] } = await db.query(
      `insert into class_schedules (class_id, club_id, starts_at, ends_at, capacity) values ($1, $2, $3, $4, $5) returning id`,
      [cls.id, club.id, startsAt, new Date(startsAt.getTime() + 45 * 60_000), capacity],
    );
    const tag = randomBytes(3).toString('hex');
    // Set-based inserts: three statements whatever the member count.
    const { rows: people } = await db.query(
      `insert into members (club_id, member_number, barcode, first_name, last_name)
       select $1, $2 || g, 'B' || $2 || g, 'Bench', g::text from generate_series(0, $3 - 1) g returning id, member_number`,
      [club.id, `BENCH-${tag}-`, members],
    );
    const { rows: users } = await db.query(
      `insert into users (club_id, email, user_name, password_hash, user_type, member_id, role)
       select $1, lower(m.member_number) || '@bench.local', lower(m.member_number) || '@bench.local', 'x', 1, m.id, 'USER'
       from members m where m.id = any($2::int[]) returning id`,
      [club.id, people.map((p) => p.id)],
    );
    const tokens = users.map(() => randomBytes(16).toString('base64url'));
    await db.query(
      `insert into sessions (id, user_id, expires_at) select h, u, now() + interval '2 hours' from unnest($1::text[], $2::int[]) as t(h, u)`,
      [tokens.map((t) => createHash('sha256').update(t).digest('hex')), users.map((u) => u.id)],
    );
    const cookies = tokens.map((t) => `portal_sid=${t}`);
    return { scheduleId: schedule.id, cookies, clubId: club.id };
  } finally {
    await db.end();
  }
}

async function main() {
  const PLACES = 20;
  const BOOKINGS = 1000;
  const base = Number(process.env.BENCH_PORT || 8211);
  const ports = [base, base + 1];
  const started = Date.now();
  const { children, stopAll } = instancesUntilDeadline('booking-burst', DEADLINE_MS, 2);
  await resetDatabase();
  try {
    children.push(await startInstance(ports[0])); // migrates and seeds
    console.error('booking-burst: instance 1 up');
    children.push(await startInstance(ports[1]));
    console.error('booking-burst: instance 2 up');
    const { scheduleId, cookies } = await prepare({ capacity: PLACES, members: BOOKINGS });
    console.error('booking-burst: members and sessions ready, firing');

    const t0 = performance.now();
    const results = await Promise.all(
      cookies.map(async (cookie, i) => {
        const res = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/v1/book-gym-session/book`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ classScheduleId: scheduleId }),
        });
        const body = await res.json().catch(() => null);
        if (res.status !== 200 && i < 3) console.error(`booking-burst: ${res.status} ${body?.errors?.message}`);
        return { status: res.status, bookingStatus: body?.payload?.bookingStatus };
      }),
    );
    const elapsed = performance.now() - t0;

    const db = new Client({ connectionString: benchUrl });
    await db.connect();
    const { rows: [s] } = await db.query('select total_booked, capacity from class_schedules where id = $1', [scheduleId]);
    const { rows: counts } = await db.query('select status, count(*)::int as n from class_bookings where schedule_id = $1 group by status', [scheduleId]);
    await db.end();

    // The floor in this same run: the same 1,000 bookings as bare SQL calls of the booking
    // statement (portal_book_class) through 20 connections, no HTTP, sessions or checks.
    const floor = await prepare({ capacity: PLACES, members: BOOKINGS });
    const pool = new Pool({ connectionString: benchUrl, max: 20 });
    const { rows: floorMembers } = await pool.query(`select m.id from members m join users u on u.member_id = m.id join sessions s on s.user_id = u.id where s.id = any($1::text[])`, [
      floor.cookies.map((c) => createHash('sha256').update(c.slice('portal_sid='.length)).digest('hex')),
    ]);
    const f0 = performance.now();
    await Promise.all(floorMembers.map((m) => pool.query('select * from portal_book_class($1, $2, now())', [m.id, floor.scheduleId])));
    const floorMs = performance.now() - f0;
    await pool.end();

    const booked = results.filter((r) => r.bookingStatus === 'Booked').length;
    const waiting = results.filter((r) => r.bookingStatus === 'Waiting').length;
    const errors = results.filter((r) => r.status !== 200).length;
    const dbCounts = Object.fromEntries(counts.map((c) => [c.status, c.n]));
    const okAll = booked === PLACES && waiting === BOOKINGS - PLACES && errors === 0 && s.total_booked === PLACES && dbCounts.Booked === PLACES;
    console.log('Booking burst (2 API instances, PostgreSQL, loopback)');
    console.log(`  requests:        ${BOOKINGS} concurrent for ${PLACES} places`);
    console.log(`  answered:        booked ${booked}, waiting ${waiting}, errors ${errors}`);
    console.log(`  database:        Booked ${dbCounts.Booked ?? 0}, Waiting ${dbCounts.Waiting ?? 0}, total_booked ${s.total_booked}/${s.capacity}`);
    console.log(`  burst wall time: ${elapsed.toFixed(0)} ms (${((BOOKINGS / elapsed) * 1000).toFixed(0)} bookings/s)`);
    console.log(`  bare SQL floor:  ${floorMs.toFixed(0)} ms for the same ${BOOKINGS} bookings as direct statements (the API takes ${(elapsed / floorMs).toFixed(1)}x); ${loadLine()}`);
    console.log(`  result:          ${okAll ? 'PASS: no overbooking' : 'FAIL'} (total ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await writeResult('booking-burst', { bookings: BOOKINGS, places: PLACES, wallMs: Math.round(elapsed), floorMs: Math.round(floorMs), exact: okAll });
    process.exitCode = okAll ? 0 : 1;
  } finally {
    stopAll();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
