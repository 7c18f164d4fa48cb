// An ADMIN changes a class's capacity in the club console. More places promote the
// waiting list in joining order (offered with a hold, or booked when the club auto-books); the
// change is audited; STAFF and members are refused; a capacity below the places booked, out of
// range, of a started or another club's class is refused with a clear message.
import { and, desc, eq, ne } from 'drizzle-orm';
import { capacityBelowBookedMessage, CAPACITY_RANGE_MESSAGE, CLASS_NOT_UPCOMING_MESSAGE } from '@portal/shared/contracts';
import { classBookings, classSchedules, clubAuditLog, clubs, notifications } from '../src/db/schema';
import { createTestApp, demoLogins, nextIp, type TestApp } from './helpers/test-app';
import { createClass, createMembers, demoClubId, hoursFromNow, type TestMember } from './bookings-helpers/fixtures';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
let clubId: number;
let as: Record<'admin' | 'staff', string>;

beforeAll(async () => {
  t = await createTestApp();
  clubId = await demoClubId(t.handle.db);
  as = await demoLogins(t, 'admin', 'staff');
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.handle.db.update(clubs).set({ waitlistMode: 'offer' }).where(eq(clubs.id, clubId));
});

const setCapacity = (cookie: string | undefined, scheduleId: number, capacity: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/club-console/classes/${scheduleId}/capacity`,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
    payload: { capacity } as object,
  });
const book = (m: TestMember, scheduleId: number) =>
  t.app.inject({ method: 'POST', url: '/api/v1/book-gym-session/book', headers: { cookie: m.cookie }, payload: { classScheduleId: scheduleId } });
const bookingsOf = async (scheduleId: number) =>
  t.handle.db.select().from(classBookings).where(eq(classBookings.scheduleId, scheduleId)).orderBy(classBookings.id);

/** A full class of one place with `waiting` members queued behind the one booked. */
async function fullClass(waiting: number) {
  const { schedule, cls } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(72), capacity: 1 });
  const [booked, ...queue] = await createMembers(t, clubId, waiting + 1, 'CAP');
  await book(booked!, schedule.id);
  for (const m of queue) await book(m, schedule.id);
  return { schedule, cls, booked, queue };
}

describe('an ADMIN changes a class capacity', () => {
  it('two more places are offered to the first two waiting members, in joining order, and the change is audited', async () => {
    const { schedule, cls, queue } = await fullClass(3);
    const res = await setCapacity(as.admin, schedule.id, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toMatchObject({ promoted: 2, class: { scheduleId: schedule.id, capacity: 3, booked: 1, waitlisted: 3 } });

    const rows = await bookingsOf(schedule.id);
    const byMember = new Map(rows.map((r) => [r.memberId, r]));
    expect(byMember.get(queue[0]!.id)!.offeredAt).not.toBeNull();
    expect(byMember.get(queue[1]!.id)!.offeredAt).not.toBeNull();
    expect(byMember.get(queue[2]!.id)!.offeredAt).toBeNull();
    // Each offered member is told once, in the bell too.
    const offered = await t.handle.db.select().from(notifications).where(and(eq(notifications.eventType, 'offered'), eq(notifications.memberId, queue[0]!.id)));
    expect(offered).toHaveLength(1);
    const bell = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { cookie: queue[0]!.cookie } })).json().payload;
    expect(bell[0]).toMatchObject({ eventType: 'offered', read: false });

    const [audit] = await t.handle.db.select().from(clubAuditLog).where(eq(clubAuditLog.clubId, clubId)).orderBy(desc(clubAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ area: 'capacity', before: { scheduleId: schedule.id, className: cls.name, capacity: 1 }, after: { capacity: 3, promoted: 2 } });
    const log = (await t.app.inject({ method: 'GET', url: '/api/v1/club-console/audit', headers: { cookie: as.admin } })).json().payload;
    expect(log[0]).toMatchObject({ area: 'capacity', who: 'admin@demo.club' });
  });

  it('with auto-booking, new places book the first waiting member at once', async () => {
    await t.handle.db.update(clubs).set({ waitlistMode: 'auto' }).where(eq(clubs.id, clubId));
    const { schedule, queue } = await fullClass(2);
    expect((await setCapacity(as.admin, schedule.id, 2)).json().payload.promoted).toBe(1);
    const rows = await bookingsOf(schedule.id);
    expect(rows.find((r) => r.memberId === queue[0]!.id)!.status).toBe('Booked');
    expect(rows.find((r) => r.memberId === queue[1]!.id)!.status).toBe('Waiting');
    const [s] = await t.handle.db.select().from(classSchedules).where(eq(classSchedules.id, schedule.id));
    expect(s).toMatchObject({ capacity: 2, totalBooked: 2 });
    const events = await t.handle.db.select({ e: notifications.eventType }).from(notifications).where(eq(notifications.memberId, queue[0]!.id));
    expect(events.map((r) => r.e)).toEqual(['waitlisted', 'promoted']);
  });

  it('lowering to the places booked is allowed; below them is refused with the number booked', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(72), capacity: 5 });
    for (const m of await createMembers(t, clubId, 2, 'CAQ')) await book(m, schedule.id);
    const below = await setCapacity(as.admin, schedule.id, 1);
    expectRefused(below, 400, capacityBelowBookedMessage(2));
    expect(capacityBelowBookedMessage(2)).toBe('Capacity cannot be less than the 2 members already booked.');
    expect((await setCapacity(as.admin, schedule.id, 2)).json().payload.class.capacity).toBe(2);
  });

  it('bounds the number: 0, 501, a fraction and text are a clear 400, never a 500', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(72), capacity: 5 });
    for (const bad of [0, 501, -3]) {
      const res = await setCapacity(as.admin, schedule.id, bad);
      expect({ bad, status: res.statusCode, message: res.json().errors.message }).toEqual({ bad, status: 400, message: CAPACITY_RANGE_MESSAGE });
    }
    for (const bad of [2.5, 'ten', null, 1e12]) expect((await setCapacity(as.admin, schedule.id, bad)).statusCode).toBe(400);
    const [s] = await t.handle.db.select().from(classSchedules).where(eq(classSchedules.id, schedule.id));
    expect(s!.capacity).toBe(5);
  });

  it('refuses a class that has started and a class of another club', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(-1), capacity: 5 });
    const started = await setCapacity(as.admin, schedule.id, 6);
    expectRefused(started, 400, CLASS_NOT_UPCOMING_MESSAGE);
    // Another club's class answers as a missing one.
    const [foreign] = await t.handle.db.select({ id: clubs.id }).from(clubs).where(ne(clubs.id, clubId)).limit(1);
    expect(foreign).toBeDefined();
    const { schedule: theirs } = await createClass(t.handle.db, foreign!.id, { startsAt: hoursFromNow(72), capacity: 5 });
    expect((await setCapacity(as.admin, theirs.id, 6)).statusCode).toBe(404);
    expect((await setCapacity(as.admin, 2_000_000, 6)).statusCode).toBe(404);
  });

  it('STAFF, a member and no session are refused; nothing changes', async () => {
    const { schedule, queue } = await fullClass(1);
    expect((await setCapacity(as.staff, schedule.id, 2)).statusCode).toBe(403);
    expect((await setCapacity(queue[0]!.cookie, schedule.id, 2)).statusCode).toBe(403);
    expect((await setCapacity(undefined, schedule.id, 2)).statusCode).toBe(401);
    const [s] = await t.handle.db.select().from(classSchedules).where(eq(classSchedules.id, schedule.id));
    expect(s!.capacity).toBe(1);
    expect((await bookingsOf(schedule.id)).every((r) => r.offeredAt === null)).toBe(true);
  });

  it('the desk shows a day ahead (for capacity changes) but not beyond two weeks', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(72), capacity: 4 });
    const today = (await t.app.inject({ method: 'GET', url: '/api/v1/club-console/desk/today', headers: { cookie: as.staff } })).json().payload;
    const day = new Date(schedule.startsAt.getTime()).toLocaleDateString('en-CA', { timeZone: today.timeZone });
    const ahead = (await t.app.inject({ method: 'GET', url: `/api/v1/club-console/desk/today?date=${day}`, headers: { cookie: as.admin } })).json().payload;
    expect(ahead.date).toBe(day);
    expect(ahead.classes.map((c: { scheduleId: number }) => c.scheduleId)).toContain(schedule.id);
    const far = await t.app.inject({ method: 'GET', url: '/api/v1/club-console/desk/today?date=2999-01-01', headers: { cookie: as.admin } });
    expect(far.statusCode).toBe(400);
    const junk = await t.app.inject({ method: 'GET', url: '/api/v1/club-console/desk/today?date=tomorrow', headers: { cookie: as.admin } });
    expect(junk.statusCode).toBe(400);
  });
});
