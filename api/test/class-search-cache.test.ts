// The class search cache (modules/classes/class-search.cached.ts) must never hide a change made through
// this instance: a booking, a cancellation and a wait-list Book Now each show in the very next
// search, with and without a class-type filter.
import { eq } from 'drizzle-orm';
import { classSchedules } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import { memberApi, withDemoClubApp } from './helpers/shared-app';
import { createClass, createMembers, hoursFromNow, type TestMember } from './bookings-helpers/fixtures';
import { firstRow, firstRows } from '../src/lib/first-row';

let t: TestApp;
let clubId: number;

withDemoClubApp((demo) => ({ t, clubId } = demo));

const api = memberApi(() => t);

interface Found {
  classScheduleId: number;
  totalBooked: number;
  spotsLeft: number;
}

async function clubDateOf(m: TestMember, instant: Date): Promise<string> {
  const { timeZone } = (await api(m, 'GET', '/book-gym-session/settings')).json().payload;
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

/** The schedule's row in a search of its date, with every type (0) or its own type. */
async function searched(m: TestMember, date: string, scheduleId: number, classType = 0): Promise<Found | undefined> {
  const res = await api(m, 'POST', '/book-gym-session/search', { selectedDate: date, accountId: 'DEMO01', classType });
  expect(res.statusCode).toBe(200);
  return (res.json().payload as Found[]).find((c) => c.classScheduleId === scheduleId);
}

describe('class search cache', () => {
  it('shows a booking, a cancellation and a wait-list Book Now in the very next search', async () => {
    const { schedule, type } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(50), capacity: 1 });
    const [a, b, viewer] = firstRows(await createMembers(t, clubId, 3, 'SC'), 3, 'a, b, viewer');
    const date = await clubDateOf(viewer, schedule.startsAt);

    // Warm both cache entries (all types, this type) before every change.
    const expectSpots = async (spotsLeft: number, totalBooked: number) => {
      expect(await searched(viewer, date, schedule.id)).toMatchObject({ spotsLeft, totalBooked });
      expect(await searched(viewer, date, schedule.id, type.id)).toMatchObject({ spotsLeft, totalBooked });
    };
    await expectSpots(1, 0);

    const booked = (await api(a, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    expect(booked.bookingStatus).toBe('Booked');
    await expectSpots(0, 1);

    const waiting = (await api(b, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    expect(waiting.bookingStatus).toBe('Waiting');
    await expectSpots(0, 1);

    expect((await api(a, 'POST', `/bookings/class/${booked.bookedId}/cancel`)).statusCode).toBe(200);
    // The freed place is held for b (offered from the wait list): nobody else sees it as free.
    await expectSpots(0, 0);

    // The freed place was offered to b, who takes it.
    expect((await api(b, 'POST', `/bookings/waiting-to-book/${waiting.bookedId}`)).statusCode).toBe(200);
    await expectSpots(0, 1);
  });

  it('keeps answering refused dates and other clubs with their errors while a search is cached', async () => {
    const m = firstRow(await createMembers(t, clubId, 1, 'SD'), 'm');
    const settings = (await api(m, 'GET', '/book-gym-session/settings')).json().payload;
    const body = { selectedDate: settings.today, accountId: 'DEMO01', classType: 0 };
    const first = await api(m, 'POST', '/book-gym-session/search', body);
    const second = await api(m, 'POST', '/book-gym-session/search', body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await api(m, 'POST', '/book-gym-session/search', { ...body, accountId: 'DEMO02' })).statusCode).toBe(403);
    expect((await api(m, 'POST', '/book-gym-session/search', { ...body, userId: 'someone-else' })).statusCode).toBe(403);
    expect((await api(m, 'POST', '/book-gym-session/search', { ...body, selectedDate: '2099-01-01' })).statusCode).toBe(400);
  });

  it('drops cached searches after a refused booking as well (the transaction is rolled back)', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(52), capacity: 3 });
    const [a, viewer] = firstRows(await createMembers(t, clubId, 2, 'SE'), 2, 'a, viewer');
    const date = await clubDateOf(viewer, schedule.startsAt);
    expect((await api(a, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).statusCode).toBe(200);
    expect(await searched(viewer, date, schedule.id)).toMatchObject({ spotsLeft: 2, totalBooked: 1 });
    // A change this instance did not make (an operator edit) would show within the TTL; a
    // booking attempt on the club, even a refused one, makes the next search read it at once.
    await t.handle.db.update(classSchedules).set({ capacity: 5 }).where(eq(classSchedules.id, schedule.id));
    expect((await api(a, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).statusCode).toBe(409);
    expect(await searched(viewer, date, schedule.id)).toMatchObject({ spotsLeft: 4, totalBooked: 1 });
  });

  it("tells each member their own booking of a class (Booked or Waiting), never another member's, from one cached day", async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(54), capacity: 1 });
    const [a, b, viewer] = firstRows(await createMembers(t, clubId, 3, 'SF'), 3, 'a, b, viewer');
    const date = await clubDateOf(viewer, schedule.startsAt);
    const found = async (m: TestMember) => {
      const res = await api(m, 'POST', '/book-gym-session/search', { selectedDate: date, accountId: 'DEMO01', classType: 0 });
      expect(res.statusCode).toBe(200);
      return (res.json().payload as Array<Found & { myBooking?: unknown }>).find((c) => c.classScheduleId === schedule.id);
    };
    const booked = (await api(a, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    const waiting = (await api(b, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    // The day is cached after the first search: the others are answered from it.
    expect((await found(viewer))?.myBooking).toBeUndefined();
    expect((await found(a))?.myBooking).toEqual({ bookingId: booked.bookedId, status: 'Booked' });
    expect((await found(b))?.myBooking).toEqual({ bookingId: waiting.bookedId, status: 'Waiting' });
    expect((await found(viewer))?.myBooking).toBeUndefined();
    // Asked again, the member's page comes from the day's answers: the same booking on it.
    expect((await found(a))?.myBooking).toEqual({ bookingId: booked.bookedId, status: 'Booked' });
    // A cancelled booking is no longer the member's: the card offers Book Now again.
    expect((await api(a, 'POST', `/bookings/class/${booked.bookedId}/cancel`)).statusCode).toBe(200);
    expect((await found(a))?.myBooking).toBeUndefined();
  });
});
