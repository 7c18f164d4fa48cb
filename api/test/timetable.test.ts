// The club's timetable (modules/timetable): an ADMIN's weekly class series, the sessions a daily
// job generates from them, one session changed or cancelled, a series changed from a date on, and
// closures. Every write is refused to a member, to STAFF and to another club's ADMIN; every bad
// input is refused with a message on its field and saves nothing; members see a change in their
// very next class search.
import { and, count, eq, sql } from 'drizzle-orm';
import { TIMETABLE_MESSAGES, capacityBelowBookedMessage } from '@portal/shared/contracts';
import { jobContext } from '../src/app';
import { classBookings, classTypes, classSchedules, classSeries, clubAuditLog, notifications, users } from '../src/db/schema';
import { nowMs, pinClock, resetClock } from '../src/lib/clock';
import { clubToday } from '../src/lib/club-calendar';
import { runDueJobs } from '../src/modules/notifications/jobs';
import { ensureTimetableGeneration, generateClubSessions } from '../src/modules/timetable';
import { addDays } from '../src/lib/recurrence';
import { heardTimetableChange, TIMETABLE_CHANGES_CHANNEL } from '../src/modules/timetable/change-notices';
import { SearchCache, searchCache } from '../src/modules/classes/class-search.cached';
import { DEMO_PASSWORD } from '../src/db/seed';
import { createMembers, DEMO_ZONE, demoClubId, demoClubToday, type TestMember } from './bookings-helpers/fixtures';
import { demoLogins, describeOnPostgres, secondInstance, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { apiCalls, EVERY_DAY, type Method, numberedBodies } from './helpers/console-api';

let t: TestApp;
let clubId: number;
let as: Record<'admin' | 'staff' | 'member', string>;
let classTypeId: number;

withTestApp(async (app) => {
  t = app;
  clubId = await demoClubId(t.handle.db);
  as = await demoLogins(t, 'admin', 'staff', 'member');
  classTypeId = (await call(as.admin, 'GET', '/timetable/class-types')).body.payload[0].id;
});

const call = apiCalls(() => t);

/** A daily series in a room and with an instructor of its own (no clash with any other). */
const seriesBody = numberedBodies((n) => ({
  name: `Box Fit ${n}`,
  classTypeId,
  weekdays: EVERY_DAY,
  startTime: '10:15',
  durationMin: 45,
  instructor: `Coach ${n}`,
  location: `Room ${n}`,
  capacity: 10,
  startsOn: demoClubToday(),
  endsOn: null,
  bookingWindowDays: 14,
  cancelCutoffHours: 6,
  lateCancelFeeCents: 1500,
  specialInstructions: 'Gloves provided.',
}));

/** `m` books class session `classScheduleId`; answers the booking's status. */
async function book(m: TestMember, classScheduleId: number): Promise<string> {
  return (await call(m.cookie, 'POST', '/book-gym-session/book', { classScheduleId })).body.payload.bookingStatus;
}

async function create(over: Record<string, unknown> = {}) {
  const res = await call(as.admin, 'POST', '/timetable/series', seriesBody(over));
  expect(res.body.errors).toEqual({ message: '' });
  return res.body.payload as { id: number; classId: number; name: string };
}

async function search(m: { cookie: string }, date: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/book-gym-session/search',
    headers: { cookie: m.cookie },
    payload: { selectedDate: date, accountId: 'DEMO01', classType: 0 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().payload as Array<{
    classScheduleId: number;
    className: string;
    classTime: string;
    classDate: string;
  }>;
}

async function sessionsOf(seriesId: number) {
  return t.handle.db
    .select()
    .from(classSchedules)
    .where(eq(classSchedules.seriesId, seriesId))
    .orderBy(classSchedules.startsAt);
}

const seriesCount = async () => Number((await t.handle.db.select({ n: count() }).from(classSeries))[0]!.n);

describe('who may write the timetable', () => {
  const WRITES = (): Array<[Method, string, unknown?]> => [
    ['POST', '/timetable/series', seriesBody()],
    ['PUT', '/timetable/series/1', { ...seriesBody(), fromDate: '2030-01-01' }],
    ['DELETE', '/timetable/series/1'],
    ['PUT', '/timetable/sessions/1', { date: '2030-01-01', startTime: '10:00', durationMin: 45, capacity: 5 }],
    ['POST', '/timetable/sessions/1/cancel'],
    ['POST', '/timetable/closures', { date: '2030-01-01', reason: 'New Year' }],
    ['DELETE', '/timetable/closures/1'],
    ['POST', '/timetable/class-types', { description: 'Refused Type' }],
  ];

  it('refuses no session (401), a member and STAFF (403), and writes nothing', async () => {
    const before = await seriesCount();
    for (const [method, url, body] of WRITES()) {
      expect({ url, status: (await call(undefined, method, url, body)).status }).toEqual({ url, status: 401 });
      expect({ url, status: (await call(as.member, method, url, body)).status }).toEqual({ url, status: 403 });
      expect({ url, status: (await call(as.staff, method, url, body)).status }).toEqual({ url, status: 403 });
    }
    expect(await seriesCount()).toBe(before);
  });

  it("refuses another club's ADMIN everything of this club", async () => {
    const mine = await create();
    const [session] = await sessionsOf(mine.id);
    const closure = (
      await call(as.admin, 'POST', '/timetable/closures', { date: addDays(demoClubToday(), 40), reason: 'Stocktake' })
    ).body.payload.closure;
    // The lite club's login made its club's ADMIN: an ADMIN, of another club.
    await t.handle.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'lite@demo.club'));
    const other = await t.login('lite@demo.club', DEMO_PASSWORD);
    expect(
      (await call(other, 'PUT', `/timetable/series/${mine.id}`, { ...seriesBody(), fromDate: demoClubToday() })).status,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/timetable/series/${mine.id}`)).status).toBe(404);
    expect(
      (
        await call(other, 'PUT', `/timetable/sessions/${session!.id}`, {
          date: addDays(demoClubToday(), 3),
          startTime: '11:00',
          durationMin: 45,
          capacity: 5,
        })
      ).status,
    ).toBe(404);
    expect((await call(other, 'POST', `/timetable/sessions/${session!.id}/cancel`)).status).toBe(404);
    expect((await call(other, 'DELETE', `/timetable/closures/${closure.id}`)).status).toBe(404);
    // This club's class type is not theirs either.
    const forged = await call(other, 'POST', '/timetable/series', seriesBody());
    expect(forged.status).toBe(400);
    expect(forged.body.errors.field).toBe('classTypeId');
    expect(
      (await call(other, 'GET', '/timetable/series')).body.payload.find((s: { id: number }) => s.id === mine.id),
    ).toBeUndefined();
    expect((await sessionsOf(mine.id)).every((s) => s.cancelledAt === null)).toBe(true);
  });
});

describe('an ADMIN adds a class type (a new club has none)', () => {
  it('made once per name whatever its case, audited, and only in the ADMIN\'s own club', async () => {
    const made = await call(as.admin, 'POST', '/timetable/class-types', { description: '  Aqua Aerobics ' });
    expect(made.status).toBe(200);
    expect(made.body.payload).toEqual({ id: expect.any(Number), description: 'Aqua Aerobics' });
    const again = await call(as.admin, 'POST', '/timetable/class-types', { description: 'aqua aerobics' });
    expect(again.body.payload.id).toBe(made.body.payload.id);
    const types = (await call(as.admin, 'GET', '/timetable/class-types')).body.payload as Array<{ description: string }>;
    expect(types.filter((c) => c.description.toLowerCase() === 'aqua aerobics')).toHaveLength(1);
    const audited = await t.handle.db
      .select()
      .from(clubAuditLog)
      .where(and(eq(clubAuditLog.clubId, clubId), sql`${clubAuditLog.after}->>'classType' = 'Aqua Aerobics'`));
    expect(audited).toHaveLength(1);
    // A forged club in the body is not a field of the form: the type is the session's club's.
    const forged = await call(as.admin, 'POST', '/timetable/class-types', { description: 'Forged Type', clubId: clubId + 1 });
    const [row] = await t.handle.db.select().from(classTypes).where(eq(classTypes.id, forged.body.payload.id));
    expect(row?.clubId).toBe(clubId);
    // A series can use the new type at once.
    expect((await call(as.admin, 'POST', '/timetable/series', seriesBody({ classTypeId: made.body.payload.id }))).status).toBe(200);
  });

  it('a blank name is refused on its field', async () => {
    const blank = await call(as.admin, 'POST', '/timetable/class-types', { description: '   ' });
    expect({ status: blank.status, errors: blank.body.errors }).toEqual({
      status: 400,
      errors: { message: 'This field is required.', field: 'description' },
    });
  });
});

describe('an ADMIN creates a weekly series', () => {
  it('shows in a member search on the very next request, audited', async () => {
    const [viewer] = await createMembers(t, clubId, 1, 'TT');
    const date = addDays(demoClubToday(), 2);
    const before = await search(viewer!, date); // the day is now cached on this instance
    const made = await create({ startTime: '20:40' });
    const after = await search(viewer!, date);
    expect(before.some((c) => c.className === made.name)).toBe(false);
    expect(after.filter((c) => c.className === made.name).map((c) => c.classTime)).toEqual(['20:40']);
    const [entry] = await t.handle.db
      .select()
      .from(clubAuditLog)
      .where(
        and(
          eq(clubAuditLog.clubId, clubId),
          eq(clubAuditLog.area, 'timetable'),
          sql`${clubAuditLog.after}->>'name' = ${made.name}`,
        ),
      );
    expect(entry?.after).toMatchObject({ action: 'series created', name: made.name, startTime: '20:40' });
  });

  it('generates sessions up to the booking window plus the margin, at the wall-clock time', async () => {
    const made = await create({ bookingWindowDays: 10, startTime: '06:05' });
    const sessions = await sessionsOf(made.id);
    expect(sessions.length).toBeGreaterThanOrEqual(17);
    expect(sessions.length).toBeLessThanOrEqual(18);
    const times = new Set(
      sessions.map((s) =>
        new Intl.DateTimeFormat('en-GB', { timeZone: DEMO_ZONE, hour: '2-digit', minute: '2-digit' }).format(s.startsAt),
      ),
    );
    expect([...times]).toEqual(['06:05']);
  });
});

describe('every instance sees a change on its next search', () => {
  it('a write sends the club on the change channel, on commit', async () => {
    const heard: string[] = [];
    let resolve!: () => void;
    const arrived = new Promise<void>((r) => (resolve = r));
    const stop = await t.handle.listen(TIMETABLE_CHANGES_CHANNEL, {
      onNotice: (payload) => {
        heard.push(payload);
        resolve();
      },
      onListening: () => undefined,
    });
    try {
      await create();
      await arrived;
      expect(heard).toContain(String(clubId));
    } finally {
      await stop();
    }
  });

  it("a notice drops that club's cached class searches on the instance that hears it", () => {
    const cache = searchCache(t.handle.db);
    const key = SearchCache.key(clubId, '2030-01-01', 0);
    cache.set(
      clubId,
      cache.generation(clubId),
      key,
      { classes: { classes: [], bookings: new Map(), startsAtMs: [], pages: new Map(), classJson: new Map(), heldPages: new Map() }, today: '2029-12-31', windowDays: 14 },
      0,
    );
    expect(cache.get(key, '2029-12-31', 14, 0)).toBeDefined();
    heardTimetableChange(t.handle.db, String(clubId));
    expect(cache.get(key, '2029-12-31', 14, 0)).toBeUndefined();
  });
});

describe('bad input: a message on its field, nothing saved', () => {
  async function refused(body: Record<string, unknown>, field: string, message?: string | RegExp) {
    const before = await seriesCount();
    const res = await call(as.admin, 'POST', '/timetable/series', body);
    expect(res.status).toBe(400);
    expect(res.body.errors.field).toBe(field);
    if (typeof message === 'string') expect(res.body.errors.message).toBe(message);
    else if (message) expect(res.body.errors.message).toMatch(message);
    expect(await seriesCount()).toBe(before);
  }

  it('two classes in one room at once', async () => {
    const first = await create({ weekdays: ['MO'], startTime: '18:00', durationMin: 60 });
    const room = seriesBody({ weekdays: ['MO', 'WE'], startTime: '18:30' });
    await refused(
      {
        ...room,
        location: `  ${(await call(as.admin, 'GET', '/timetable/series')).body.payload.find((s: { id: number }) => s.id === first.id).location.toUpperCase()} `,
      },
      'location',
      new RegExp(`^${first.name} is in this room on Mon at 18:00`),
    );
  });

  it('an instructor booked twice', async () => {
    const first = await create({ weekdays: ['TU'], startTime: '07:00', durationMin: 45 });
    const instructor = (await call(as.admin, 'GET', '/timetable/series')).body.payload.find(
      (s: { id: number }) => s.id === first.id,
    ).instructor;
    await refused(
      seriesBody({ weekdays: ['TU'], startTime: '07:30', instructor }),
      'instructor',
      new RegExp(`teaches ${first.name} on Tue at 07:00`),
    );
  });

  it('a series ending before it starts, a negative fee, no day, a bad time', async () => {
    await refused(
      seriesBody({ startsOn: addDays(demoClubToday(), 5), endsOn: addDays(demoClubToday(), 4) }),
      'endsOn',
      TIMETABLE_MESSAGES.endsBeforeStart,
    );
    await refused(seriesBody({ lateCancelFeeCents: -100 }), 'lateCancelFeeCents', TIMETABLE_MESSAGES.fee);
    await refused(seriesBody({ weekdays: [] }), 'weekdays', TIMETABLE_MESSAGES.weekdays);
    await refused(seriesBody({ startTime: '25:00' }), 'startTime', TIMETABLE_MESSAGES.startTime);
    await refused(seriesBody({ name: '  ' }), 'name', TIMETABLE_MESSAGES.required);
  });

  it('a start time that does not exist on the daylight-saving day', async () => {
    const year = Number(demoClubToday().slice(0, 4)) + 1;
    // Sydney's clocks go from 02:00 to 03:00 on the first Sunday of October.
    await refused(
      seriesBody({ weekdays: ['SU'], startTime: '02:30', startsOn: `${year}-09-01`, endsOn: `${year}-10-31` }),
      'startTime',
      /^02:30 does not exist on Sunday \d October \d{4}/,
    );
  });

  it('a 10 MB picture', async () => {
    const picture = `data:image/png;base64,${Buffer.alloc(10 * 1024 * 1024, 1).toString('base64')}`;
    await refused(seriesBody({ picture }), 'picture', TIMETABLE_MESSAGES.picture);
  });

  it('a capacity below the bookings already taken', async () => {
    const made = await create({ capacity: 2 });
    const [a, b] = await createMembers(t, clubId, 2, 'CAP');
    const first = (await sessionsOf(made.id))[2];
    for (const m of [a!, b!]) {
      expect(await book(m, first!.id)).toBe('Booked');
    }
    const current = (await call(as.admin, 'GET', '/timetable/series')).body.payload.find(
      (s: { id: number }) => s.id === made.id,
    );
    const res = await call(as.admin, 'PUT', `/timetable/series/${made.id}`, {
      ...current,
      picture: undefined,
      capacity: 1,
      fromDate: demoClubToday(),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ message: capacityBelowBookedMessage(2), field: 'capacity' });
    expect((await sessionsOf(made.id))[2]!.capacity).toBe(2);
  });
});

async function noticesOf(m: TestMember, event: string) {
  return t.handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, m.id), eq(notifications.eventType, event)));
}

describe('one session, a series from a date on, closures', () => {
  it('moving one session tells the members booked on it; cancelling it is the desk cancel', async () => {
    const made = await create();
    const [m] = await createMembers(t, clubId, 1, 'MV');
    const sessions = await sessionsOf(made.id);
    const target = sessions[3]!;
    await book(m!, target.id);
    const date = addDays(demoClubToday(), 3);
    const moved = await call(as.admin, 'PUT', `/timetable/sessions/${target.id}`, {
      date,
      startTime: '12:00',
      durationMin: 60,
      capacity: 12,
    });
    expect(moved.body.payload).toEqual({ notified: 1, removed: 0 });
    expect((await noticesOf(m!, 'changed-by-club')).length).toBe(1);
    // Still exactly one session for that occurrence after the daily generation runs again.
    await generateClubSessions(t.handle.db, clubId);
    expect((await sessionsOf(made.id)).length).toBe(sessions.length);

    const cancelled = await call(as.admin, 'POST', `/timetable/sessions/${target.id}/cancel`);
    expect(cancelled.body.payload).toEqual({ notified: 1, removed: 1 });
    expect((await noticesOf(m!, 'cancelled-by-club')).length).toBe(1);
    const [booking] = await t.handle.db.select().from(classBookings).where(eq(classBookings.scheduleId, target.id));
    expect(booking).toMatchObject({ status: 'Cancelled', feeCents: 0 });
  });

  it('a series changed from a date: unbooked sessions regenerated, booked ones kept and their members told', async () => {
    const made = await create({ startTime: '09:05' });
    const [m] = await createMembers(t, clubId, 1, 'SC');
    const sessions = await sessionsOf(made.id);
    const booked = sessions[5]!;
    await book(m!, booked.id);
    const current = (await call(as.admin, 'GET', '/timetable/series')).body.payload.find(
      (s: { id: number }) => s.id === made.id,
    );
    const fromDate = addDays(demoClubToday(), 2);
    const res = await call(as.admin, 'PUT', `/timetable/series/${made.id}`, {
      ...current,
      picture: undefined,
      startTime: '09:35',
      fromDate,
    });
    expect(res.body.errors.message).toBe('');
    expect(res.body.payload.notified).toBe(1);
    const after = await sessionsOf(made.id);
    const wall = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: DEMO_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(d);
    const live = after.filter((s) => s.cancelledAt === null).map((s) => wall(s.startsAt));
    // Before fromDate: 09:05; from it: 09:35, plus the booked 09:05 session kept.
    expect(live.filter((w) => w.endsWith('09:05')).length).toBe(3);
    expect(live).toContain(wall(booked.startsAt));
    expect(live.filter((w) => w.endsWith('09:35')).length).toBeGreaterThan(10);
    expect((await noticesOf(m!, 'changed-by-club')).length).toBe(1);
  });

  it("a closure removes the day's sessions with notice; reopening brings them back", async () => {
    const made = await create({ startTime: '15:20' });
    const [m] = await createMembers(t, clubId, 1, 'CL');
    const day = addDays(demoClubToday(), 4);
    const onDay = async () => (await sessionsOf(made.id)).filter((s) => clubToday(s.startsAt, DEMO_ZONE) === day);
    const [session] = await onDay();
    await book(m!, session!.id);
    const closed = await call(as.admin, 'POST', '/timetable/closures', { date: day, reason: 'Public holiday' });
    expect(closed.body.payload.notified).toBeGreaterThanOrEqual(1);
    expect((await onDay()).every((s) => s.cancelledAt !== null)).toBe(true);
    expect((await noticesOf(m!, 'cancelled-by-club')).length).toBe(1);
    const again = await call(as.admin, 'POST', '/timetable/closures', { date: day, reason: 'Public holiday' });
    expect(again.body.errors).toEqual({ message: TIMETABLE_MESSAGES.closureExists, field: 'date' });
    // The daily generation does not bring a closed day back.
    await generateClubSessions(t.handle.db, clubId);
    expect((await onDay()).filter((s) => s.cancelledAt === null)).toEqual([]);
  });
});

describe('the daily generation job', () => {
  it('two generations at once write each session once', async () => {
    const made = await create({ startTime: '19:55' });
    await t.handle.db.delete(classSchedules).where(eq(classSchedules.seriesId, made.id));
    const written = await Promise.all([
      generateClubSessions(t.handle.db, clubId),
      generateClubSessions(t.handle.db, clubId),
    ]);
    const sessions = await sessionsOf(made.id);
    expect(written[0]! + written[1]!).toBe(sessions.length);
    expect(new Set(sessions.map((s) => s.occurrenceStart!.getTime())).size).toBe(sessions.length);
  });
});

describeOnPostgres('two API instances generating at once (PostgreSQL)', () => {
  it('create no duplicates', async () => {
    const made = await create({ startTime: '21:10' });
    await t.handle.db.delete(classSchedules).where(eq(classSchedules.seriesId, made.id));
    const second = await secondInstance(t);
    try {
      await Promise.all([
        t.handle.db.transaction((tx) => generateClubSessions(tx, clubId)),
        second.handle.db.transaction((tx) => generateClubSessions(tx, clubId)),
      ]);
    } finally {
      await second.close();
    }
    const sessions = await sessionsOf(made.id);
    expect(sessions.length).toBeGreaterThan(14);
    expect(new Set(sessions.map((s) => s.occurrenceStart!.getTime())).size).toBe(sessions.length);
  });
});

// Last: moving the clock 60 days on ends every session made before.
describe('the daily generation job after downtime', () => {
  afterAll(() => resetClock());

  it('60 days on, the class is still bookable a week ahead, exactly one session per occurrence', async () => {
    const made = await create({ startTime: '17:50', bookingWindowDays: 14 });
    pinClock(new Date(nowMs() + 60 * 86_400_000));
    await ensureTimetableGeneration(t.handle.db);
    await runDueJobs(t.handle.db, jobContext(t.config));
    const [m] = await createMembers(t, clubId, 1, 'LATE');
    const date = addDays(demoClubToday(), 7);
    const found = (await search(m!, date)).filter((c) => c.className === made.name);
    expect(found.map((c) => c.classTime)).toEqual(['17:50']);
    const booked = await book(m!, found[0]!.classScheduleId);
    expect(booked).toBe('Booked');
    const dupes = await t.handle.db.execute(
      sql`select occurrence_start from class_schedules where series_id is not null group by series_id, occurrence_start having count(*) > 1`,
    );
    expect((dupes as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The next club day's run is scheduled.
    const pending = await t.handle.db.execute(
      sql`select 1 from notification_jobs where kind = 'timetable-generate' and status = 'pending' and payload->>'date' = ${addDays(demoClubToday(), 1)}`,
    );
    expect((pending as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(1);
  });
});
