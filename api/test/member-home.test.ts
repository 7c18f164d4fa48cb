// The dashboard's one call, the payment history with tax-invoice receipts and retry,
// the shop orders, and the offline card's data. Dates come from the seed's club calendar.
import { and, eq, isNotNull } from 'drizzle-orm';
import { members, payments, products } from '../src/db/schema';
import { now } from '../src/lib/clock';
import { demoLogins, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { pdfText } from './helpers/pdf-text';
import { createClass, demoClubId, hoursFromNow } from './bookings-helpers/fixtures';
import { firstRow } from '../src/lib/first-row';

const YEAR = String(now().getFullYear() + 2);
const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';

let t: TestApp;
let as: Record<'member' | 'guardian' | 'prospect', string>;

withTestApp(async (app) => {
  t = app;
  as = await demoLogins(t, 'member', 'guardian', 'prospect');
});

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
const post = (cookie: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie, ...headers }, payload });

async function tokenFor(number: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/vault/tokenize',
    headers: { cookie: as.member },
    payload: { ccNumber: number, ccNameOnCard: 'Alex Morgan', ccExpiryMonth: '08', ccExpiryYear: YEAR, cccVv: '123' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().payload.Token;
}

describe('GET /portal/home', () => {
  test('a member sees the next class, the next debit, the balance and the membership in one answer', async () => {
    const res = await get(as.member, '/portal/home');
    expect(res.statusCode).toBe(200);
    const home = res.json().payload;
    expect(home.kind).toBe('member');
    expect(home.nextBookings.length).toBeGreaterThan(0);
    const first = home.nextBookings[0];
    expect(new Date(first.startsAt).getTime()).toBeGreaterThan(now().getTime());
    // Sorted soonest first.
    const starts = home.nextBookings.map((b: { startsAt: string }) => b.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(home.nextDebit).toMatchObject({ amountCents: expect.any(Number) });
    expect(home.nextDebit.date >= new Date(now().getTime() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
    expect(home.membership).toMatchObject({ contractType: 'Direct Debit', status: 'active' });
    // The seeded dishonoured debit is owed until it is paid again.
    expect(home.outstanding).toMatchObject({ payPath: '/payments' });
    expect(home.outstanding.amountCents).toBeGreaterThan(0);
    // The member's unread in-app notifications (a number, never the hidden null of a guardian).
    expect(home.unreadNotifications).toEqual(expect.any(Number));
    expect(home.students).toEqual([]);
  });

  test('the unread count follows the in-app notifications: one more after a booking, none after mark all read', async () => {
    const unread = async () => (await get(as.member, '/portal/home')).json().payload.unreadNotifications as number;
    const before = await unread();
    const { schedule } = await createClass(t.handle.db, await demoClubId(t.handle.db), { startsAt: hoursFromNow(30), capacity: 5 });
    const booked = await post(as.member, '/book-gym-session/book', { classScheduleId: schedule.id, classDateTime: schedule.startsAt.toISOString() });
    expect(booked.statusCode).toBe(200);
    expect(await unread()).toBe(before + 1);
    expect((await post(as.member, '/notifications/read-all', {})).statusCode).toBe(200);
    expect(await unread()).toBe(0);
  });

  test("a guardian sees each student's next lesson, the swim balance and the make-up credits", async () => {
    const home = (await get(as.guardian, '/portal/home')).json().payload;
    expect(home.kind).toBe('guardian');
    expect(home.students.map((s: { name: string }) => s.name).sort()).toEqual(['Leo Waters', 'Mia Waters']);
    for (const s of home.students) {
      expect(s.nextLesson).not.toBeNull();
      expect(new Date(s.nextLesson.startsAt).getTime()).toBeGreaterThan(now().getTime());
    }
    expect(home.outstanding).toEqual({ amountCents: 8500, payPath: '/student-class-booking' });
    expect(home.makeupCredits.available).toBeGreaterThanOrEqual(0);
    expect(home.nextDebit).toBeNull();
  });

  test('a prospect gets an empty home; no session is 401', async () => {
    const home = (await get(as.prospect, '/portal/home')).json().payload;
    expect(home).toMatchObject({ kind: 'prospect', nextBookings: [], nextDebit: null, outstanding: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/portal/home' })).statusCode).toBe(401);
  });
});

describe('payments and receipts', () => {
  test('the history lists charges and direct debits with date, what for, amount, status and card last four', async () => {
    const res = await get(as.member, '/portal/payments');
    expect(res.statusCode).toBe(200);
    const list = res.json().payload;
    const debits = list.filter((p: { kind: string }) => p.kind === 'direct_debit');
    expect(debits.length).toBeGreaterThan(3);
    const joining = list.find((p: { description: string }) => p.description.startsWith('Joining fee'));
    expect(joining).toMatchObject({ kind: 'charge', status: 'approved', cardLast4: '4242', canRetry: false });
    expect(joining.receiptUrl).toBe(`/api/v1/portal/payments/${joining.id}/receipt`);
    const failed = list.find((p: { status: string }) => p.status === 'failed');
    expect(failed).toMatchObject({ canRetry: true, receiptUrl: null });
    // Newest first.
    const dates = list.map((p: { date: string }) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('a receipt is an Australian tax invoice: the words, the club and its ABN, date, description, GST', async () => {
    const list = (await get(as.member, '/portal/payments')).json().payload;
    const debit = list.find((p: { kind: string; status: string }) => p.kind === 'direct_debit' && p.status === 'approved');
    const res = await get(as.member, debit.receiptUrl.replace('/api/v1', ''));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Demo Fitness Club');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain(`Date: ${debit.date.split('-').reverse().join('/')}`);
    expect(text).toContain(debit.description);
    const gst = Math.round(debit.amountCents / 11);
    expect(text).toContain(`GST: $${(gst / 100).toFixed(2)}`);
    expect(text).toContain('The total includes GST.');
  });

  test("someone else's receipt is 403, a failed payment has none, an unknown one is 404", async () => {
    const mine = (await get(as.member, '/portal/payments')).json().payload;
    const approved = mine.find((p: { status: string }) => p.status === 'approved');
    const failed = mine.find((p: { status: string }) => p.status === 'failed');
    expect((await get(as.guardian, `/portal/payments/${approved.id}/receipt`)).statusCode).toBe(403);
    expect((await get(as.member, `/portal/payments/${failed.id}/receipt`)).statusCode).toBe(404);
    expect((await get(as.member, '/portal/payments/999999/receipt')).statusCode).toBe(404);
    expect((await get(as.member, '/portal/payments/abc/receipt')).statusCode).toBe(400);
    const theirs = (await get(as.guardian, '/portal/payments')).json().payload;
    expect(theirs.map((p: { description: string }) => p.description)).toEqual(['Swim lessons - term fees']);
  });

  test('a failed payment is retried once through payOnce: a decline changes nothing, the same key replays, a second retry is refused', async () => {
    const failed = (await get(as.member, '/portal/payments')).json().payload.find((p: { status: string }) => p.status === 'failed');
    const url = `/portal/payments/${failed.id}/retry`;
    expect((await post(as.member, url, { token: await tokenFor(APPROVE) })).statusCode).toBe(400); // no Idempotency-Key

    const declined = await post(as.member, url, { token: await tokenFor(DECLINE) }, { 'idempotency-key': 'retry-decline' });
    expect(declined.statusCode).toBe(402);
    expect((await get(as.member, '/portal/payments')).json().payload.find((p: { id: number }) => p.id === failed.id).canRetry).toBe(true);

    const body = { token: await tokenFor(APPROVE) };
    const paid = await post(as.member, url, body, { 'idempotency-key': 'retry-ok' });
    expect(paid.statusCode).toBe(200);
    const again = await post(as.member, url, body, { 'idempotency-key': 'retry-ok' });
    expect(again.json().payload).toEqual(paid.json().payload);
    const other = await post(as.member, url, { token: await tokenFor(APPROVE) }, { 'idempotency-key': 'retry-again' });
    expect(other.statusCode).toBe(409);

    const alex = firstRow(await t.handle.db.select().from(members).where(eq(members.email, 'member@demo.club')), 'alex');
    const retries = await t.handle.db.select().from(payments).where(and(eq(payments.memberId, alex.id), eq(payments.purpose, 'payment-retry')));
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({ status: 'approved', cardLast4: '4242', amountCents: failed.amountCents });
    const settled = await t.handle.db.select().from(payments).where(and(eq(payments.id, failed.id), isNotNull(payments.retriedByPaymentId)));
    expect(settled).toHaveLength(1);
    const list = (await get(as.member, '/portal/payments')).json().payload;
    expect(list.find((p: { id: number }) => p.id === failed.id).canRetry).toBe(false);
    // Nothing owed any more.
    expect((await get(as.member, '/portal/home')).json().payload.outstanding).toBeNull();
    // A guardian cannot retry the member's payment.
    expect((await post(as.guardian, url, body, { 'idempotency-key': 'g-1' })).statusCode).toBe(403);
  });
});

describe('orders', () => {
  test('a checkout shows at /portal/orders with its items, and its receipt is a tax invoice', async () => {
    const me = (await get(as.member, '/auth/me')).json().payload;
    const shaker = firstRow(await t.handle.db.select().from(products).where(eq(products.name, 'Shaker Bottle')), 'shaker');
    await post(as.member, '/shop/add-to-cart', { memberNumber: me.memberNumber, productId: shaker.id, clearInCart: false, userType: me.userType });
    const paid = await post(
      as.member,
      '/shop/check-out',
      { memberNumber: me.memberNumber, userType: me.userType, cCNumber: APPROVE, cCExpiryMonth: '08', cCExpiryYear: YEAR, cCNameOnCard: 'Alex Morgan', cCCVV: '913', cardType: 'VISACARD' },
      { 'idempotency-key': 'home-order-1' },
    );
    expect(paid.statusCode).toBe(200);
    const orders = (await get(as.member, '/portal/orders')).json().payload;
    expect(orders[0]).toMatchObject({ status: 'paid', totalCents: 1200, items: [{ name: 'Shaker Bottle', quantity: 1, lineTotalCents: 1200 }] });
    const pdf = await get(as.member, orders[0].receiptUrl.replace('/api/v1', ''));
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('1 x Shaker Bottle');
    expect(text).toContain(`GST: $${(orders[0].gstCents / 100).toFixed(2)}`);
    // The order's payment is in the history with its card.
    const history = (await get(as.member, '/portal/payments')).json().payload;
    expect(history.find((p: { description: string }) => p.description === 'Shop order')).toMatchObject({ cardLast4: '4242' });
    // Another user sees neither the order nor its receipt.
    expect((await get(as.guardian, '/portal/orders')).json().payload).toEqual([]);
    expect((await get(as.guardian, orders[0].receiptUrl.replace('/api/v1', ''))).statusCode).toBe(403);
  });
});

describe('member card', () => {
  test('the card holds only what the card shows; guardians have none', async () => {
    const card = (await get(as.member, '/portal/member-card')).json().payload;
    expect(Object.keys(card).sort()).toEqual(['barcode', 'clubName', 'memberName', 'memberNumber']);
    expect(card.clubName).toBe('Demo Fitness Club');
    expect((await get(as.guardian, '/portal/member-card')).statusCode).toBe(403);
  });
});

describe('swim: upcoming lessons', () => {
  test("a guardian gets each student's booked lessons of the next weeks as class cards; a member is refused", async () => {
    const res = await get(as.guardian, '/portal/upcoming-lessons');
    expect(res.statusCode).toBe(200);
    const lessons = res.json().payload;
    expect(new Set(lessons.map((l: { studentName: string }) => l.studentName))).toEqual(new Set(['Mia Waters', 'Leo Waters']));
    for (const l of lessons) expect(l).toMatchObject({ bookingStatus: 'Booked', studentSwimClassBookingDetailId: expect.any(Number) });
    // The dashboard's next lesson is the student's first in the list that the club has not cancelled
    // (the list shows a cancelled occurrence as such; the dashboard names the next lesson that runs).
    const home = (await get(as.guardian, '/portal/home')).json().payload;
    for (const s of home.students) {
      const first = lessons.find((l: { studentNumber: string; isCancelled: boolean }) => l.studentNumber === s.studentNumber && !l.isCancelled);
      expect(first.studentSwimClassBookingDetailId).toBe(s.nextLesson.bookingId);
    }
    expect((await get(as.member, '/portal/upcoming-lessons')).statusCode).toBe(403);
  });
});
