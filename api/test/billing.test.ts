// Scheduled billing (modules/billing): the daily run makes exactly one debit per agreement and due
// date and collects it through payOnce; a decline is retried on the club's schedule, the member is
// told with the signed pay-now link and listed in the staff queue, and paying through the link
// clears the arrears on every screen. Faults: two runners at once, a run killed after the charge,
// a card that expires between two debits, a member who cancels while a debit is owed. A household
// dependant's debits are charged to the payer's stored method, once, killed or replayed, and the
// receipt and the decline notice are the payer's. Attacks:
// STAFF doing ADMIN's work, another club's ADMIN, a forged amount. Refunds and the finance export
// (which adds up to the ledger). Long: the file walks the clock 45 days on, one club day at a time.
import { parse as parseCsv } from 'csv-parse/sync';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { jobContext } from '../src/app';
import {
  billingDebits,
  householdDependants,
  memberRequests,
  members,
  memberships,
  membershipTypes,
  notifications,
  outbox,
  paymentMethods,
  paymentRefunds,
  payments,
  users,
} from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { pinClock, resetClock } from '../src/lib/clock';
import { clubInstant, localDate } from '../src/lib/club-calendar';
import { firstRow } from '../src/lib/first-row';
import { memberArrearsCents } from '../src/lib/member-arrears';
import { ensureBillingRuns, runClubBilling } from '../src/modules/billing';
import { addDays } from '../src/modules/billing/schedule';
import { BOOKINGS_STOPPED, CARD_EXPIRED, DEBIT_NOT_FOUND, payNowPath } from '../src/modules/billing/service';
import { runDueJobs } from '../src/modules/notifications/jobs';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../src/modules/payments/gateway';
import { setPaymentGateway } from '../src/modules/payments/gateway-registry';
import { SandboxGateway } from '../src/modules/payments/sandbox-gateway';
import { DEMO_ZONE, demoClubId, demoClubToday } from './bookings-helpers/fixtures';
import { expectRefused } from './helpers/expect-refused';
import { demoLogins, type TestApp } from './helpers/test-app';
import { apiCalls } from './helpers/console-api';
import { withTestApp } from './helpers/shared-app';
import { APPROVE, vaultToken } from './payments-helpers/fixtures';
import { pdfText } from './helpers/pdf-text';

/**
 * The sandbox behind a gateway that keeps every charge it was asked for and, like Stripe, answers a
 * repeated Idempotency-Key with the first answer: a charge counts once per key. Armed, it throws
 * right after a charge, as a process killed between the gateway's answer and the commit would.
 */
class LedgerGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly sandbox = new SandboxGateway();
  readonly asked: ChargeRequest[] = [];
  readonly charged = new Map<string, ChargeResult>();
  killAfterCharges = 0;

  tokenize(card: Parameters<PaymentGateway['tokenize']>[0]) {
    return this.sandbox.tokenize(card);
  }

  async charge(req: ChargeRequest): Promise<ChargeResult> {
    this.asked.push(req);
    const result = this.charged.get(req.idempotencyKey) ?? (await this.sandbox.charge(req));
    this.charged.set(req.idempotencyKey, result);
    if (this.killAfterCharges > 0 && --this.killAfterCharges === 0) throw new Error('killed after the charge');
    return result;
  }

  tokenizeBankAccount(account: Parameters<PaymentGateway['tokenizeBankAccount']>[0]) {
    return this.sandbox.tokenizeBankAccount(account);
  }

  confirmStep(reference: string) {
    return this.sandbox.confirmStep(reference);
  }

  refresh(reference: string, confirmation: string) {
    return this.sandbox.refresh(reference, confirmation);
  }

  refund(req: Parameters<NonNullable<PaymentGateway['refund']>>[0]) {
    return this.sandbox.refund(req);
  }

  /** Money moved for a member: approved charges, once per key. */
  approvedFor(memberId: number): number {
    return [...this.charged.entries()].filter(([key, r]) => key.includes(`/member:${memberId}/`) && r.status === 'approved').length;
  }
}

let t: TestApp;
let clubId: number;
let seedToday: string;
const gateway = new LedgerGateway();

withTestApp(async (app) => {
  t = app;
  clubId = await demoClubId(t.handle.db);
  seedToday = demoClubToday();
  setPaymentGateway(gateway);
  await t.handle.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'lite@demo.club'));
});
afterAll(() => {
  setPaymentGateway(null);
  resetClock();
});

const db = () => t.handle.db;
let day = 0;

/** The club's day `n` after the seed, at noon: the job table runs what is due (the billing run among it). */
async function runDay(n: number): Promise<void> {
  day = n;
  pinClock(clubInstant(addDays(seedToday, n), '12:00', DEMO_ZONE));
  await ensureBillingRuns(db());
  await runDueJobs(db(), jobContext(t.config), { limit: 1000 });
}

const call = apiCalls(() => t);

async function memberByNumber(memberNumber: string) {
  return firstRow(await db().select().from(members).where(and(eq(members.clubId, clubId), eq(members.memberNumber, memberNumber))), memberNumber);
}

async function membershipOf(memberId: number) {
  return firstRow(await db().select().from(memberships).where(eq(memberships.memberId, memberId)).orderBy(asc(memberships.id)), 'membership');
}

async function debitsOf(memberId: number) {
  return db().select().from(billingDebits).where(eq(billingDebits.memberId, memberId)).orderBy(asc(billingDebits.dueDate), asc(billingDebits.id));
}

async function debitPayments(memberId: number) {
  return db()
    .select()
    .from(payments)
    .where(and(eq(payments.memberId, memberId), eq(payments.kind, 'direct_debit'), like(payments.description, '%(due %')))
    .orderBy(asc(payments.id));
}

let seq = 0;
/** A member of the demo club on a fortnightly direct debit due today, paying with `method`. */
async function debitMember(method: { token?: string; expiry?: [number, number]; bank?: string } | null, amountCents = 2500) {
  seq += 1;
  const number = `BIL${process.pid % 1000}${seq}`;
  const member = firstRow(await db().insert(members).values({ clubId, memberNumber: number, barcode: `B${number}`, firstName: `Bill${seq}`, lastName: 'Payer', email: `${number.toLowerCase()}@billing.test` }).returning(), 'member');
  const type = firstRow(await db().select().from(membershipTypes).where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.paymentFrequency, 'fortnightly'), eq(membershipTypes.isDirectDebit, true))).limit(1), 'fortnightly type');
  await db().insert(memberships).values({
    memberId: member.id, membershipTypeId: type.id, contractType: 'Direct Debit', status: 'active', startDate: demoClubToday(), paymentStartDate: demoClubToday(),
    nextPaymentDate: demoClubToday(), nextPaymentAmountCents: amountCents, expiryDate: addDays(demoClubToday(), 365),
  });
  if (method?.bank) {
    await db().insert(paymentMethods).values({ memberId: member.id, kind: 'direct_debit', accountName: 'Bill Payer', accountNumber: method.bank, accountNumberLast3: method.bank.slice(-3), bsb: '062-000', gatewayToken: method.bank === '000111111' ? 'tok_sbx_bankfail_closed' : `tok_sbx_ok_bank${method.bank}` });
  } else if (method?.token) {
    const [month, year] = method.expiry ?? [12, Number(demoClubToday().slice(0, 4)) + 2];
    await db().insert(paymentMethods).values({ memberId: member.id, kind: 'card', cardToken: method.token, cardBrand: 'Visa', cardLast4: '4242', cardExpiryMonth: month, cardExpiryYear: year, nameOnCard: 'Bill Payer' });
  }
  return member;
}

/** One billing run of the club in its own transaction, as one API instance's job would do it. */
const runOnce = () => db().transaction((tx) => runClubBilling(tx as never, clubId, { publicOrigin: t.config.publicOrigin }));

describe('45 days on: one debit per due date, declines retried on schedule and told', () => {
  it('collects the demo member once per due date and moves the next payment date into the future', async () => {
    const alex = await memberByNumber('100001');
    const jamie = await memberByNumber('100101');
    const first = (await membershipOf(alex.id)).nextPaymentDate!;
    expect(first > seedToday).toBe(true);
    // The seed's own run declined Jamie's card today (day 0): she is told and queued already.
    expect((await debitsOf(jamie.id)).map((d) => [d.status, d.attempts])).toEqual([['failed', 1]]);

    for (let n = 1; n <= 45; n += 1) await runDay(n);

    const dues = [first, addDays(first, 14), addDays(first, 28)].filter((d) => d <= demoClubToday());
    const alexDebits = (await debitsOf(alex.id)).filter((d) => d.agreementKind === 'membership');
    expect(alexDebits.map((d) => [d.dueDate, d.status, d.attempts])).toEqual(dues.map((d) => [d, 'paid', 1]));
    expect((await debitPayments(alex.id)).filter((p) => p.status === 'approved')).toHaveLength(dues.length);
    expect((await membershipOf(alex.id)).nextPaymentDate! > demoClubToday()).toBe(true);
    expect(gateway.approvedFor(alex.id)).toBe(dues.length);
  });

  it('retried the declining card 3, 7 and 14 days after the first decline, then stopped; her pay-now link shows the debit', async () => {
    const jamie = await memberByNumber('100101');
    const due = addDays(seedToday, -3).split('-').reverse().join('/');
    const attempts = (await debitPayments(jamie.id)).filter((p) => p.description!.includes(`(due ${due})`));
    expect(attempts.map((p) => localDate(p.createdAt, DEMO_ZONE))).toEqual([0, 3, 7, 14].map((n) => addDays(seedToday, n)));
    expect(attempts.map((p) => p.status)).toEqual(['declined', 'declined', 'declined', 'declined']);
    // Each attempt settles the one before: only the newest counts as owed.
    expect(attempts.filter((p) => p.retriedByPaymentId === null)).toHaveLength(1);
    const [debit] = (await debitsOf(jamie.id)).filter((d) => d.dueDate === addDays(seedToday, -3));
    expect(debit).toMatchObject({ status: 'exhausted', attempts: 4, lastReason: 'Your card was declined.' });
    // Her later debits declined too: she owes each once, whatever the number of tries.
    const open = (await debitsOf(jamie.id)).filter((d) => d.status === 'failed' || d.status === 'exhausted');
    const owed = open.reduce((sum, d) => sum + d.amountCents, 0);
    expect(await memberArrearsCents(db(), jamie.id)).toBe(owed);

    // Her link (the seed's run tells nobody; the link is the one a notice carries) shows what she owes.
    const detail = await call(null, 'GET', `/public${payNowPath('100101')}`);
    expect(detail.status).toBe(200);
    expect(detail.body.payload.items).toHaveLength(open.length);
    expect(detail.body.payload.totalCents).toBe(owed);
  });

  it('told her on every declined retry, not only the first, each with the pay-now link; a run again tells nobody twice', async () => {
    const jamie = await memberByNumber('100101');
    const [debit] = (await debitsOf(jamie.id)).filter((d) => d.dueDate === addDays(seedToday, -3));
    const key = `debit:${debit!.agreementKind}:${debit!.agreementId}:${debit!.dueDate}`;
    const toldOf = () => db().select().from(notifications).where(like(notifications.dedupeKey, `debit-failed:${key}%`)).orderBy(asc(notifications.id));
    // The seed's run (day 0) tells nobody; the retries on days 3, 7 and 14 each tell her.
    const told = await toldOf();
    expect(told.map((n) => n.dedupeKey)).toEqual([2, 3, 4].map((a) => `debit-failed:${key}:${a}`));
    for (const n of told) {
      expect(n.title).toMatch(/^Direct debit declined/);
      expect(n.link).toMatch(/^\/member-payment-overdue\?ref=/);
    }
    expect(told[0]!.body).toContain('We will try again on');
    expect(told.at(-1)!.body).not.toContain('We will try again on');
    await runOnce();
    expect(await toldOf()).toHaveLength(3);
  });

  it('lists the member in the staff queue (who, how much, how many tries, last reason)', async () => {
    const as = await demoLogins(t, 'staff');
    const queue = await call(as.staff, 'GET', '/club-console/billing/failed');
    expect(queue.status).toBe(200);
    const jamie = queue.body.payload.find((d: { memberNumber: string }) => d.memberNumber === '100101');
    expect(jamie).toMatchObject({ memberName: 'Jamie Filler', attempts: 4, lastReason: 'Your card was declined.', status: 'exhausted' });
    // Fillers without a payment method are queued with the reason, not charged.
    expect(queue.body.payload.some((d: { lastReason: string }) => d.lastReason === 'No payment method on file.')).toBe(true);
  });
});

describe('a declined debit of the demo member, and paying it through the link', () => {
  it('shows the arrears on the dashboard and /membership, stops bookings when the club says so, and paying through the link clears them', async () => {
    const alex = await memberByNumber('100001');
    // Alex's card now declines.
    await db().update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.memberId, alex.id));
    await db().insert(paymentMethods).values({ memberId: alex.id, kind: 'card', cardToken: 'tok_sbx_declined_alex', cardBrand: 'Visa', cardLast4: '0002', cardExpiryMonth: 12, cardExpiryYear: Number(demoClubToday().slice(0, 4)) + 2, nameOnCard: 'Alex Morgan' });
    const due = (await membershipOf(alex.id)).nextPaymentDate!;
    const daysToDue = Math.round((Date.parse(due) - Date.parse(seedToday)) / 86_400_000);
    await runDay(daysToDue);
    const [debit] = (await debitsOf(alex.id)).filter((d) => d.dueDate === due && d.agreementKind === 'membership');
    expect(debit).toMatchObject({ status: 'failed', attempts: 1, nextAttemptOn: addDays(due, 3) });
    const told = await db().select().from(notifications).where(and(eq(notifications.memberId, alex.id), like(notifications.dedupeKey, 'debit-failed:%')));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(payNowPath('100001'));

    // Told at once: in-app and an e-mail with the pay-now link.
    const mails = await db().select().from(outbox).where(eq(outbox.toAddress, 'member@demo.club'));
    expect(mails.some((m) => (m.subject ?? '').includes('Direct debit declined') && m.bodyText.includes('/member-payment-overdue?ref='))).toBe(true);

    const as = await demoLogins(t, 'member', 'admin');
    const owed = await memberArrearsCents(db(), alex.id);
    expect(owed).toBeGreaterThanOrEqual(debit!.amountCents);
    expect((await call(as.member, 'GET', '/portal/home')).body.payload.outstanding.amountCents).toBe(owed);
    expect((await call(as.member, 'GET', '/membership/100001')).body.payload.overdueCents).toBe(owed);

    const stop = await call(as.admin, 'PUT', '/club-console/billing/settings', { retryDays: [3, 7, 14], stopBookingsAfter: 1 });
    expect(stop.status).toBe(200);
    expectRefused(await call(as.member, 'POST', '/book-gym-session/book', { classScheduleId: 1 }), 403, BOOKINGS_STOPPED);

    const card = await vaultToken(t, APPROVE, 'Alex Morgan');
    const ref = decodeURIComponent(/ref=([^&\s]+)/.exec(firstRow(await db().select().from(notifications).where(and(eq(notifications.memberId, alex.id), like(notifications.dedupeKey, 'debit-failed:%'))), 'notice').link!)![1]!);
    const paid = await call(null, 'POST', '/public/member-payment-overdue/pay-now', { ref, ...card }, { 'idempotency-key': 'alex-pays-now' });
    expect(paid.status).toBe(200);
    expect(paid.body.payload.paidCents).toBe(owed);

    expect(await memberArrearsCents(db(), alex.id)).toBe(0);
    expect((await call(as.member, 'GET', '/portal/home')).body.payload.outstanding).toBeNull();
    expect((await call(as.member, 'GET', '/membership/100001')).body.payload.overdueCents).toBe(0);
    const queue = await call(as.admin, 'GET', '/club-console/billing/failed');
    expect(queue.body.payload.filter((d: { memberNumber: string }) => d.memberNumber === '100001')).toEqual([]);
    expect((await call(as.member, 'POST', '/book-gym-session/book', { classScheduleId: 1 })).body.errors.message).not.toBe(BOOKINGS_STOPPED);
    await call(as.admin, 'PUT', '/club-console/billing/settings', { retryDays: [3, 7, 14], stopBookingsAfter: null });

    // The retry day comes: nothing is charged again, the debit reads as paid.
    const before = gateway.asked.length;
    await runDay(daysToDue + 3);
    expect(gateway.asked.filter((c) => c.idempotencyKey.includes(`/member:${alex.id}/`)).length).toBe(gateway.asked.slice(0, before).filter((c) => c.idempotencyKey.includes(`/member:${alex.id}/`)).length);
    expect((await debitsOf(alex.id)).find((d) => d.id === debit!.id)!.status).toBe('paid');
  });
});

describe('faults: nothing charged twice, nothing lost', () => {
  it('two runners at once (two instances, the job table and a direct run) charge each debit once', async () => {
    const payers = await Promise.all([1, 2, 3, 4].map(() => debitMember({ bank: '11223344' })));
    await Promise.all([runOnce(), runOnce(), runDueJobs(db(), jobContext(t.config)), runDueJobs(db(), jobContext(t.config))]);
    for (const m of payers) {
      expect((await debitsOf(m.id)).map((d) => d.status)).toEqual(['paid']);
      expect((await debitPayments(m.id)).map((p) => p.status)).toEqual(['approved']);
      expect(gateway.approvedFor(m.id)).toBe(1);
    }
  });

  it('a run killed right after a charge rolls back and, run again, asks the gateway under the same key', async () => {
    const payers = await Promise.all([1, 2, 3].map(() => debitMember({ token: 'tok_sbx_ok_killed' })));
    const asked = gateway.asked.length;
    gateway.killAfterCharges = 2;
    await expect(runOnce()).rejects.toThrow('killed after the charge');
    // Rolled back: no debit, no ledger row, the next payment date not moved.
    for (const m of payers) expect(await debitsOf(m.id)).toEqual([]);
    await runOnce();
    for (const m of payers) {
      expect((await debitsOf(m.id)).map((d) => d.status)).toEqual(['paid']);
      expect(await debitPayments(m.id)).toHaveLength(1);
      // The gateway was asked twice for one of them, under one key: one charge.
      expect(gateway.approvedFor(m.id)).toBe(1);
    }
    const keys = gateway.asked.slice(asked).map((c) => c.idempotencyKey);
    expect(keys.length).toBeGreaterThan(new Set(keys).size);
  });

  it('a card that expires between two debits: the second is not sent to the gateway, it fails with the reason and is queued', async () => {
    const [month, year] = [Number(demoClubToday().slice(5, 7)), Number(demoClubToday().slice(0, 4))];
    const m = await debitMember({ token: 'tok_sbx_ok_expiring', expiry: [month, year] });
    await runOnce();
    expect((await debitsOf(m.id)).map((d) => d.status)).toEqual(['paid']);
    // Two fortnights on, the card's month is over.
    await runDay(day + 28);
    const debits = await debitsOf(m.id);
    expect(debits.slice(1).every((d) => d.status === 'failed' && d.lastReason === CARD_EXPIRED)).toBe(true);
    expect(gateway.approvedFor(m.id)).toBe(1);
    expect(gateway.asked.filter((c) => c.idempotencyKey.includes(`/member:${m.id}/`))).toHaveLength(1);
  });

  it('a member who cancels while a debit is owed: it is still retried, nothing falls due after the effective date', async () => {
    const m = await debitMember({ token: 'tok_sbx_declined_canceller' });
    await runOnce();
    const [owed] = await debitsOf(m.id);
    expect(owed).toMatchObject({ status: 'failed', attempts: 1 });
    const effective = addDays(demoClubToday(), 2);
    await db().insert(memberRequests).values({ clubId, memberId: m.id, kind: 'cancellation', firstName: 'Bill', lastName: 'Payer', email: 'x@billing.test', fromDate: effective, reason: 'Moving away' });
    // A debit made for after the effective date (e.g. by a run before the request) is not collected.
    await db().insert(billingDebits).values({ clubId, memberId: m.id, agreementKind: 'membership', agreementId: (await membershipOf(m.id)).id, dueDate: addDays(demoClubToday(), 2), amountCents: 2500, description: 'Membership direct debit - late' });
    // The card is replaced; the retry (3 days on) collects what was owed.
    await db().update(paymentMethods).set({ cardToken: 'tok_sbx_ok_canceller' }).where(eq(paymentMethods.memberId, m.id));
    await runDay(day + 3);
    const after = await debitsOf(m.id);
    expect(after.map((d) => [d.dueDate, d.status])).toEqual([
      [owed!.dueDate, 'paid'],
      [effective, 'cancelled'],
    ]);
    expect((await membershipOf(m.id)).nextPaymentDate).toBeNull();
    expect(gateway.approvedFor(m.id)).toBe(1);
  });

  it('a bank account that cannot be debited is declined and queued; the debit is unique whatever runs again', async () => {
    const m = await debitMember({ bank: '000111111' });
    await runOnce();
    await runOnce();
    const debits = await debitsOf(m.id);
    expect(debits.map((d) => [d.status, d.attempts, d.lastReason])).toEqual([['failed', 1, 'The bank account could not be debited.']]);
  });
});

describe('a household dependant: the payer pays their debits', () => {
  /** A payer paying with `token` (on a debit of their own too) and their dependant, who has no method. */
  async function household(token: string) {
    const payer = await debitMember({ token });
    const dependant = await debitMember(null, 1800);
    await db().insert(householdDependants).values({ clubId, payerMemberId: payer.id, memberId: dependant.id });
    return { payer, dependant, forDependant: ` for ${dependant.firstName} ${dependant.lastName} (due ` };
  }

  it('charges the payer’s stored card once, even when the run is killed after the charge and run again; the receipt is the payer’s', async () => {
    const { payer, dependant, forDependant } = await household('tok_sbx_ok_household');
    const asked = gateway.asked.length;
    gateway.killAfterCharges = 2;
    await expect(runOnce()).rejects.toThrow('killed after the charge');
    expect(await debitsOf(dependant.id)).toEqual([]);
    await runOnce();
    await runOnce();

    // The debit is the dependant's; the ledger row is the payer's, named for the dependant.
    expect((await debitsOf(dependant.id)).map((d) => [d.status, d.attempts])).toEqual([['paid', 1]]);
    expect(await debitPayments(dependant.id)).toEqual([]);
    const paid = (await debitPayments(payer.id)).filter((p) => p.description!.includes(forDependant));
    expect(paid.map((p) => [p.status, p.amountCents, p.cardLast4])).toEqual([['approved', 1800, '4242']]);
    // Under the debit's own key, to the payer's card: asked again after the kill, charged once.
    const forIt = gateway.asked.slice(asked).filter((c) => c.idempotencyKey.includes(`/member:${dependant.id}/`));
    expect(forIt.length).toBeGreaterThan(0);
    expect(new Set(forIt.map((c) => c.token))).toEqual(new Set(['tok_sbx_ok_household']));
    expect(gateway.approvedFor(dependant.id)).toBe(1);
    const receipts = await db().select().from(notifications).where(eq(notifications.dedupeKey, `payment-receipt:${paid[0]!.id}`));
    expect(receipts.map((n) => [n.memberId, n.body.includes(forDependant.split(' (')[0]!)])).toEqual([[payer.id, true]]);
  });

  it('a declined debit: the payer is told with their own pay-now link, which lists it; the dependant is queued', async () => {
    const { payer, dependant, forDependant } = await household('tok_sbx_declined_household');
    await runOnce();
    const [debit] = await debitsOf(dependant.id);
    expect(debit).toMatchObject({ status: 'failed', attempts: 1, lastReason: 'Your card was declined.' });
    const told = await db().select().from(notifications).where(eq(notifications.dedupeKey, `debit-failed:debit:membership:${debit!.agreementId}:${debit!.dueDate}`));
    expect(told.map((n) => [n.memberId, n.link])).toEqual([[payer.id, payNowPath(payer.memberNumber)]]);
    const detail = await call(null, 'GET', `/public${payNowPath(payer.memberNumber)}`);
    expect(detail.body.payload.items.filter((i: { description: string }) => i.description.includes(forDependant))).toHaveLength(1);
    const as = await demoLogins(t, 'staff');
    const queue = await call(as.staff, 'GET', '/club-console/billing/failed');
    expect(queue.body.payload.filter((d: { memberNumber: string }) => d.memberNumber === dependant.memberNumber)).toHaveLength(1);
  });
});

describe('the staff queue: retry now, waive, a payment at the desk; and what is refused', () => {
  let failed: { id: number; memberId: number; amountCents: number };

  beforeAll(async () => {
    const m = await debitMember({ token: 'tok_sbx_declined_queue' }, 3300);
    await runOnce();
    failed = firstRow(await debitsOf(m.id), 'failed debit');
  });

  it('STAFF may not change the settings, refund or export; a member may not see the queue', async () => {
    const as = await demoLogins(t, 'staff', 'member');
    expect((await call(as.staff, 'PUT', '/club-console/billing/settings', { retryDays: [1], stopBookingsAfter: null })).status).toBe(403);
    expect((await call(as.staff, 'GET', '/club-console/billing/settings')).status).toBe(403);
    const anyPayment = firstRow(await db().select().from(payments).where(and(eq(payments.clubId, clubId), eq(payments.status, 'approved'))).limit(1), 'payment');
    expect((await call(as.staff, 'POST', `/club-console/billing/payments/${anyPayment.id}/refund`, { amountCents: 100, reason: 'x' }, { 'idempotency-key': 'staff-refund' })).status).toBe(403);
    expect((await call(as.staff, 'GET', `/club-console/billing/finance-export?from=${demoClubToday()}&to=${demoClubToday()}`)).status).toBe(403);
    expect((await call(as.member, 'GET', '/club-console/billing/failed')).status).toBe(403);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, 'staff-refund'))).toEqual([]);
  });

  it('the ADMIN sees which gateway takes the money (read-only, never a key); STAFF and members do not', async () => {
    const as = await demoLogins(t, 'admin', 'staff', 'member');
    const res = await call(as.admin, 'GET', '/club-console/billing/gateway');
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ gateway: 'sandbox', serverConfigured: true, testMode: true });
    expect((await call(as.staff, 'GET', '/club-console/billing/gateway')).status).toBe(403);
    expect((await call(as.member, 'GET', '/club-console/billing/gateway')).status).toBe(403);
    // No route changes it: the gateway is configuration.
    expect((await call(as.admin, 'PUT', '/club-console/billing/gateway', { gateway: 'stripe' })).status).toBe(404);
  });

  it("another club's ADMIN cannot retry, waive, settle or refund this club's debits and payments (404)", async () => {
    const other = await t.login('lite@demo.club', DEMO_PASSWORD);
    for (const action of ['retry', 'waive', 'desk-payment']) {
      expectRefused(await call(other, 'POST', `/club-console/billing/debits/${failed.id}/${action}`), 404, DEBIT_NOT_FOUND);
    }
    const theirs = await call(other, 'GET', '/club-console/billing/failed');
    expect(theirs.body.payload.some((d: { id: number }) => d.id === failed.id)).toBe(false);
    const payment = firstRow(await db().select().from(payments).where(and(eq(payments.clubId, clubId), eq(payments.status, 'approved'))).limit(1), 'payment');
    expect((await call(other, 'POST', `/club-console/billing/payments/${payment.id}/refund`, { amountCents: 100, reason: 'x' }, { 'idempotency-key': 'other-refund' })).status).toBe(404);
  });

  it('retry now charges the debit its own amount, whatever the request says; a desk payment records its own amount', async () => {
    const as = await demoLogins(t, 'staff');
    const retried = await call(as.staff, 'POST', `/club-console/billing/debits/${failed.id}/retry`, { amountCents: 1 });
    expect(retried.status).toBe(200);
    expect(retried.body.payload.status).toBe('failed');
    const tries = await debitPayments(failed.memberId);
    expect(tries.map((p) => p.amountCents)).toEqual([3300, 3300]);

    const desk = await call(as.staff, 'POST', `/club-console/billing/debits/${failed.id}/desk-payment`, { amountCents: 1 });
    expect(desk.status).toBe(200);
    const [row] = await db().select().from(payments).where(and(eq(payments.memberId, failed.memberId), eq(payments.gateway, 'desk')));
    expect(row).toMatchObject({ amountCents: 3300, status: 'approved' });
    expect(await memberArrearsCents(db(), failed.memberId)).toBe(0);
    expectRefused(await call(as.staff, 'POST', `/club-console/billing/debits/${failed.id}/waive`), 409, 'This debit is not owed any more.');
  });

  it('waive: nothing owed any more, nothing charged', async () => {
    const m = await debitMember({ token: 'tok_sbx_declined_waive' }, 1800);
    await runOnce();
    const [debit] = await debitsOf(m.id);
    const as = await demoLogins(t, 'staff');
    expect((await call(as.staff, 'POST', `/club-console/billing/debits/${debit!.id}/waive`)).status).toBe(200);
    expect(await memberArrearsCents(db(), m.id)).toBe(0);
    expect((await debitsOf(m.id))[0]!.status).toBe('waived');
    expect(gateway.approvedFor(m.id)).toBe(0);
  });

  it('ADMIN settings: bad retry days are refused on their field', async () => {
    const as = await demoLogins(t, 'admin');
    await call(as.admin, 'PUT', '/club-console/billing/settings', { retryDays: [3, 7, 14], stopBookingsAfter: null });
    const bad = await call(as.admin, 'PUT', '/club-console/billing/settings', { retryDays: [7, 3], stopBookingsAfter: null });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.field).toBe('retryDays');
    expect((await call(as.admin, 'GET', '/club-console/billing/settings')).body.payload).toEqual({ retryDays: [3, 7, 14], stopBookingsAfter: null });
  });
});

describe('refunds and the finance export', () => {
  it("a refund shows on the member's /payments row and receipt; the member cannot refund herself", async () => {
    const as = await demoLogins(t, 'admin', 'member');
    const alex = await memberByNumber('100001');
    const [paid, other] = (await debitPayments(alex.id)).filter((p) => p.status === 'approved');
    const refund = (cookie: string, amountCents: number, key: string) =>
      call(cookie, 'POST', `/club-console/billing/payments/${paid!.id}/refund`, { amountCents, reason: 'Pool closed' }, { 'idempotency-key': key });
    // The attacker: the member herself (and a forged amount) is refused; nothing shows.
    expect((await refund(as.member, 100, 'self-refund')).status).toBe(403);
    expect((await call(as.member, 'GET', '/portal/payments')).body.payload.find((p: { id: number }) => p.id === paid!.id).refundedCents).toBe(0);
    expect((await refund(as.admin, 700, 'alex-refund-1')).status).toBe(200);
    // Replayed: one refund.
    expect((await refund(as.admin, 700, 'alex-refund-1')).body.payload.refundedCents).toBe(700);
    const history = (await call(as.member, 'GET', '/portal/payments')).body.payload as Array<{ id: number; refundedCents: number; receiptUrl: string }>;
    const row = history.find((p) => p.id === paid!.id)!;
    expect(row.refundedCents).toBe(700);
    expect(history.find((p) => p.id === other!.id)!.refundedCents).toBe(0);
    const pdf = await t.app.inject({ method: 'GET', url: row.receiptUrl, headers: { cookie: as.member } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Pool closed');
    expect(text).toContain('-$7.00');
    expect(text).toContain(`Net paid: $${((paid!.amountCents - 700) / 100).toFixed(2)}`);
  });

  it('refunds part of a payment once per key, never more than is left, and the export adds up to the ledger', async () => {
    const as = await demoLogins(t, 'admin');
    const m = await debitMember({ bank: '55554444' }, 4400);
    await runOnce();
    const [paid] = (await debitPayments(m.id)).filter((p) => p.status === 'approved');
    const refund = (amountCents: number, key: string, reason = 'Gym closed for a week') =>
      call(as.admin, 'POST', `/club-console/billing/payments/${paid!.id}/refund`, { amountCents, reason }, { 'idempotency-key': key });
    const first = await refund(1000, 'refund-1', '=SUM(A1:A9)');
    expect(first.status).toBe(200);
    expect(first.body.payload).toMatchObject({ amountCents: 1000, status: 'approved', refundedCents: 1000 });
    expect((await refund(1000, 'refund-1', '=SUM(A1:A9)')).body.payload.refundId).toBe(first.body.payload.refundId);
    const over = await refund(3401, 'refund-2');
    expect(over.status).toBe(400);
    expect(over.body.errors.field).toBe('amountCents');
    expect((await refund(3400, 'refund-3')).body.payload.refundedCents).toBe(4400);

    const from = seedToday;
    const to = demoClubToday();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/club-console/billing/finance-export?from=${from}&to=${to}`, headers: { cookie: as.admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    // The blank line before the totals is dropped.
    const lines: string[][] = parseCsv(res.body, { skip_empty_lines: true, relax_column_count: true });
    const cents = (v: string) => Math.round(Number(v) * 100);
    const body = lines.slice(1).filter((l) => !l[0]!.startsWith('Total') && l[0] !== 'Net');
    const sumOf = (types: string[]) => body.filter((l) => types.includes(l[1]!)).reduce((s, l) => s + cents(l[6]!), 0);

    const [start] = [clubInstant(from, '00:00', DEMO_ZONE)];
    const ledger = (await db().execute(sql`select coalesce(sum(amount_cents), 0)::int as n from payments where club_id = ${clubId} and status = 'approved' and created_at >= ${start.toISOString()}::timestamptz`)) as unknown as { rows: { n: number }[] };
    const refunds = (await db().execute(sql`select coalesce(sum(amount_cents), 0)::int as n from payment_refunds where club_id = ${clubId} and status = 'approved'`)) as unknown as { rows: { n: number }[] };
    expect(sumOf(['Payment', 'Desk payment', 'Waiver'])).toBe(Number(ledger.rows[0]!.n));
    expect(sumOf(['Refund'])).toBe(Number(refunds.rows[0]!.n));
    const total = lines.find((l) => l[0] === 'Total payments')!;
    expect(cents(total[6]!)).toBe(Number(ledger.rows[0]!.n));
    const net = lines.find((l) => l[0] === 'Net')!;
    expect(cents(net[6]!)).toBe(Number(ledger.rows[0]!.n) - Number(refunds.rows[0]!.n));
    // A cell a spreadsheet would run as a formula is escaped.
    expect(res.body).toContain("'=SUM(A1:A9)");
    expect(res.body).not.toMatch(/(^|,)=SUM/m);
  });
});
