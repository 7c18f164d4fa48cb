// The fees members agree to are collected: an early cancellation's fee and a class's late-cancel
// fee are one debit each (the cancellation's or booking's id), written with the confirm or the
// cancel, collected once by billing's run (payOnce; the household's payer for a dependant),
// cancelled with a withdrawal; a forged fee in the body goes nowhere. The clock is pinned.
import { and, eq, like, ne } from 'drizzle-orm';
import { billingDebits, classBookings, clubs, householdDependants, members, memberships, membershipTypes, notifications, paymentMethods, payments, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { pinClock, resetClock } from '../src/lib/clock';
import { clubInstant } from '../src/lib/club-calendar';
import { firstRow } from '../src/lib/first-row';
import { addDays, displayDate } from '../src/lib/member-context';
import { runClubBilling } from '../src/modules/billing';
import { createClass, createMembers, DEMO_ZONE, demoClubId, hoursFromNow } from './bookings-helpers/fixtures';
import { apiCalls } from './helpers/console-api';
import { createTestApp, demoLogins, type TestApp } from './helpers/test-app';

// Monday 2 March 2026, 10:00 in Sydney.
const NOW = '2026-03-01T23:00:00Z';
const TODAY = '2026-03-02';
const FEE = 9900;
const EFFECTIVE = addDays(TODAY, 30);
// The fee is debited the day after the last day, once the cancellation can no longer be withdrawn.
const FEE_DUE = addDays(EFFECTIVE, 1);

let t: TestApp;
let clubId: number;
let as: Record<'member' | 'renew' | 'parent' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp({}, { now: NOW });
  clubId = await demoClubId(t.handle.db);
  as = await demoLogins(t, 'member', 'renew', 'parent', 'admin');
});
afterAll(async () => {
  await t.close();
  resetClock();
});
beforeEach(() => pinClock(new Date(NOW)));

const db = () => t.handle.db;
const call = apiCalls(() => t);
const memberOf = async (email: string) => firstRow(await db().select({ m: members }).from(members).innerJoin(users, eq(users.memberId, members.id)).where(eq(users.email, email)), email).m;
const membershipOf = async (memberId: number) => firstRow(await db().select().from(memberships).where(and(eq(memberships.memberId, memberId), ne(memberships.status, 'pending'))), 'membership');
const feeDebitsOf = (memberId: number) => db().select().from(billingDebits).where(and(eq(billingDebits.memberId, memberId), ne(billingDebits.agreementKind, 'membership')));
const ledgerLike = (memberId: number, text: string) => db().select().from(payments).where(and(eq(payments.memberId, memberId), like(payments.description, `%${text}%`)));

/** The member's membership in its minimum term, early cancel allowed for a fee, 30 days' notice. */
async function inMinimumTerm(memberId: number) {
  const m = await membershipOf(memberId);
  await db().update(memberships).set({ startDate: addDays(TODAY, -10), endDate: null, status: 'active' }).where(eq(memberships.id, m.id));
  await db().update(membershipTypes).set({ minimumPeriod: 12, earlyCancelAllowed: true, earlyCancelFeeCents: FEE, cancelNoticeDays: 30 }).where(eq(membershipTypes.id, m.membershipTypeId));
}

/** Billing's run of the club on `date` (noon there), in its own transaction as the job does it. */
async function runBillingOn(date: string) {
  pinClock(clubInstant(date, '12:00', DEMO_ZONE));
  await db().transaction((tx) => runClubBilling(tx as never, clubId, { publicOrigin: t.config.publicOrigin }));
}

describe('the early cancellation fee', () => {
  it('a forged fee in the body is ignored: one debit of the quoted fee, due the day after the last day; a replayed confirm adds none', async () => {
    const alex = await memberOf('member@demo.club');
    await inMinimumTerm(alex.id);
    const userId = (await call(as.member, 'GET', '/auth/me')).body.payload.userId;
    const res = await call(as.member, 'POST', '/cancellation', { userId, reason: '', feeCents: 1, amountCents: 1, effectiveDate: TODAY });
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ status: 'confirmed', feeCents: FEE, effectiveDate: EFFECTIVE, feeDueDate: FEE_DUE });
    expect((await call(as.member, 'POST', '/cancellation', { userId, reason: '' })).status).toBe(400);
    const debits = await feeDebitsOf(alex.id);
    expect(debits.map((d) => [d.agreementKind, d.agreementId, d.dueDate, d.amountCents, d.status, d.description])).toEqual([
      ['cancellation-fee', res.body.payload.id, FEE_DUE, FEE, 'pending', 'Early cancellation fee'],
    ]);
    // The member sees it among the debits to come; another member does not.
    const upcoming = (await call(as.member, 'GET', '/portal/payments/upcoming')).body.payload;
    expect(upcoming).toEqual([{ id: debits[0]!.id, dueDate: FEE_DUE, description: 'Early cancellation fee', amountCents: FEE }]);
    expect((await call(as.renew, 'GET', '/portal/payments/upcoming')).body.payload).toEqual([]);
    // The database itself keeps one debit per cancellation, whatever its date.
    await expect(db().insert(billingDebits).values({ ...debits[0]!, id: undefined, dueDate: addDays(FEE_DUE, 1) })).rejects.toThrow();
  });

  it('is not collected on or before the last day; the next day’s run charges it once, whatever runs again', async () => {
    const alex = await memberOf('member@demo.club');
    await runBillingOn(EFFECTIVE);
    expect((await feeDebitsOf(alex.id)).map((d) => d.status)).toEqual(['pending']);
    expect(await ledgerLike(alex.id, 'Early cancellation fee')).toEqual([]);
    await runBillingOn(FEE_DUE);
    await runBillingOn(FEE_DUE);
    await runBillingOn(addDays(FEE_DUE, 1));
    const [debit] = await feeDebitsOf(alex.id);
    expect(debit).toMatchObject({ status: 'paid', attempts: 1 });
    const charged = await ledgerLike(alex.id, 'Early cancellation fee');
    expect(charged.map((p) => [p.amountCents, p.kind, p.description, p.id])).toEqual([[FEE, 'direct_debit', `Early cancellation fee (due ${displayDate(FEE_DUE)})`, debit!.lastPaymentId]]);

    // The billing run stops at the effective date (the last day): no membership debit on or after it.
    for (const later of [7, 14, 31, 45]) await runBillingOn(addDays(EFFECTIVE, later));
    const membershipDebits = await db().select().from(billingDebits).where(and(eq(billingDebits.memberId, alex.id), eq(billingDebits.agreementKind, 'membership')));
    expect(membershipDebits.length).toBeGreaterThan(0);
    expect(membershipDebits.filter((d) => d.dueDate >= EFFECTIVE && d.status !== 'cancelled').map((d) => d.dueDate)).toEqual([]);
    expect((await membershipOf(alex.id)).endDate).toBe(EFFECTIVE);
  });

  it('withdrawn before the date: the debit is cancelled and nothing is charged', async () => {
    const riley = await memberOf('renew@demo.club');
    await inMinimumTerm(riley.id);
    const userId = (await call(as.renew, 'GET', '/auth/me')).body.payload.userId;
    expect((await call(as.renew, 'POST', '/cancellation', { userId, reason: '' })).body.payload).toMatchObject({ feeCents: FEE });
    const { memberNumber } = riley;
    expect((await call(as.renew, 'DELETE', `/cancellation/${memberNumber}`)).status).toBe(200);
    expect((await feeDebitsOf(riley.id)).map((d) => d.status)).toEqual(['cancelled']);
    await runBillingOn(FEE_DUE);
    expect(await ledgerLike(riley.id, 'Early cancellation fee')).toEqual([]);
    expect((await feeDebitsOf(riley.id)).map((d) => d.status)).toEqual(['cancelled']);
  });

  it('withdrawn on its last day, after that day’s run: nothing was charged and nothing is', async () => {
    const jordan = await memberOf('renew@demo.club');
    await inMinimumTerm(jordan.id);
    const userId = (await call(as.renew, 'GET', '/auth/me')).body.payload.userId;
    const done = await call(as.renew, 'POST', '/cancellation', { userId, reason: '' });
    expect(done.body.payload).toMatchObject({ status: 'confirmed', feeCents: FEE });
    const lastDay = done.body.payload.effectiveDate as string;
    await runBillingOn(lastDay);
    expect(await ledgerLike(jordan.id, 'Early cancellation fee')).toEqual([]);
    // A month on, the member signs in again to withdraw it.
    const later = await t.login('renew@demo.club', DEMO_PASSWORD);
    expect((await call(later, 'DELETE', `/cancellation/${jordan.memberNumber}`)).status).toBe(200);
    expect((await feeDebitsOf(jordan.id)).filter((d) => d.agreementId === done.body.payload.id).map((d) => d.status)).toEqual(['cancelled']);
    await runBillingOn(addDays(lastDay, 1));
    expect(await ledgerLike(jordan.id, 'Early cancellation fee')).toEqual([]);
  });

  it('a request (club takes requests only) makes no debit until the ADMIN approves it; approved, it is due the day after the last day', async () => {
    const riley = await memberOf('renew@demo.club');
    await inMinimumTerm(riley.id);
    const [club] = await db().select().from(clubs).where(eq(clubs.id, clubId));
    await db().update(clubs).set({ flags: { ...club!.flags, cancellationRequestOnly: true } }).where(eq(clubs.id, clubId));
    try {
      const userId = (await call(as.renew, 'GET', '/auth/me')).body.payload.userId;
      const asked = await call(as.renew, 'POST', '/cancellation', { userId, reason: '' });
      expect(asked.body.payload).toMatchObject({ status: 'requested', feeCents: FEE });
      expect((await feeDebitsOf(riley.id)).filter((d) => d.agreementId === asked.body.payload.id)).toEqual([]);
      expect((await call(as.admin, 'POST', `/club-console/cancellations/${asked.body.payload.id}/decision`, { decision: 'approve', note: '' })).status).toBe(200);
      const debits = (await feeDebitsOf(riley.id)).filter((d) => d.agreementId === asked.body.payload.id);
      expect(debits.map((d) => [d.agreementKind, d.dueDate, d.amountCents, d.status])).toEqual([['cancellation-fee', addDays(asked.body.payload.effectiveDate, 1), FEE, 'pending']]);
    } finally {
      await db().update(clubs).set({ flags: club!.flags }).where(eq(clubs.id, clubId));
    }
  });

  it('a dependant’s fee is charged to the household’s payer, with the receipt to the payer', async () => {
    const kai = await memberOf('teen@demo.club');
    const morgan = await memberOf('parent@demo.club');
    const { id: _id, ...copy } = await membershipOf((await memberOf('member@demo.club')).id);
    await db().insert(memberships).values({ ...copy, memberId: kai.id, endDate: null, status: 'active' });
    await inMinimumTerm(kai.id);
    const done = await call(as.parent, 'POST', `/household/${kai.memberNumber}/cancellation`, { reason: '', feeCents: 0 });
    expect(done.body.payload).toMatchObject({ status: 'confirmed', feeCents: FEE });
    expect((await feeDebitsOf(kai.id)).map((d) => [d.agreementId, d.dueDate, d.amountCents])).toEqual([[done.body.payload.id, FEE_DUE, FEE]]);
    // The payer sees it among their debits to come, named for the dependant.
    const upcoming = (await call(as.parent, 'GET', '/portal/payments/upcoming')).body.payload as Array<{ description: string }>;
    expect(upcoming.filter((d) => d.description === 'Early cancellation fee for Kai Hale')).toHaveLength(1);
    await runBillingOn(FEE_DUE);
    await runBillingOn(FEE_DUE);
    expect(await ledgerLike(kai.id, 'Early cancellation fee')).toEqual([]);
    const paid = await ledgerLike(morgan.id, 'Early cancellation fee for Kai Hale');
    expect(paid.map((p) => [p.status, p.amountCents])).toEqual([['approved', FEE]]);
    expect(paid[0]!.description).toBe(`Early cancellation fee for Kai Hale (due ${displayDate(FEE_DUE)})`);
    const receipts = await db().select().from(notifications).where(eq(notifications.dedupeKey, `payment-receipt:${paid[0]!.id}`));
    expect(receipts.map((n) => n.memberId)).toEqual([morgan.id]);
    expect((await feeDebitsOf(kai.id)).map((d) => d.status)).toEqual(['paid']);
    expect(await db().select().from(householdDependants).where(eq(householdDependants.memberId, kai.id))).toHaveLength(1);
  });
});

describe('the late-cancel fee of a class', () => {
  async function bookedMember(startsAt: Date) {
    const { schedule, cls } = await createClass(db(), clubId, { startsAt, capacity: 5, feeCents: 1500, name: 'Spin Late' });
    const [m] = await createMembers(t, clubId, 1, 'LC');
    await db().insert(paymentMethods).values({ memberId: m!.id, kind: 'card', cardToken: `tok_sbx_ok_late${m!.id}`, cardBrand: 'Visa', cardLast4: '4242', cardExpiryMonth: 12, cardExpiryYear: 2030, nameOnCard: 'Late Booker' });
    const booked = await call(m!.cookie, 'POST', '/book-gym-session/book', { classScheduleId: schedule.id });
    return { m: m!, schedule, cls, bookingId: booked.body.payload.bookedId as number };
  }

  it('a late cancel is one debit, due today, charged once at the next run; cancelling it again adds none', async () => {
    const [club] = await db().select().from(clubs).where(eq(clubs.id, clubId));
    const { m, schedule, bookingId } = await bookedMember(hoursFromNow(club!.cancellationCutoffHours / 2));
    expect((await call(m.cookie, 'POST', `/bookings/class/${bookingId}/force-cancel`)).body.payload).toBe('success');
    expect((await call(m.cookie, 'POST', `/bookings/class/${bookingId}/force-cancel`)).body.payload).toBe('success');
    const classDay = displayDate(new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_ZONE }).format(schedule.startsAt));
    const debits = await feeDebitsOf(m.id);
    expect(debits.map((d) => [d.agreementKind, d.agreementId, d.dueDate, d.amountCents, d.status, d.description])).toEqual([
      ['late-cancel-fee', bookingId, TODAY, 1500, 'pending', `Late cancellation: Spin Late ${classDay}`],
    ]);
    expect(firstRow(await db().select().from(classBookings).where(eq(classBookings.id, bookingId)), 'booking').feeCents).toBe(1500);
    await runBillingOn(addDays(TODAY, 1));
    await runBillingOn(addDays(TODAY, 1));
    const paid = await ledgerLike(m.id, 'Late cancellation: Spin Late');
    expect(paid.map((p) => [p.status, p.amountCents])).toEqual([['approved', 1500]]);
    expect((await feeDebitsOf(m.id)).map((d) => d.status)).toEqual(['paid']);
  });

  it('a cancel in time makes no debit', async () => {
    const { m, bookingId } = await bookedMember(hoursFromNow(72));
    expect((await call(m.cookie, 'POST', `/bookings/class/${bookingId}/cancel`)).body.payload).toBe('success');
    expect(await feeDebitsOf(m.id)).toEqual([]);
    await runBillingOn(addDays(TODAY, 1));
    expect(await ledgerLike(m.id, 'Late cancellation')).toEqual([]);
  });
});
