// The waiting list that runs itself and the notifications it sends. Promotion order,
// hold expiry, the no-fee rule for promoted places, the conflict guard, and one member's messages
// from booking to promotion: each once, in the bell, with reminders that can be turned off.
import { and, eq } from 'drizzle-orm';
import { classBookings, classSchedules, clubs, notifications, outbox, products, users } from '../src/db/schema';
import { createSession } from '../src/lib/sessions';
import { jobContext } from '../src/app';
import { changeCapacity } from '../src/modules/classes/service';
import { pendingJobs, runDueJobs } from '../src/modules/notifications/jobs';
import { REMINDER_LEAD_MS } from '../src/modules/notifications/booking-notices';
import { nowMs } from '../src/lib/clock';
import type { TestApp } from './helpers/test-app';
import { memberApi, withDemoClubApp } from './helpers/shared-app';
import { createClass, createMembers, hoursFromNow, type TestMember } from './bookings-helpers/fixtures';
import { withClockAdvanced } from './notifications-helpers/clock';
import { firstRow, firstRows } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
let clubId: number;

withDemoClubApp((demo) => ({ t, clubId } = demo));

const api = memberApi(() => t);
const book = (m: TestMember, scheduleId: number) => api(m, 'POST', '/book-gym-session/book', { classScheduleId: scheduleId });
const runJobs = () => runDueJobs(t.handle.db, jobContext(t.config));
const setMode = (mode: 'offer' | 'auto') => t.handle.db.update(clubs).set({ waitlistMode: mode }).where(eq(clubs.id, clubId));
const bookingOf = async (id: number) => (await t.handle.db.select().from(classBookings).where(eq(classBookings.id, id)))[0];
const eventsOf = async (m: TestMember) =>
  (await t.handle.db.select().from(notifications).where(eq(notifications.memberId, m.id)).orderBy(notifications.id)).map((n) => n.eventType);

afterEach(async () => setMode('offer'));

/** A one-place class in two days: A booked it, B and C joined the waiting list in that order, then A cancelled. */
async function cancelledWithTwoWaiting() {
  const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(48), capacity: 1 });
  const [a, b, c] = await createMembers(t, clubId, 3);
  const first = (await book(a!, schedule.id)).json().payload;
  const bId = (await book(b!, schedule.id)).json().payload.bookedId;
  const cId = (await book(c!, schedule.id)).json().payload.bookedId;
  await api(a!, 'POST', `/bookings/class/${first.bookedId}/cancel`);
  return { schedule, b, c, bId, cId };
}

/** A new session after the clock moved past the idle timeout of the old one. */
async function signInAgain(m: TestMember): Promise<TestMember> {
  const user = firstRow(await t.handle.db.select({ id: users.id }).from(users).where(eq(users.memberId, m.id)), 'user');
  const { token } = await createSession(t.handle.db, user.id, { idleMs: t.config.sessionIdleMs, absoluteMs: t.config.sessionAbsoluteMs }, {});
  return { ...m, cookie: `portal_sid=${token}` };
}

describe('waiting list: promotion', () => {
  it('offers a freed place to the first waiting member (FIFO) with a hold, and shows positions', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(48), capacity: 1 });
    const [a, b, c, d] = firstRows(await createMembers(t, clubId, 4), 4, 'a, b, c, d');
    const held = (await book(a, schedule.id)).json().payload;
    const ids: number[] = [];
    for (const m of [b, c, d]) ids.push((await book(m, schedule.id)).json().payload.bookedId);

    const dList = (await api(d, 'GET', `/bookings/current/class/${d.memberNumber}`)).json().payload;
    expect(dList).toEqual([expect.objectContaining({ bookingStatus: 'Waiting', waitlistPosition: 3 })]);
    const dNote = (await api(d, 'GET', '/notifications')).json().payload[0];
    expect(dNote.body).toContain('3rd on the waitlist');

    expect((await api(a, 'POST', `/bookings/class/${held.bookedId}/cancel`)).json().payload).toBe('success');
    const [bRow, cRow] = [await bookingOf(ids[0]!), await bookingOf(ids[1]!)];
    expect(bRow!.offeredAt).not.toBeNull();
    // Held for the club's 2 hours (the class is 48 h away, so the hold is not shortened).
    expect(bRow!.offerExpiresAt!.getTime() - bRow!.offeredAt!.getTime()).toBe(120 * 60_000);
    expect(cRow!.offeredAt).toBeNull();
    expect(await eventsOf(b)).toEqual(['waitlisted', 'offered']);
    const bList = (await api(b, 'GET', `/bookings/current/class/${b.memberNumber}`)).json().payload;
    expect(bList).toEqual([expect.objectContaining({ hasAvailableSlot: true, waitlistPosition: 1 })]);
    // The next in line cannot take the held place.
    expect((await api(c, 'POST', `/bookings/waiting-to-book/${ids[1]}`)).statusCode).toBe(409);
  });

  it('an offer that is not taken in time passes to the next member', async () => {
    const { b, c, bId, cId } = await cancelledWithTwoWaiting();
    await runJobs(); // deliveries only: the hold is not due yet
    expect((await bookingOf(bId))!.status).toBe('Waiting');

    await withClockAdvanced(121 * 60_000, async () => {
      // After the hold, Book Now is refused even before the job has run.
      expect((await api(await signInAgain(b!), 'POST', `/bookings/waiting-to-book/${bId}`)).statusCode).toBe(409);
      await runJobs();
      expect((await bookingOf(bId))!.status).toBe('Cancelled');
      expect((await bookingOf(cId))!.offeredAt).not.toBeNull();
      expect(await eventsOf(b!)).toEqual(['waitlisted', 'offered', 'offer-expired']);
      expect((await api(await signInAgain(c!), 'POST', `/bookings/waiting-to-book/${cId}`)).json().payload).toBe('success');
    });
    expect((await bookingOf(cId))!.status).toBe('Booked');
  });

  it('a hold is shorter near the start: never more than half the time left', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(1), capacity: 1 });
    const [a, b] = firstRows(await createMembers(t, clubId, 2), 2, 'a, b');
    const first = (await book(a, schedule.id)).json().payload;
    const bId = (await book(b, schedule.id)).json().payload.bookedId;
    await api(a, 'POST', `/bookings/class/${first.bookedId}/force-cancel`);
    const row = await bookingOf(bId);
    expect(row!.offerExpiresAt!.getTime() - row!.offeredAt!.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it('with auto-booking on, the first waiting member is booked at once; more capacity promotes too', async () => {
    await setMode('auto');
    const { schedule, b, cId, bId } = await cancelledWithTwoWaiting();
    expect(await bookingOf(bId)).toMatchObject({ status: 'Booked' });
    expect((await bookingOf(bId))!.promotedAt).not.toBeNull();
    expect((await bookingOf(cId))!.status).toBe('Waiting');
    expect(await eventsOf(b!)).toEqual(['waitlisted', 'promoted']);

    await changeCapacity(t.handle.db, clubId, schedule.id, 2);
    expect((await bookingOf(cId))!.status).toBe('Booked');
    const s = firstRow(await t.handle.db.select().from(classSchedules).where(eq(classSchedules.id, schedule.id)), 's');
    expect(s.totalBooked).toBe(2);
  });

  it('skips a member already booked at an overlapping time (they keep their place in the queue)', async () => {
    await setMode('auto');
    const startsAt = hoursFromNow(50);
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt, capacity: 1 });
    const { schedule: other } = await createClass(t.handle.db, clubId, { startsAt: new Date(startsAt.getTime() + 15 * 60_000), capacity: 5 });
    const [a, busy, free] = firstRows(await createMembers(t, clubId, 3), 3, 'a, busy, free');
    const first = (await book(a, schedule.id)).json().payload;
    const busyId = (await book(busy, schedule.id)).json().payload.bookedId;
    const freeId = (await book(free, schedule.id)).json().payload.bookedId;
    expect((await book(busy, other.id)).json().payload.bookingStatus).toBe('Booked');
    await api(a, 'POST', `/bookings/class/${first.bookedId}/cancel`);
    expect((await bookingOf(busyId))!.status).toBe('Waiting');
    expect((await bookingOf(freeId))!.status).toBe('Booked');
    const list = (await api(busy, 'GET', `/bookings/current/class/${busy.memberNumber}`)).json().payload;
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ bookedId: busyId, waitlistPosition: 1 })]));
  });

  it('a place promoted inside the late-cancel window can be cancelled without a fee', async () => {
    await setMode('auto');
    // 1 hour before the start: inside the demo club's cut-off.
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(1), capacity: 1, feeCents: 0 });
    const [a, b] = firstRows(await createMembers(t, clubId, 2), 2, 'a, b');
    const first = (await book(a, schedule.id)).json().payload;
    const bId = (await book(b, schedule.id)).json().payload.bookedId;
    // A booked normally: a late cancel is warned about and costs the late fee.
    expect((await api(a, 'POST', `/bookings/class/${first.bookedId}/cancel`)).statusCode).toBe(409);
    await api(a, 'POST', `/bookings/class/${first.bookedId}/force-cancel`);
    expect((await bookingOf(first.bookedId))!.feeCents).toBe(1000);
    // B was promoted inside the window: no warning, no fee.
    expect((await bookingOf(bId))!.status).toBe('Booked');
    expect((await api(b, 'GET', `/bookings/class/${bId}/cancellation`)).json().payload).toEqual({ late: false, message: '' });
    expect((await api(b, 'POST', `/bookings/class/${bId}/cancel`)).json().payload).toBe('success');
    expect(await bookingOf(bId)).toMatchObject({ status: 'Cancelled', feeCents: 0 });
  });
});

describe('notifications', () => {
  it('a member who books, waits and is promoted gets each message once: bell, e-mail with .ics, reminders they can turn off', async () => {
    await setMode('auto');
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(72), capacity: 1, name: 'Spin Notify' });
    const [a, m] = firstRows(await createMembers(t, clubId, 2), 2, 'a, m');
    const address = `${m.memberNumber.toLowerCase()}@bookings.test`;
    const mails = async () =>
      t.handle.db.select().from(outbox).where(and(eq(outbox.toAddress, address), eq(outbox.channel, 'email'))).orderBy(outbox.id);

    const first = (await book(a, schedule.id)).json().payload;
    const mine = (await book(m, schedule.id)).json().payload;
    expect((await api(m, 'GET', '/notifications/unread-count')).json().payload).toEqual({ unread: 1 });
    await api(a, 'POST', `/bookings/class/${first.bookedId}/cancel`);
    // Running the jobs twice (a second pass, a second instance) sends nothing twice.
    await runJobs();
    await runJobs();

    const list = (await api(m, 'GET', '/notifications')).json().payload;
    expect(list.map((n: { eventType: string }) => n.eventType)).toEqual(['promoted', 'waitlisted']);
    expect((await api(m, 'GET', '/notifications/unread-count')).json().payload.unread).toBe(2);
    const sent = await mails();
    expect(sent.map((r) => r.subject)).toEqual(['Demo Fitness Club: On the waiting list: Spin Notify', 'Demo Fitness Club: A place is yours: Spin Notify'].map((s) => expect.stringContaining(s.split(': ').slice(1).join(': '))));
    const promotedMail = sent[1];
    expect(promotedMail!.bodyHtml).toContain('<html');
    expect(promotedMail!.bodyText).toContain('you are now booked for Spin Notify');
    const ics = promotedMail!.attachments![0]!.content;
    expect(ics).toContain(`UID:class-booking-${mine.bookedId}@`);
    expect(ics).toContain('SEQUENCE:0');
    // Transactional: no unsubscribe header.
    expect(promotedMail!.headers).toBeNull();

    // Mark as read: one, then all.
    expect((await api(m, 'POST', `/notifications/${list[0].id}/read`)).json().payload).toBe('success');
    expect((await api(m, 'GET', '/notifications/unread-count')).json().payload.unread).toBe(1);
    expect((await api(a, 'POST', `/notifications/${list[1].id}/read`)).statusCode).toBe(404);
    await api(m, 'POST', '/notifications/read-all');
    expect((await api(m, 'GET', '/notifications/unread-count')).json().payload.unread).toBe(0);

    // Transactional messages cannot be turned off; reminders can.
    const refused = await api(m, 'PUT', '/notifications/preferences', { eventType: 'booked', channel: 'email', enabled: false });
    expectRefused(refused, 400, 'This message is always sent.');
    for (const channel of ['email', 'inapp'] as const) {
      const res = await api(m, 'PUT', '/notifications/preferences', { eventType: 'reminder', channel, enabled: false });
      expect(res.json().payload.find((p: { eventType: string }) => p.eventType === 'reminder')).toMatchObject({ [channel]: false });
    }
    expect((await pendingJobs(t.handle.db, 'reminder')).some((j) => j.payload.bookingId === mine.bookedId)).toBe(true);
    const startsIn = schedule.startsAt.getTime() - nowMs();
    await withClockAdvanced(startsIn - REMINDER_LEAD_MS + 60_000, async () => {
      await runJobs();
    });
    expect((await mails()).length).toBe(2);
    expect((await api(m, 'GET', '/notifications/unread-count')).json().payload.unread).toBe(0);

    // Cancelling withdraws the calendar entry: the same UID, SEQUENCE raised.
    await api(m, 'POST', `/bookings/class/${mine.bookedId}/cancel`);
    await runJobs();
    const cancelMail = (await mails()).at(-1)!;
    const cancelIcs = cancelMail.attachments![0]!.content;
    expect(cancelIcs).toContain(`UID:class-booking-${mine.bookedId}@`);
    expect(cancelIcs).toContain('SEQUENCE:1');
    expect(cancelIcs).toContain('METHOD:CANCEL');
  });

  it('a non-transactional e-mail carries an unsubscribe link and header that work', async () => {
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(30), capacity: 3, name: 'Yoga Remind' });
    const m = firstRow(await createMembers(t, clubId, 1), 'm');
    const address = `${m.memberNumber.toLowerCase()}@bookings.test`;
    await book(m, schedule.id);
    await withClockAdvanced(7 * 3_600_000, async () => {
      await runJobs();
    });
    const reminder = firstRow(await t.handle.db.select().from(outbox).where(and(eq(outbox.toAddress, address), eq(outbox.subject, 'Demo Fitness Club: Tomorrow: Yoga Remind'))), 'reminder');
    expect(reminder).toBeDefined();
    const header = reminder.headers!['List-Unsubscribe'];
    expect(reminder.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(header!.slice(1, -1));
    expect(reminder.bodyText).toContain(link.toString());
    const forged = await t.app.inject({ method: 'GET', url: `${link.pathname}?m=${link.searchParams.get('m')}&e=reminder&t=forged` });
    expect(forged.statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    expect(res.json().payload).toBe('success');
    const prefs = (await api(m, 'GET', '/notifications/preferences')).json().payload;
    expect(prefs.find((p: { eventType: string }) => p.eventType === 'reminder')).toMatchObject({ email: false, inapp: true });
  });

  it('a declined shop payment and a paid one each tell the member once', async () => {
    const cookie = await t.login('renew@demo.club', 'demo1234');
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).json().payload;
    const product = firstRow(await t.handle.db.select({ id: products.id }).from(products).where(and(eq(products.name, 'Shaker Bottle'), eq(products.clubId, clubId))), 'product');
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie, ...headers }, payload });
    await post('/shop/add-to-cart', { memberNumber: me.memberNumber, productId: product.id, clearInCart: false, userType: me.userType });
    const card = (number: string) => ({
      memberNumber: me.memberNumber,
      userType: me.userType,
      cCNumber: number,
      cCExpiryMonth: '08',
      cCExpiryYear: String(new Date(nowMs()).getUTCFullYear() + 2),
      cCNameOnCard: 'Jo Bloggs',
      cCCVV: '913',
      cardType: 'VISACARD',
    });
    for (let i = 0; i < 2; i++) expect((await post('/shop/check-out', card('4000000000000002'), { 'idempotency-key': 'notify-decline-1' })).statusCode).toBe(402);
    expect((await post('/shop/check-out', card('4242424242424242'), { 'idempotency-key': 'notify-pay-1' })).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { cookie } })).json().payload as { eventType: string; title: string }[];
    expect(list.filter((n) => n.eventType.startsWith('payment-')).map((n) => n.eventType)).toEqual(['payment-receipt', 'payment-failed']);
    expect(list.find((n) => n.eventType === 'payment-receipt')!.title).toMatch(/^Payment received: \$/);
  });

  it('signed-out callers get 401; the bell counts only the caller', async () => {
    expect((await api(null, 'GET', '/notifications/unread-count')).statusCode).toBe(401);
    expect((await api(null, 'GET', '/notifications')).statusCode).toBe(401);
  });
});
