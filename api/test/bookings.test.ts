// Group classes and my bookings: search, booking with a wait list, capacity under concurrency,
// cut-off cancellation rules, hasAvailableSlot/Book Now, ownership and calendar downloads.
import { eq, inArray } from 'drizzle-orm';
import { classBookings, classSchedules, clubs, memberSubscriptions, notifications, subscriptions } from '../src/db/schema';
import { localDate } from '../src/lib/club-calendar';
import type { TestApp } from './helpers/test-app';
import { memberApi, withDemoClubApp } from './helpers/shared-app';
import { createClass, createMembers, hoursFromNow } from './bookings-helpers/fixtures';
import { firstRow, firstRows } from '../src/lib/first-row';

let t: TestApp;
let clubId: number;

withDemoClubApp((demo) => ({ t, clubId } = demo));

const api = memberApi(() => t);

describe('bookings: group classes', () => {
  it('lists class types, active accounts and the booking window of the member club', async () => {
    const m = firstRow(await createMembers(t, clubId, 1), 'm');
    const types = await api(m, 'GET', '/book-gym-session/class-types-filter-option');
    expect(types.statusCode).toBe(200);
    expect(types.json().payload.map((x: { description: string }) => x.description)).toContain('Group Fitness');
    const accounts = await api(m, 'GET', '/book-gym-session/active-accounts');
    expect(accounts.json().payload).toEqual([expect.objectContaining({ accountId: 'DEMO01' })]);
    const settings = await api(m, 'GET', '/book-gym-session/settings');
    expect(settings.json().payload.classBookingMaxDaysView).toBe(14);
  });

  it('searches classes of a club-local date with spots left, and refuses dates outside the window', async () => {
    const m = firstRow(await createMembers(t, clubId, 1), 'm');
    const settings = (await api(m, 'GET', '/book-gym-session/settings')).json().payload;
    const res = await api(m, 'POST', '/book-gym-session/search', { selectedDate: settings.today, accountId: 'DEMO01', classType: 0 });
    expect(res.statusCode).toBe(200);
    for (const c of res.json().payload) {
      expect(c.spotsLeft).toBe(c.classCapacity - c.totalBooked);
      expect(c.classDate).toBe(settings.today);
    }
    const far = await api(m, 'POST', '/book-gym-session/search', { selectedDate: '2099-01-01' });
    expect(far.statusCode).toBe(400);
    const other = await api(m, 'POST', '/book-gym-session/search', { selectedDate: settings.today, accountId: 'DEMO02' });
    expect(other.statusCode).toBe(403);
    expect((await api(null, 'POST', '/book-gym-session/search', { selectedDate: settings.today })).statusCode).toBe(401);
  });

  it('books, refuses a second booking of the same occurrence, and wait-lists when full', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(48), capacity: 1 });
    const [a, b] = firstRows(await createMembers(t, clubId, 2), 2, 'a, b');
    const first = await api(a, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id, classDateTime: schedule.startsAt.toISOString() });
    expect(first.json().payload).toMatchObject({ bookingStatus: 'Booked', message: 'You have succesfully booked to class.' });
    const again = await api(a, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id });
    expect(again.statusCode).toBe(409);
    const second = await api(b, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id });
    expect(second.json().payload).toMatchObject({ bookingStatus: 'Waiting', message: 'Nice job, we have included you on the waiting list.' });
    const current = await api(b, 'GET', `/bookings/current/class/${b.memberNumber}`);
    expect(current.json().payload).toEqual([expect.objectContaining({ bookingStatus: 'Waiting', hasAvailableSlot: false })]);
    expect((await api(a, 'GET', `/bookings/current/class/${b.memberNumber}`)).statusCode).toBe(403);
  });

  it('200 concurrent bookings on a 20-place class: exactly 20 booked and 180 waiting', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(72), capacity: 20 });
    const people = await createMembers(t, clubId, 200, 'C');
    const results = await Promise.all(people.map((p) => api(p, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const statuses = results.map((r) => r.json().payload.bookingStatus);
    expect(statuses.filter((s) => s === 'Booked')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'Waiting')).toHaveLength(180);
    const row = firstRow(await t.handle.db.select().from(classSchedules).where(eq(classSchedules.id, schedule.id)), 'row');
    expect(row.totalBooked).toBe(20);
    const rows = await t.handle.db.select().from(classBookings).where(eq(classBookings.scheduleId, schedule.id));
    expect(rows.filter((r) => r.status === 'Booked')).toHaveLength(20);
    expect(rows.filter((r) => r.status === 'Waiting')).toHaveLength(180);
  });

  it('concurrent bookings of one class go together: one place each, a repeat refused, one notice each with its own queue place', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(72), capacity: 3 });
    const people = await createMembers(t, clubId, 8, 'G');
    // The first member asks twice in the same burst: only one of the two gets a booking.
    const results = await Promise.all([people[0]!, ...people].map((p) => api(p, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 409]);
    const statuses = results.filter((r) => r.statusCode === 200).map((r) => r.json().payload.bookingStatus);
    expect(statuses.filter((s) => s === 'Booked')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'Waiting')).toHaveLength(5);
    const rows = await t.handle.db.select().from(classBookings).where(eq(classBookings.scheduleId, schedule.id));
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(8);
    const notices = await t.handle.db
      .select()
      .from(notifications)
      .where(inArray(notifications.memberId, people.map((p) => p.id)));
    expect(notices.filter((n) => n.eventType === 'booked')).toHaveLength(3);
    const waitlisted = notices.filter((n) => n.eventType === 'waitlisted');
    // Each waiting member is told their own place in the queue, in joining order.
    const byBooking = new Map(rows.map((r) => [r.memberId, r]));
    const told = waitlisted
      .map((n) => ({ joined: byBooking.get(n.memberId!)!, place: Number(/You are (\d+)/.exec(n.body)?.[1]) }))
      .sort((a, b) => a.joined.joinedAt.getTime() - b.joined.joinedAt.getTime() || a.joined.id - b.joined.id);
    expect(told.map((x) => x.place)).toEqual([1, 2, 3, 4, 5]);
  });

  it('current lists asked for at the same time are each the asking member\'s own', async () => {
    const { schedule: first } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(30), capacity: 1 });
    const { schedule: second } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(50), capacity: 5 });
    const [a, b, c] = await createMembers(t, clubId, 3, 'L');
    await api(a!, 'POST', '/book-gym-session/book', { classScheduleId: first.id });
    await api(b!, 'POST', '/book-gym-session/book', { classScheduleId: first.id });
    await api(b!, 'POST', '/book-gym-session/book', { classScheduleId: second.id });
    const lists = await Promise.all([a, b, c, a, b].map((m) => api(m!, 'GET', `/bookings/current/class/${m!.memberNumber}`)));
    const shapes = lists.map((r) => r.json().payload.map((i: { bookingStatus: string }) => i.bookingStatus));
    expect(shapes).toEqual([['Booked'], ['Waiting', 'Booked'], [], ['Booked'], ['Waiting', 'Booked']]);
  });

  it('offers a freed place to the first on the waiting list, who alone can Book Now', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(96), capacity: 1 });
    const [a, w1, w2] = firstRows(await createMembers(t, clubId, 3), 3, 'a, w1, w2');
    const booked = (await api(a, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    const first = (await api(w1, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    const second = (await api(w2, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    expect([first.bookingStatus, second.bookingStatus]).toEqual(['Waiting', 'Waiting']);

    const cancel = await api(a, 'POST', `/bookings/class/${booked.bookedId}/cancel`);
    expect(cancel.json().payload).toBe('success');
    const list1 = (await api(w1, 'GET', `/bookings/current/class/${w1.memberNumber}`)).json().payload;
    const list2 = (await api(w2, 'GET', `/bookings/current/class/${w2.memberNumber}`)).json().payload;
    expect(list1[0].hasAvailableSlot).toBe(true);
    expect(list2[0].hasAvailableSlot).toBe(false);
    // The freed place is held for w1: a newcomer is wait-listed, w2 cannot take it.
    const late = firstRow(await createMembers(t, clubId, 1), 'late');
    expect((await api(late, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload.bookingStatus).toBe('Waiting');
    expect((await api(w2, 'POST', `/bookings/waiting-to-book/${second.bookedId}`)).statusCode).toBe(409);
    expect((await api(w2, 'POST', `/bookings/waiting-to-book/${first.bookedId}`)).statusCode).toBe(403);
    const bookNow = await api(w1, 'POST', `/bookings/waiting-to-book/${first.bookedId}`);
    expect(bookNow.json().payload).toBe('success');
    const after = (await api(w1, 'GET', `/bookings/current/class/${w1.memberNumber}`)).json().payload;
    expect(after[0]).toMatchObject({ bookingStatus: 'Booked', hasAvailableSlot: false });
    // Cancelled bookings are hidden from the current list.
    expect((await api(a, 'GET', `/bookings/current/class/${a.memberNumber}`)).json().payload).toEqual([]);
  });

  it('the timetable does not count a place held for the waiting list as free, and a started class is marked', async () => {
    const db = t.handle.db;
    const club = firstRow(await db.select().from(clubs).where(eq(clubs.id, clubId)), 'club');
    const { schedule, type } = await createClass(db, clubId, { startsAt: hoursFromNow(96), capacity: 1 });
    const [a, w1, late] = firstRows(await createMembers(t, clubId, 3), 3, 'a, w1, late');
    const booked = (await api(a, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    await api(w1, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id });
    expect((await api(a, 'POST', `/bookings/class/${booked.bookedId}/cancel`)).json().payload).toBe('success');
    const selectedDate = localDate(schedule.startsAt, club.timeZone);
    const found = (await api(late, 'POST', '/book-gym-session/search', { selectedDate, accountId: 'DEMO01', classType: type.id })).json().payload;
    // The freed place is held for w1: the card must not say "1 spots left" and then wait-list the newcomer.
    expect(found).toEqual([expect.objectContaining({ classScheduleId: schedule.id, spotsLeft: 0, hasStarted: false })]);
    expect((await api(late, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload.bookingStatus).toBe('Waiting');

    // A class that started a minute ago is listed (the day's timetable) but not bookable.
    const started = await createClass(db, clubId, { startsAt: hoursFromNow(-1 / 60), capacity: 5 });
    const today = localDate(started.schedule.startsAt, club.timeZone);
    const list = (await api(late, 'POST', '/book-gym-session/search', { selectedDate: today, accountId: 'DEMO01', classType: started.type.id })).json().payload;
    expect(list).toEqual([expect.objectContaining({ classScheduleId: started.schedule.id, hasStarted: true })]);
    expect((await api(late, 'POST', '/book-gym-session/book', { classScheduleId: started.schedule.id })).json().errors.message).toBe('This class has already started.');
  });

  it('inside the cut-off a cancel is refused; force-cancel forfeits a session credit, else charges the fee', async () => {
    const db = t.handle.db;
    const club = firstRow(await db.select().from(clubs).where(eq(clubs.id, clubId)), 'club');
    const inside = hoursFromNow(club.cancellationCutoffHours / 2);
    const { schedule } = await createClass(db, clubId, { startsAt: inside, capacity: 5, feeCents: 1500 });
    const [withCredit, withoutCredit] = firstRows(await createMembers(t, clubId, 2), 2, 'withCredit, withoutCredit');
    const gfSub = firstRow(await db
      .insert(subscriptions)
      .values({ clubId, name: 'GF 5', subscriptionType: 2, typeName: 'Group Fitness', contractType: 1, totalCostCents: 5000, numberOfSession: 5 })
      .returning(), 'gfSub');
    const credit = firstRow(await db.insert(memberSubscriptions).values({ memberId: withCredit.id, subscriptionId: gfSub.id, remaining: 3 }).returning(), 'credit');

    const b1 = (await api(withCredit, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    const b2 = (await api(withoutCredit, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    const refused = await api(withCredit, 'POST', `/bookings/class/${b1.bookedId}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.message).toMatch(/fee or forfeit a session credit/);

    // Before confirming, each member is told exactly what the late cancel costs them.
    const hours = club.cancellationCutoffHours;
    const terms1 = (await api(withCredit, 'GET', `/bookings/class/${b1.bookedId}/cancellation`)).json().payload;
    expect(terms1).toEqual({ late: true, message: `This class starts within ${hours} hours: cancelling now uses 1 session of your GF 5 (3 left).` });
    const terms2 = (await api(withoutCredit, 'GET', `/bookings/class/${b2.bookedId}/cancellation`)).json().payload;
    expect(terms2).toEqual({ late: true, message: `This class starts within ${hours} hours: cancelling now adds a late-cancel fee of $15.00 to your account.` });
    expect((await api(withoutCredit, 'GET', `/bookings/class/${b1.bookedId}/cancellation`)).statusCode).toBe(403);

    expect((await api(withCredit, 'POST', `/bookings/class/${b1.bookedId}/force-cancel`)).json().payload).toBe('success');
    const after = firstRow(await db.select().from(memberSubscriptions).where(eq(memberSubscriptions.id, credit.id)), 'after');
    expect(after.remaining).toBe(2);

    expect((await api(withoutCredit, 'POST', `/bookings/class/${b2.bookedId}/force-cancel`)).json().payload).toBe('success');
    const [charged] = await db.select().from(classBookings).where(eq(classBookings.id, b2.bookedId));
    expect(charged).toMatchObject({ status: 'Cancelled', feeCents: 1500 });
    const s = firstRow(await db.select().from(classSchedules).where(eq(classSchedules.id, schedule.id)), 's');
    expect(s.totalBooked).toBe(0);
    // Someone else's booking: 403.
    expect((await api(withoutCredit, 'POST', `/bookings/class/${b1.bookedId}/cancel`)).statusCode).toBe(403);
  });

  it('checks a member in from one hour before the class', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(0.5), capacity: 5 });
    const m = firstRow(await createMembers(t, clubId, 1), 'm');
    await api(m, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id });
    const res = await api(m, 'POST', '/book-gym-session/check-in', { memberNumber: m.memberNumber, classScheduleId: schedule.id });
    expect(res.json().payload).toBe('success');
    const row = firstRow(await t.handle.db.select().from(classBookings).where(eq(classBookings.scheduleId, schedule.id)), 'row');
    expect(row.checkedInAt).not.toBeNull();
  });

  it('downloads an upcoming booking as .ics and serves the private calendar feed', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(30), capacity: 5, name: 'Calendar Class' });
    const [m, other] = firstRows(await createMembers(t, clubId, 2), 2, 'm, other');
    const booked = (await api(m, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    const ics = await api(m, 'GET', `/bookings/${booked.bookedId}/ics?kind=class`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('SUMMARY:Calendar Class');
    const stamp = schedule.startsAt.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics.body).toContain(`DTSTART:${stamp}Z`);
    expect((await api(other, 'GET', `/bookings/${booked.bookedId}/ics`)).statusCode).toBe(403);

    const feed = (await api(m, 'GET', '/calendar/feed')).json().payload;
    expect(feed.url).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    expect((await api(m, 'GET', '/calendar/feed')).json().payload.token).toBe(feed.token);
    const body = await t.app.inject({ method: 'GET', url: `/api/v1/calendar/${feed.token}.ics` });
    expect(body.statusCode).toBe(200);
    expect(body.body).toContain('SUMMARY:Calendar Class');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar/AAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
  });
});
