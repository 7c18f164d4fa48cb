// On PostgreSQL with two API instances on one database: waiting-list promotion under
// concurrent cancellations, each notification delivered exactly once by two job runners and two
// outbox workers, and a job taken by an instance that dies mid-work done once after the restart.
// Only on PostgreSQL (DATABASE_URL set), like drills-postgres.test.ts; PGlite has one connection.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { jobContext } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { classBookings, classSchedules, clubs, notifications, outbox } from '../src/db/schema';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { sendPending } from '../src/modules/outbox/worker';
import { createTestApp, databaseUrlOf, describeOnPostgres, secondInstance, type TestApp } from './helpers/test-app';
import { createClass, createMembers, demoClubId, hoursFromNow, type TestMember } from './bookings-helpers/fixtures';
import { firstRow } from '../src/lib/first-row';

describeOnPostgres('waiting list and notifications on two instances (PostgreSQL)', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let handle2: DatabaseHandle;
  let app2: FastifyInstance;
  let dbUrl: string;
  let clubId: number;

  beforeAll(async () => {
    t = await createTestApp();
    clubId = await demoClubId(t.handle.db);
    dbUrl = await databaseUrlOf(t);
    second = await secondInstance(t);
    ({ app: app2, handle: handle2 } = second);
  });

  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const on = (app: FastifyInstance, m: TestMember, method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${path}`, headers: { cookie: m.cookie }, payload });
  const instances = () => [t.app, app2];

  test('concurrent cancellations on both instances promote in joining order and never past capacity', async () => {
    await t.handle.db.update(clubs).set({ waitlistMode: 'auto' }).where(eq(clubs.id, clubId));
    try {
      const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(48), capacity: 5 });
      const booked = await createMembers(t, clubId, 5, 'PB');
      const waiting = await createMembers(t, clubId, 10, 'PW');
      const ids = new Map<number, number>();
      for (const m of [...booked, ...waiting]) ids.set(m.id, (await on(t.app, m, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload.bookedId);
      const results = await Promise.all(booked.map((m, i) => on(instances()[i % 2]!, m, 'POST', `/bookings/class/${ids.get(m.id)}/cancel`)));
      expect(results.map((r) => r.json().payload)).toEqual(booked.map(() => 'success'));

      const s = firstRow(await t.handle.db.select().from(classSchedules).where(eq(classSchedules.id, schedule.id)), 's');
      expect(s.totalBooked).toBe(5);
      const rows = await t.handle.db.select().from(classBookings).where(eq(classBookings.scheduleId, schedule.id));
      const nowBooked = rows.filter((r) => r.status === 'Booked').map((r) => r.memberId).sort();
      expect(nowBooked).toEqual(waiting.slice(0, 5).map((m) => m.id).sort());
      // Each promoted member was told once.
      const promoted = await t.handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.eventType, 'promoted'), inArray(notifications.memberId, waiting.map((m) => m.id))));
      expect(promoted.map((n) => n.memberId).sort()).toEqual(nowBooked);
    } finally {
      await t.handle.db.update(clubs).set({ waitlistMode: 'offer' }).where(eq(clubs.id, clubId));
    }
  });

  test('two job runners and two outbox workers send each message exactly once', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(30), capacity: 40 });
    const members = await createMembers(t, clubId, 24, 'PX');
    await Promise.all(members.map((m, i) => on(instances()[i % 2]!, m, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })));
    const ctx = jobContext(t.config);
    // Both instances work through the due jobs at the same time, several passes each.
    await Promise.all([t.handle.db, handle2.db, t.handle.db, handle2.db].map((db) => runDueJobs(db, ctx)));

    const addresses = members.map((m) => `${m.memberNumber.toLowerCase()}@bookings.test`);
    const mails = await t.handle.db.select().from(outbox).where(inArray(outbox.toAddress, addresses));
    expect(mails.map((r) => r.toAddress).sort()).toEqual([...addresses].sort());

    // And both outbox workers send: every message leaves once.
    const sent: string[] = [];
    const transport = { sendMail: async (mail: { to?: unknown }) => void sent.push(String(mail.to)) };
    const opts = (db: typeof t.handle.db) => ({ db, mailFrom: t.config.mailFrom, mail: transport, log: t.app.log });
    for (let pass = 0; pass < 3; pass++) await Promise.all([sendPending(opts(t.handle.db)), sendPending(opts(handle2.db))]);
    expect(sent.filter((to) => addresses.includes(to)).sort()).toEqual([...addresses].sort());
  });

  test('a job taken by an instance that dies is done once after the restart, never twice', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(30), capacity: 5 });
    const m = firstRow(await createMembers(t, clubId, 1, 'PR'), 'm');
    const address = `${m.memberNumber.toLowerCase()}@bookings.test`;
    const ctx = jobContext(t.config);
    // Earlier tests' jobs out of the way: only this member's delivery is due.
    await runDueJobs(t.handle.db, ctx);
    await on(t.app, m, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id });

    // A third instance takes the job, writes half its work, and dies before committing. It is a
    // bare pg client so that its death is only this test's business.
    const doomed = new Client({ connectionString: dbUrl });
    doomed.on('error', () => undefined);
    await doomed.connect();
    await doomed.query('begin');
    const pid = (await doomed.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const job = await doomed.query(
      `select id from notification_jobs where status = 'pending' and kind = 'deliver' order by run_at, id limit 1 for update skip locked`,
    );
    expect(job.rows).toHaveLength(1);
    await doomed.query(`insert into outbox (club_id, channel, to_address, subject, body_text, status) values ($1, 'email', $2, 'half-done', 'x', 'pending')`, [
      clubId,
      address,
    ]);
    // Still working (a slow send) when it dies.
    const crashed = doomed.query('select pg_sleep(30)').then(
      () => 'committed',
      () => 'rolled back',
    );

    // While it holds the row, the other instances skip it: nothing is sent twice.
    await runDueJobs(handle2.db, ctx);
    expect(await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, address))).toHaveLength(0);

    // The crash: its connection dies (what a killed process or a restart does).
    const admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolMax: 1 });
    await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
    await admin.close();
    expect(await crashed).toBe('rolled back');
    await doomed.end().catch(() => undefined);

    // After the restart the job is due again and done exactly once.
    await Promise.all([runDueJobs(t.handle.db, ctx), runDueJobs(handle2.db, ctx)]);
    const rows = await t.handle.db.select().from(outbox).where(eq(outbox.toAddress, address));
    expect(rows.map((r) => r.subject)).toEqual([expect.stringContaining('Booked:')]);
  });
});
