// The creche in the club console (modules/creche-console): an ADMIN's weekly creche series, the
// sessions generated from them (the timetable's daily job), one session cancelled with notice, and
// the series' age range enforced when a member books. Every write is refused to a member, to STAFF
// and to another club's ADMIN; bad input gets its message on its field and saves nothing.
import { and, eq, sql } from 'drizzle-orm';
import { SCHOOL_MESSAGES } from '@portal/shared/validators';
import { capacityBelowBookedMessage } from '@portal/shared/contracts';
import { jobContext } from '../src/app';
import { clubAuditLog, crecheSeries, crecheSessions, memberKids, notifications } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { nowMs, pinClock, resetClock } from '../src/lib/clock';
import { addDays } from '../src/lib/recurrence';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { ensureTimetableGeneration } from '../src/modules/timetable';
import { DEMO_ZONE, demoClubId, demoClubToday } from './bookings-helpers/fixtures';
import { expectRefused } from './helpers/expect-refused';
import { withTestApp } from './helpers/shared-app';
import type { TestApp } from './helpers/test-app';
import { apiCalls, consoleLogins, EVERY_DAY, type Method, numberedBodies } from './helpers/console-api';

let t: TestApp;
let clubId: number;
let as: Record<'admin' | 'staff' | 'member' | 'otherAdmin', string>;
let kids: { ella: number; noah: number };

withTestApp(async (app) => {
  t = app;
  clubId = await demoClubId(t.handle.db);
  as = await consoleLogins(t);
  const rows = await t.handle.db.select().from(memberKids);
  kids = { ella: rows.find((k) => k.firstName === 'Ella')!.id, noah: rows.find((k) => k.firstName === 'Noah')!.id };
});

const call = apiCalls(() => t);

/** A daily series for toddlers (1 to 3 years): Noah (2) fits, Ella (4) does not. */
const seriesBody = numberedBodies((n) => ({
  name: `Toddler Play ${n}`,
  weekdays: EVERY_DAY,
  startTime: `14:${String(n).padStart(2, '0')}`,
  durationMin: 90,
  capacity: 3,
  minAgeMonths: 12,
  maxAgeMonths: 36,
  room: 'Kids Room',
  startsOn: demoClubToday(),
  endsOn: null,
}));

const sessionsOf = (seriesId: number) => t.handle.db.select().from(crecheSessions).where(eq(crecheSessions.seriesId, seriesId));
const search = async (date: string) => (await call(as.member, 'POST', '/creche/search', { selectedDate: date })).body.payload as Array<{ classScheduleId: number; name: string; classTime: string }>;

it('a member, STAFF and another club’s ADMIN are refused every write', async () => {
  const made = (await call(as.admin, 'POST', '/club-console/creche/series', seriesBody())).body.payload;
  const [session] = await sessionsOf(made.id);
  const writes: Array<[Method, string, unknown?]> = [
    ['GET', '/club-console/creche/series'],
    ['POST', '/club-console/creche/series', seriesBody()],
    ['PUT', `/club-console/creche/series/${made.id}`, seriesBody({ capacity: 50 })],
    ['DELETE', `/club-console/creche/series/${made.id}`],
    ['POST', `/club-console/creche/sessions/${session!.id}/cancel`],
  ];
  for (const who of ['member', 'staff'] as const) {
    for (const [method, url, body] of writes) expect({ who, url, status: (await call(as[who], method, url, body)).status }).toEqual({ who, url, status: 403 });
  }
  for (const [method, url, body] of writes.filter(([m, u]) => m !== 'POST' || u.includes('cancel'))) {
    if (method === 'GET') continue;
    expect({ url, status: (await call(as.otherAdmin, method, url, body)).status }).toEqual({ url, status: 404 });
  }
  const [kept] = await t.handle.db.select().from(crecheSeries).where(eq(crecheSeries.id, made.id));
  expect(kept).toMatchObject({ capacity: 3, retiredAt: null });
  expect((await sessionsOf(made.id)).every((s) => s.cancelledAt === null)).toBe(true);
});

it('sessions are generated to the booking window plus the margin, and members see them', async () => {
  const made = (await call(as.admin, 'POST', '/club-console/creche/series', seriesBody())).body.payload;
  expect(made.rrule).toContain('RRULE:FREQ=WEEKLY');
  const sessions = await sessionsOf(made.id);
  expect(sessions.length).toBeGreaterThanOrEqual(14);
  expect(new Set(sessions.map((s) => s.occurrenceStart!.getTime())).size).toBe(sessions.length);
  const found = (await search(addDays(demoClubToday(), 2))).filter((s) => s.name === made.name);
  expect(found.map((s) => s.classTime)).toEqual([made.startTime]);
  const audit = await t.handle.db.select().from(clubAuditLog).where(and(eq(clubAuditLog.clubId, clubId), eq(clubAuditLog.area, 'creche')));
  expect(audit.some((a) => (a.after as { name?: string }).name === made.name)).toBe(true);
});

it('the age range is enforced when booking: too old is refused on the child, the right age is booked', async () => {
  const made = (await call(as.admin, 'POST', '/club-console/creche/series', seriesBody())).body.payload;
  const [session] = (await search(addDays(demoClubToday(), 3))).filter((s) => s.name === made.name);
  const old = await call(as.member, 'POST', '/creche/book', { classScheduleId: session!.classScheduleId, childId: kids.ella });
  expectRefused(old, 400, 'Ella is too old for this session: it is for children up to 3 years.');
  expect(old.body.errors.field).toBe('childId');
  const ok = await call(as.member, 'POST', '/creche/book', { classScheduleId: session!.classScheduleId, childId: kids.noah });
  expect(ok.body.payload.bookingStatus).toBe('Booked');
  // A capacity below the places taken is refused on its field.
  const lower = await call(as.admin, 'PUT', `/club-console/creche/series/${made.id}`, seriesBody({ ...made, capacity: 0 }));
  expect(lower.body.errors.field).toBe('capacity');
  // Cancelling the session tells the parent and takes it off the member's search.
  const cancelled = await call(as.admin, 'POST', `/club-console/creche/sessions/${session!.classScheduleId}/cancel`);
  expect(cancelled.body.payload).toMatchObject({ removed: 1, notified: 1 });
  const told = await t.handle.db.select().from(notifications).where(eq(notifications.eventType, 'cancelled-by-club'));
  expect(told.some((n) => n.title.includes(made.name) || n.body.includes(made.name))).toBe(true);
  expect((await search(addDays(demoClubToday(), 3))).some((s) => s.classScheduleId === session!.classScheduleId)).toBe(false);
  expectRefused(await call(as.member, 'POST', '/creche/book', { classScheduleId: session!.classScheduleId, childId: kids.noah }), 409, 'The club has cancelled this session.');
});

it('bad input gets its message on its field and saves nothing', async () => {
  const before = (await t.handle.db.select().from(crecheSeries)).length;
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ maxAgeMonths: 6, minAgeMonths: 12 }, 'maxAgeMonths', SCHOOL_MESSAGES.agesOrder],
    [{ minAgeMonths: -1 }, 'minAgeMonths', SCHOOL_MESSAGES.ages],
    [{ capacity: 0 }, 'capacity', SCHOOL_MESSAGES.capacity],
    [{ weekdays: [] }, 'weekdays', SCHOOL_MESSAGES.weekdays],
    [{ startTime: '25:00' }, 'startTime', SCHOOL_MESSAGES.startTime],
    [{ startsOn: '2027-03-10', endsOn: '2027-03-01' }, 'endsOn', SCHOOL_MESSAGES.endsBeforeStart],
    [{ name: '  ' }, 'name', SCHOOL_MESSAGES.required],
  ];
  for (const [over, field, message] of cases) {
    const res = await call(as.admin, 'POST', '/club-console/creche/series', seriesBody(over));
    expect({ field: res.body.errors.field, message: res.body.errors.message, status: res.status }).toEqual({ field, message, status: 400 });
  }
  // A time the clocks skip (Sydney, first Sunday of October 2027).
  const skipped = await call(as.admin, 'POST', '/club-console/creche/series', seriesBody({ weekdays: ['SU'], startTime: '02:30', startsOn: '2027-09-01', endsOn: '2027-12-01' }));
  expect(skipped.body.errors.field).toBe('startTime');
  expect((await t.handle.db.select().from(crecheSeries)).length).toBe(before);
  expect(capacityBelowBookedMessage(1)).toContain('1');
});

it('removing a series with a booked session retires it: the booked session stays, unbooked ones go', async () => {
  const made = (await call(as.admin, 'POST', '/club-console/creche/series', seriesBody())).body.payload;
  const [session] = (await search(addDays(demoClubToday(), 4))).filter((s) => s.name === made.name);
  await call(as.member, 'POST', '/creche/book', { classScheduleId: session!.classScheduleId, childId: kids.noah });
  const res = await call(as.admin, 'DELETE', `/club-console/creche/series/${made.id}`);
  expect(res.body.payload.message).toContain('retired');
  const left = (await sessionsOf(made.id)).filter((s) => s.startsAt.getTime() > nowMs());
  expect(left.map((s) => s.id)).toEqual([session!.classScheduleId]);
  const [row] = await t.handle.db.select().from(crecheSeries).where(eq(crecheSeries.id, made.id));
  expect(row!.retiredAt).not.toBeNull();
});

// Last: moving the clock 60 days on ends every session made before.
describe('the daily generation job after downtime', () => {
  afterAll(() => resetClock());

  it('60 days on, the creche is still bookable a week ahead, exactly one session per occurrence', async () => {
    const made = (await call(as.admin, 'POST', '/club-console/creche/series', seriesBody())).body.payload;
    pinClock(new Date(nowMs() + 60 * 86_400_000));
    await ensureTimetableGeneration(t.handle.db);
    await runDueJobs(t.handle.db, jobContext(t.config));
    // Two months on, the member signs in again.
    as.member = await t.login('member@demo.club', DEMO_PASSWORD);
    const found = (await search(addDays(demoClubToday(), 7))).filter((s) => s.name === made.name);
    expect(found.map((s) => s.classTime)).toEqual([made.startTime]);
    const booked = await call(as.member, 'POST', '/creche/book', { classScheduleId: found[0]!.classScheduleId, childId: kids.noah });
    expect(booked.body.payload.bookingStatus).toBe('Booked');
    const dupes = await t.handle.db.execute(
      sql`select series_id from creche_sessions where series_id is not null group by series_id, occurrence_start having count(*) > 1`,
    );
    expect((dupes as unknown as { rows: unknown[] }).rows).toEqual([]);
    const days = await t.handle.db.execute(
      sql`select count(distinct (starts_at at time zone ${DEMO_ZONE})::date)::int as n, count(*)::int as total from creche_sessions where series_id = ${made.id}`,
    );
    const { n, total } = (days as unknown as { rows: Array<{ n: number; total: number }> }).rows[0]!;
    expect(total).toBe(n);
  });
});
