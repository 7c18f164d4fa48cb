// Personal training, creche and daylight saving: availability, pack sessions, slot conflicts
// under concurrency, the creche waiting list, and club-local times across a DST change.
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import {
  classBookings,
  crecheBookings,
  crecheSessions,
  memberKids,
  memberSubscriptions,
  ptBookings,
  subscriptions,
  trainers,
  trainerWorkingHours,
} from '../src/db/schema';
import { clubInstant, localDate, localTime } from '../src/lib/club-calendar';
import { list } from '../src/modules/bookings/service';
import { searchPage } from '../src/modules/classes/service';
import { daySlots } from '../src/modules/pt/availability';
import { bookPtSession } from '../src/modules/pt/service';
import type { TestApp } from './helpers/test-app';
import { memberApi, withDemoClubApp } from './helpers/shared-app';
import { createClass, createMembers } from './bookings-helpers/fixtures';
import { now as clockNow } from '../src/lib/clock';
import { firstRow, firstRows } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
let clubId: number;
const TZ = 'Australia/Sydney';

withDemoClubApp((demo) => ({ t, clubId } = demo));

const api = memberApi(() => t);

/** A trainer working 06:00-20:00 every day, created by the test that books it. */
async function createTrainer(requireSubscription: boolean) {
  const trainer = firstRow(await t.handle.db.insert(trainers).values({ clubId, name: `Trainer ${Math.random()}`, requireSubscription }).returning(), 'trainer');
  await t.handle.db
    .insert(trainerWorkingHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ trainerId: trainer.id, weekday, startTime: '06:00', endTime: '20:00' })));
  return trainer;
}

async function givePtPack(memberId: number, remaining: number) {
  const pack = firstRow(await t.handle.db.select().from(subscriptions).where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.subscriptionType, 1))), 'pack');
  const [ms] = await t.handle.db.insert(memberSubscriptions).values({ memberId, subscriptionId: pack.id, remaining }).returning();
  return ms;
}

const inDays = (d: number) => dayjs(clockNow()).tz(TZ).add(d, 'day').format('YYYY-MM-DD');

describe('bookings: personal training', () => {
  it('lists booking types, durations and trainers with 15-minute slots', async () => {
    const m = firstRow(await createMembers(t, clubId, 1), 'm');
    const types = (await api(m, 'GET', `/pt/booking-types/${clubId}`)).json().payload;
    expect(types[0]).toEqual({ bookingTypeId: expect.any(Number), name: 'Personal Training' });
    expect((await api(m, 'GET', `/pt/duration/${types[0].bookingTypeId}`)).json().payload.map((d: { value: number }) => d.value)).toEqual([30, 45, 60]);
    const trainer = await createTrainer(false);
    const res = await api(m, 'POST', '/pt/all-trainers-day', { clubId, selectedDate: inDays(3), bookingTypeId: types[0].bookingTypeId, duration: 60, startTime: '05:00' });
    expect(res.statusCode).toBe(200);
    const mine = res.json().payload.find((x: { trainerId: number }) => x.trainerId === trainer.id);
    expect(mine.availableTime[0]).toMatchObject({ startTime: '06:00', endTime: '07:00' });
    expect(mine.availableTime[1]).toMatchObject({ startTime: '06:15' });
    expect(mine.availableTime.at(-1)).toMatchObject({ startTime: '19:00', endTime: '20:00' });
    expect((await api(m, 'GET', `/pt/booking-types/${clubId + 999}`)).statusCode).toBe(403);
  });

  it('books with a pack session, refuses a taken slot and an overlap, and gives the session back on cancel', async () => {
    const trainer = await createTrainer(true);
    const [m, other] = firstRows(await createMembers(t, clubId, 2), 2, 'm, other');
    const date = inDays(5);
    const noPack = await api(m, 'POST', '/pt/book', { trainerId: trainer.id, userId: m.memberNumber, trainingDate: date, startTime: '09:00', endTime: '10:00', type: 0 });
    expectRefused(noPack, 400, 'You do not have an existing subscription, please purchase at the gym.');

    const pack = await givePtPack(m.id, 2);
    const subs = (await api(m, 'GET', `/user/pt-subscription/${m.memberNumber}`)).json().payload;
    expect(subs).toEqual([expect.objectContaining({ memberPtSubscriptionId: pack!.id, subscription: { subscriptionName: expect.any(String) } })]);
    const ok = await api(m, 'POST', '/pt/book', { trainerId: trainer.id, userId: m.memberNumber, trainingDate: date, startTime: '09:00', endTime: '10:00', comments: 'booked from myaccount', type: 0, ptSubscriptionId: pack!.id });
    expect(ok.json().payload).toBe('success');
    const used = firstRow(await t.handle.db.select().from(memberSubscriptions).where(eq(memberSubscriptions.id, pack!.id)), 'used');
    expect(used.remaining).toBe(1);

    const otherPack = await givePtPack(other.id, 5);
    const taken = await api(other, 'POST', '/pt/book', { trainerId: trainer.id, userId: other.memberNumber, trainingDate: date, startTime: '09:30', endTime: '10:00', ptSubscriptionId: otherPack!.id });
    expect(taken.statusCode).toBe(409);
    const free = await createTrainer(false);
    const overlap = await api(m, 'POST', '/pt/book', { trainerId: free.id, userId: m.memberNumber, trainingDate: date, startTime: '09:45', endTime: '10:15' });
    expect(overlap.statusCode).toBe(409);
    const offGrid = await api(m, 'POST', '/pt/book', { trainerId: free.id, userId: m.memberNumber, trainingDate: date, startTime: '12:10', endTime: '12:40' });
    expect(offGrid.statusCode).toBe(400);

    const current = (await api(m, 'GET', `/bookings/current/pt/${m.memberNumber}`)).json().payload;
    expect(current).toEqual([expect.objectContaining({ startTime: '09:00', endTime: '10:00', trainerName: trainer.name })]);
    // In time, the confirmation says the session goes back to the pack.
    const terms = (await api(m, 'GET', `/bookings/pt/${current[0].bookedId}/cancellation`)).json().payload;
    expect(terms).toEqual({ late: false, message: `The session goes back to your ${subs[0].subscription.subscriptionName}.` });
    expect((await api(other, 'GET', `/bookings/pt/${current[0].bookedId}/cancellation`)).statusCode).toBe(403);
    expect((await api(other, 'DELETE', `/bookings/pt/${current[0].bookedId}`)).statusCode).toBe(403);
    expect((await api(m, 'DELETE', `/bookings/pt/${current[0].bookedId}`)).json().payload).toBe('success');
    const back = firstRow(await t.handle.db.select().from(memberSubscriptions).where(eq(memberSubscriptions.id, pack!.id)), 'back');
    expect(back.remaining).toBe(2);
  });

  it('concurrent bookings of one trainer slot: exactly one succeeds', async () => {
    const trainer = await createTrainer(false);
    const people = await createMembers(t, clubId, 10, 'P');
    const date = inDays(6);
    const results = await Promise.all(
      people.map((p) => api(p, 'POST', '/pt/book', { trainerId: trainer.id, userId: p.memberNumber, trainingDate: date, startTime: '11:00', endTime: '11:30' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const rows = await t.handle.db.select().from(ptBookings).where(and(eq(ptBookings.trainerId, trainer.id), eq(ptBookings.status, 'Booked')));
    expect(rows).toHaveLength(1);
  });
});

describe('bookings: creche', () => {
  it('books a child, wait-lists when full, and offers Book Now after a cancellation', async () => {
    const db = t.handle.db;
    const [parent, other] = firstRows(await createMembers(t, clubId, 2), 2, 'parent, other');
    const kids = await db
      .insert(memberKids)
      .values([
        { memberId: parent.id, firstName: 'Ava', lastName: 'Booker' },
        { memberId: other.id, firstName: 'Leo', lastName: 'Booker' },
      ])
      .returning();
    const startsAt = clubInstant(inDays(2), '15:00', TZ);
    const session = firstRow(await db
      .insert(crecheSessions)
      .values({ clubId, name: 'Test Creche', startsAt, endsAt: new Date(startsAt.getTime() + 7_200_000), capacity: 1 })
      .returning(), 'session');
    expect((await api(parent, 'GET', `/creche/kids/${parent.memberNumber}`)).json().payload).toEqual([{ id: kids[0]!.id, name: 'Ava Booker' }]);
    const found = (await api(parent, 'POST', '/creche/search', { selectedDate: inDays(2) })).json().payload;
    expect(found.find((s: { classScheduleId: number }) => s.classScheduleId === session.id)).toMatchObject({ classTime: '15:00', spotsLeft: 1 });

    const booked = (await api(other, 'POST', '/creche/book', { classScheduleId: session.id, childId: kids[1]!.id })).json().payload;
    expect(booked).toMatchObject({ bookingStatus: 'Booked', message: 'Nice job, see you and your child on the gym.' });
    expect((await api(parent, 'POST', '/creche/book', { classScheduleId: session.id, childId: kids[1]!.id })).statusCode).toBe(403);
    const waiting = (await api(parent, 'POST', '/creche/book', { classScheduleId: session.id, childId: kids[0]!.id })).json().payload;
    expect(waiting).toMatchObject({ bookingStatus: 'Waiting', message: 'Booked to wait list successfully.' });
    expect((await api(parent, 'POST', '/creche/book', { classScheduleId: session.id, childId: kids[0]!.id })).statusCode).toBe(409);

    let mine = (await api(parent, 'GET', `/bookings/current/creche/${parent.memberNumber}`)).json().payload;
    expect(mine).toEqual([expect.objectContaining({ bookingStatus: 'Waiting', childName: 'Ava Booker', hasAvailableSlot: false })]);
    expect((await api(parent, 'POST', `/bookings/waiting-to-book/${waiting.bookedId}?kind=creche`)).statusCode).toBe(409);
    expect((await api(other, 'POST', `/creche/bookings/${booked.bookedId}/cancel`)).json().payload).toBe('success');
    mine = (await api(parent, 'GET', `/bookings/current/creche/${parent.memberNumber}`)).json().payload;
    expect(mine[0].hasAvailableSlot).toBe(true);
    // The freed place is the waiting child's: the session does not show it as free to anyone else.
    const held = (await api(other, 'POST', '/creche/search', { selectedDate: inDays(2) })).json().payload;
    expect(held.find((x: { classScheduleId: number }) => x.classScheduleId === session.id)).toMatchObject({ spotsLeft: 0, hasStarted: false });
    expect((await api(parent, 'POST', `/bookings/waiting-to-book/${waiting.bookedId}?kind=creche`)).json().payload).toBe('success');
    const row = firstRow(await db.select().from(crecheBookings).where(eq(crecheBookings.id, waiting.bookedId)), 'row');
    expect(row.status).toBe('Booked');
    const s = firstRow(await db.select().from(crecheSessions).where(eq(crecheSessions.id, session.id)), 's');
    expect(s.totalBooked).toBe(1);
  });

  it('a removed child is neither offered for the creche nor bookable (404)', async () => {
    const db = t.handle.db;
    const parent = firstRow(await createMembers(t, clubId, 1), 'parent');
    const [kept, removed] = firstRows(
      await db
        .insert(memberKids)
        .values([
          { memberId: parent.id, firstName: 'Zed', lastName: 'Kept' },
          { memberId: parent.id, firstName: 'Amy', lastName: 'Removed' },
        ])
        .returning(),
      2,
      'kept, removed',
    );
    expect((await api(parent, 'DELETE', `/member-kids/${removed.id}`)).statusCode).toBe(200);
    expect((await api(parent, 'GET', `/creche/kids/${parent.memberNumber}`)).json().payload).toEqual([{ id: kept.id, name: 'Zed Kept' }]);
    const startsAt = clubInstant(inDays(3), '15:00', TZ);
    const session = firstRow(
      await db.insert(crecheSessions).values({ clubId, name: 'Removed Child Creche', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: 5 }).returning(),
      'session',
    );
    expect((await api(parent, 'POST', '/creche/book', { classScheduleId: session.id, childId: removed.id })).statusCode).toBe(404);
  });

  it('a session that has started is listed without Book Now (hasStarted) and refused', async () => {
    const db = t.handle.db;
    const parent = firstRow(await createMembers(t, clubId, 1), 'parent');
    const kid = firstRow(await db.insert(memberKids).values({ memberId: parent.id, firstName: 'Sam', lastName: 'Late' }).returning(), 'kid');
    const startsAt = new Date(clockNow().getTime() - 60_000);
    const session = firstRow(await db
      .insert(crecheSessions)
      .values({ clubId, name: 'Started Creche', startsAt, endsAt: new Date(startsAt.getTime() + 7_200_000), capacity: 3 })
      .returning(), 'session');
    const today = localDate(startsAt, TZ);
    const found = (await api(parent, 'POST', '/creche/search', { selectedDate: today })).json().payload;
    expect(found.find((x: { classScheduleId: number }) => x.classScheduleId === session.id)).toMatchObject({ hasStarted: true });
    const refused = await api(parent, 'POST', '/creche/book', { classScheduleId: session.id, childId: kid.id });
    expect(refused.json().errors.message).toBe('This session has already started.');
  });
});

describe('bookings: daylight saving (Australia/Sydney, first Sunday of October 2026)', () => {
  // 2026-10-04 02:00 AEST becomes 03:00 AEDT: the day has 23 hours.
  const before = '2026-10-03';
  const change = '2026-10-04';
  const now = new Date('2026-09-28T00:00:00Z');

  it('keeps class times in club time on both sides of the change', async () => {
    const db = t.handle.db;
    const sat = await createClass(db, clubId, { startsAt: clubInstant(before, '09:00', TZ), capacity: 10, name: 'DST Saturday' });
    const sun = await createClass(db, clubId, { startsAt: clubInstant(change, '09:00', TZ), capacity: 10, name: 'DST Sunday' });
    expect(sat.schedule.startsAt.toISOString()).toBe('2026-10-02T23:00:00.000Z'); // UTC+10
    expect(sun.schedule.startsAt.toISOString()).toBe('2026-10-03T22:00:00.000Z'); // UTC+11
    const m = firstRow(await createMembers(t, clubId, 1), 'm');
    const user = { userId: 0, memberNumber: m.memberNumber, clubId, accountId: 'DEMO01', userType: 1, role: 'USER' as const, sessionId: '' };
    const sunday = JSON.parse((await searchPage(db, user, { selectedDate: change, classType: sun.type.id }, now)).plain.toString()).payload;
    expect(sunday).toEqual([expect.objectContaining({ className: 'DST Sunday', classTime: '09:00', classDate: change })]);
    const saturday = JSON.parse((await searchPage(db, user, { selectedDate: before, classType: sat.type.id }, now)).plain.toString()).payload;
    expect(saturday).toEqual([expect.objectContaining({ className: 'DST Saturday', classTime: '09:00', classDate: before })]);
    await db.insert(classBookings).values({ memberId: m.id, scheduleId: sun.schedule.id, status: 'Booked' });
    const member = firstRow(await db.select().from((await import('../src/db/schema')).members).where(eq((await import('../src/db/schema')).members.id, m.id)), 'member');
    const items = await list(db, member, 'current', 'class', now);
    expect(items).toEqual([expect.objectContaining({ bookedDate: change, classTime: '09:00', endTime: '09:45' })]);
  });

  it('PT slots skip the missing hour and last their real length across the change', () => {
    const slots = daySlots({
      date: change,
      tz: TZ,
      durationMin: 60,
      hours: [{ weekday: 0, startTime: '01:00', endTime: '05:00' }],
      busy: [],
      now,
    });
    const starts = slots.map((s) => localTime(s.startsAt, TZ));
    expect(starts).not.toContain('02:00');
    expect(starts).not.toContain('02:30');
    expect(starts).toContain('01:45');
    expect(starts).toContain('03:00');
    // 01:30 + 60 real minutes is 03:30 on the clock after the change.
    const s = slots.find((x) => localTime(x.startsAt, TZ) === '01:30');
    expect(localTime(s!.endsAt, TZ)).toBe('03:30');
    expect(slots.every((x) => x.endsAt.getTime() - x.startsAt.getTime() === 3_600_000)).toBe(true);
  });

  it('books a PT session on the change day at the club wall-clock time', async () => {
    const trainer = await createTrainer(false);
    const m = firstRow(await createMembers(t, clubId, 1), 'm');
    const row = await bookPtSession(
      t.handle.db,
      { memberId: m.id, trainerId: trainer.id, startsAt: clubInstant(change, '09:00', TZ), endsAt: clubInstant(change, '10:00', TZ) },
      now,
    );
    expect(row.startsAt.toISOString()).toBe('2026-10-03T22:00:00.000Z');
  });
});
