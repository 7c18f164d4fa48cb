// Every charge for a household's dependant goes to the payer. The shop: the attacks first (a card or
// vault token in the teenager's checkout, even the payer's own; a forged member or payment method
// id; a replayed checkout), then the teenager's order paid with the payer's stored card, the
// receipt the payer's, the order the teenager's; a member who pays for themselves is unaffected.
// The waiting list: a place it gives the teenager takes a session of their pack, as a direct
// booking does, and cancelling in time gives it back (booked at once, or offered and taken).
import { and, asc, eq, like } from 'drizzle-orm';
import { CARD_CAPTURE_FAILED, PAYER_CARD_LOCKED, payerPaysMessage } from '@portal/shared/messages';
import { classBookings, clubs, type members, memberSubscriptions, notifications, orders, paymentMethods, payments, products, subscriptions } from '../src/db/schema';
import { nowMs } from '../src/lib/clock';
import { firstRow } from '../src/lib/first-row';
import { createClass, createMembers, hoursFromNow, loginMember } from './bookings-helpers/fixtures';
import { apiCalls } from './helpers/console-api';
import { expectRefused } from './helpers/expect-refused';
import { demoLogins, type TestApp } from './helpers/test-app';
import { memberApi, withSignedInDemoClub } from './helpers/shared-app';

const YEAR = String(new Date(nowMs()).getFullYear() + 2);
const CARD = { cCNumber: '4242424242424242', cCExpiryMonth: '08', cCExpiryYear: YEAR, cCNameOnCard: 'Kai Hale', cCCVV: '913', cardType: 'VISACARD' };

let t: TestApp;
let clubId: number;
let as: Record<'parent' | 'teen' | 'member', string>;
let kai: typeof members.$inferSelect;
let morgan: typeof members.$inferSelect;
let alex: typeof members.$inferSelect;
let teenUserId: number;

withSignedInDemoClub((app) => demoLogins(app, 'parent', 'teen', 'member'), (demo) => ({ t, clubId, as } = demo));
beforeAll(async () => {
  const memberOf = (email: string) => loginMember(t.handle.db, email);
  const teen = await memberOf('teen@demo.club');
  kai = teen.member;
  teenUserId = teen.userId;
  morgan = (await memberOf('parent@demo.club')).member;
  alex = (await memberOf('member@demo.club')).member;
});

const call = apiCalls(() => t);

async function shopperOf(cookie: string) {
  const me = (await call(cookie, 'GET', '/auth/me')).body.payload;
  return { memberNumber: me.memberNumber as string, userType: me.userType as number };
}

/** The shopper's cart holds one hoodie (whatever an earlier test left; enough in stock for the file). */
async function hoodieInCart(cookie: string) {
  const product = firstRow(await t.handle.db.update(products).set({ stock: 50 }).where(and(eq(products.clubId, clubId), eq(products.name, 'Club Hoodie'))).returning(), 'hoodie');
  const added = await call(cookie, 'POST', '/shop/add-to-cart', { ...(await shopperOf(cookie)), productId: product.id, clearInCart: true });
  expect(added.status).toBe(200);
  return product;
}

const checkout = async (cookie: string, key: string, extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/shop/check-out', headers: { cookie, 'idempotency-key': key }, payload: { ...(await shopperOf(cookie)), ...extra } });

const shopPaymentsOf = (memberId: number) => t.handle.db.select().from(payments).where(and(eq(payments.memberId, memberId), eq(payments.purpose, 'shop-order'))).orderBy(asc(payments.id));
/** The ledger rows of one checkout's Idempotency-Key, whoever they are for. */
const paymentsOfKey = (key: string) => t.handle.db.select().from(payments).where(like(payments.idempotencyKey, `%/${key}`)).orderBy(asc(payments.id));

describe('the shop: attacks', () => {
  it('a dependant’s own card, or a vault token (even the payer’s), is refused on the field; nothing is charged, the cart is kept', async () => {
    await hoodieInCart(as.teen);
    const refusal = `${payerPaysMessage('Morgan Hale')} ${PAYER_CARD_LOCKED}`;
    const typed = await checkout(as.teen, 'hh-shop-card', CARD);
    expect(typed.statusCode).toBe(403);
    expect(typed.json().errors).toEqual({ message: refusal, field: 'cCNumber' });
    expectRefused(await call(as.teen, 'POST', '/shop/check-out', { ...(await shopperOf(as.teen)), token: 'tok_demo_morgan_visa' }, { 'idempotency-key': 'hh-shop-token' }), 403, refusal);
    expect([...(await paymentsOfKey('hh-shop-card')), ...(await paymentsOfKey('hh-shop-token'))]).toEqual([]);
    expect((await call(as.teen, 'GET', `/shop/cart/${kai.memberNumber}/${(await shopperOf(as.teen)).userType}`)).body.payload).toHaveLength(1);
  });

  it('another member’s saved card token is refused to anyone but its owner: nothing is charged to it', async () => {
    await hoodieInCart(as.member);
    const before = await t.handle.db.select().from(payments).where(eq(payments.cardLast4, '4444'));
    const stolen = await checkout(as.member, 'stolen-token', { token: 'tok_demo_morgan_visa' });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ message: CARD_CAPTURE_FAILED, field: 'token' });
    expect(await paymentsOfKey('stolen-token')).toEqual([]);
    expect(await t.handle.db.select().from(payments).where(eq(payments.cardLast4, '4444'))).toEqual(before);
  });

  it('a forged member, user or payment method id changes nothing: the payer’s stored card pays, the order is the dependant’s; a replay charges once', async () => {
    const hoodie = await hoodieInCart(as.teen);
    const alexMethod = firstRow(await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, alex.id)), 'Alex’s method');
    // The reviewed cart travels with the payment (as the page sends it), so the replay is the same request.
    const forged = { memberId: alex.id, userId: alex.id, paymentMethodId: alexMethod.id, payerMemberId: alex.id, cartLines: [{ productId: hoodie.id, quantity: 1 }] };
    const alexBefore = await shopPaymentsOf(alex.id);
    const first = await checkout(as.teen, 'hh-shop-1', forged);
    expect(first.statusCode).toBe(200);
    const again = await checkout(as.teen, 'hh-shop-1', forged);
    expect(again.json().payload).toEqual(first.json().payload);

    const paid = await paymentsOfKey('hh-shop-1');
    expect(paid.map((p) => [p.memberId, p.status, p.amountCents, p.cardLast4, p.description, p.idempotencyKey])).toEqual([
      [morgan.id, 'approved', hoodie.priceCents, '4444', 'Shop order for Kai Hale', `user:${teenUserId}/hh-shop-1`],
    ]);
    expect(await shopPaymentsOf(kai.id)).toEqual([]);
    expect(await shopPaymentsOf(alex.id)).toEqual(alexBefore);
    const order = firstRow(await t.handle.db.select().from(orders).where(eq(orders.paymentId, paid[0]!.id)), 'order');
    expect(order.userId).toBe(teenUserId);
    // The receipt is the payer's, once.
    const receipts = await t.handle.db.select().from(notifications).where(eq(notifications.dedupeKey, `payment-receipt:${paid[0]!.id}`));
    expect(receipts.map((n) => [n.memberId, n.body.includes('Kai Hale\'s shop order')])).toEqual([[morgan.id, true]]);
  });
});

describe('the shop: who pays', () => {
  it('a member who pays for themselves pays with the card they typed, and gets the receipt', async () => {
    await hoodieInCart(as.member);
    const res = await checkout(as.member, 'self-shop-1', { ...CARD, cCNameOnCard: 'Alex Morgan' });
    expect(res.statusCode).toBe(200);
    const [paid] = await paymentsOfKey('self-shop-1');
    expect(paid).toMatchObject({ memberId: alex.id, status: 'approved', description: null });
    const receipts = await t.handle.db.select().from(notifications).where(eq(notifications.dedupeKey, `payment-receipt:${paid!.id}`));
    expect(receipts.map((n) => n.memberId)).toEqual([alex.id]);
  });

  it('the payer shops for themselves as before: their typed card, not the stored one', async () => {
    await hoodieInCart(as.parent);
    const res = await checkout(as.parent, 'payer-shop-1', { ...CARD, cCNameOnCard: 'Morgan Hale' });
    expect(res.statusCode).toBe(200);
    const own = await paymentsOfKey('payer-shop-1');
    expect(own.map((p) => [p.memberId, p.cardLast4, p.description])).toEqual([[morgan.id, '4242', null]]);
  });
});

describe('the waiting list gives a dependant a place: a session of their pack', () => {
  const api = memberApi(() => t);
  const teen = () => ({ cookie: as.teen });
  let packId: number;

  beforeAll(async () => {
    const pack = firstRow(await t.handle.db.select().from(subscriptions).where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.name, 'Group Fitness 20 Pack'))), 'pack');
    const held = firstRow(await t.handle.db.insert(memberSubscriptions).values({ memberId: kai.id, subscriptionId: pack.id, remaining: 5, expiresAt: hoursFromNow(24 * 30) }).returning(), 'held pack');
    packId = held.id;
  });
  afterEach(async () => {
    await t.handle.db.update(clubs).set({ waitlistMode: 'offer' }).where(eq(clubs.id, clubId));
  });

  const remaining = async () => firstRow(await t.handle.db.select().from(memberSubscriptions).where(eq(memberSubscriptions.id, packId)), 'pack').remaining;
  const bookingOf = async (id: number) => firstRow(await t.handle.db.select().from(classBookings).where(eq(classBookings.id, id)), 'booking');

  /** A one-place class two days on, booked by someone else, the teenager waiting; then the place frees. */
  async function teenWaitingThenFreed(mode: 'auto' | 'offer') {
    await t.handle.db.update(clubs).set({ waitlistMode: mode }).where(eq(clubs.id, clubId));
    const { schedule } = await createClass(t.handle.db, clubId, { startsAt: hoursFromNow(48), capacity: 1, feeCents: 1500 });
    const [other] = await createMembers(t, clubId, 1);
    const held = (await api(other!, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    const waiting = (await api(teen(), 'POST', '/book-gym-session/book', { classScheduleId: schedule.id })).json().payload;
    expect(waiting.bookingStatus).toBe('Waiting');
    expect((await api(other!, 'POST', `/bookings/class/${held.bookedId}/cancel`)).json().payload).toBe('success');
    return waiting.bookedId as number;
  }

  it('promoted at once: the place takes one session (no class fee); cancelling in time gives it back', async () => {
    const before = await remaining();
    const id = await teenWaitingThenFreed('auto');
    expect(await bookingOf(id)).toMatchObject({ status: 'Booked', memberSubscriptionId: packId, feeCents: 0 });
    expect(await remaining()).toBe(before! - 1);
    expect((await api(teen(), 'POST', `/bookings/class/${id}/cancel`)).json().payload).toBe('success');
    expect(await remaining()).toBe(before);
  });

  it('offered, then taken with Book Now: the same', async () => {
    const before = await remaining();
    const id = await teenWaitingThenFreed('offer');
    expect(await remaining()).toBe(before);
    expect((await api(teen(), 'POST', `/bookings/waiting-to-book/${id}`)).json().payload).toBe('success');
    expect(await bookingOf(id)).toMatchObject({ status: 'Booked', memberSubscriptionId: packId, feeCents: 0 });
    expect(await remaining()).toBe(before! - 1);
    expect((await api(teen(), 'POST', `/bookings/class/${id}/cancel`)).json().payload).toBe('success');
    expect(await remaining()).toBe(before);
  });
});
