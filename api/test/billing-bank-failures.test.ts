// A BECS debit the gateway accepted as pending is counted as collected; when the bank fails it
// days later (Stripe's payment_intent.payment_failed, signed by the SDK), the debit is owed again:
// back on the club's retry schedule, in the staff queue and the member's arrears, and the member
// told with the pay-now link. A forged event changes nothing; a replayed one is handled once; the
// retry that fails again tells the member again. Offline: Stripe's answers are its fixtures.
import { and, asc, eq, like } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/db/seed/demo-logins';
import { billingDebits, memberships, notifications, paymentMethods } from '../src/db/schema';
import { firstRow } from '../src/lib/first-row';
import { memberArrearsCents } from '../src/lib/member-arrears';
import { runClubBilling } from '../src/modules/billing';
import { addDays } from '../src/modules/billing/schedule';
import { failedDebits, retryDebit } from '../src/modules/billing/service';
import { demoClubToday } from './bookings-helpers/fixtures';
import type { TestApp } from './helpers/test-app';
import { call } from './payments-helpers/fixtures';
import { offlineIt, paymentRow, stripeWebhookPoster, withStripeDemoClub } from './payments-helpers/stripe-club';
import { signedWebhook, STRIPE_BECS_TEST_ACCOUNTS, stripeEvent, type StripeTarget } from './payments-helpers/stripe-fixture-server';

let target: StripeTarget;
let t: TestApp;
let clubId: number;
let memberId: number;

withStripeDemoClub((club) => ({ target, t, clubId, memberId } = club));

const db = () => t.handle.db;
const postWebhook = stripeWebhookPoster(() => t);

const debitRow = async (id: number) => firstRow(await db().select().from(billingDebits).where(eq(billingDebits.id, id)), 'debit');
const toldOf = (key: string) => db().select().from(notifications).where(and(eq(notifications.memberId, memberId), like(notifications.dedupeKey, `debit-failed:${key}%`))).orderBy(asc(notifications.id));

describe('a BECS debit pending at the bank that fails days later', () => {
  offlineIt('goes back into arrears on the retry schedule and the member is told; forged and replayed events change nothing more', async () => {
    const server = target.server!;
    // The demo member's bank account, a BECS mandate at Stripe, for an account the bank will close.
    const cookie = await t.login('member@demo.club', DEMO_PASSWORD);
    const setup = await call(t, '/payments/payment-setup', { paymentType: 19, bsbNumber1: '062', bsbNumber2: '000', accountNumber: STRIPE_BECS_TEST_ACCOUNTS.accountClosed, accountName: 'Alex Member' }, { cookie });
    expect(setup.status).toBe(200);
    expect((await db().select().from(paymentMethods).where(eq(paymentMethods.memberId, memberId)))).toContainEqual(expect.objectContaining({ kind: 'direct_debit', isDefault: true }));
    // Her membership falls due today.
    const today = demoClubToday();
    const membership = firstRow(await db().select().from(memberships).where(and(eq(memberships.memberId, memberId), eq(memberships.contractType, 'Direct Debit'))).limit(1), 'membership');
    await db().delete(billingDebits).where(and(eq(billingDebits.agreementId, membership.id), eq(billingDebits.dueDate, today)));
    await db().update(memberships).set({ nextPaymentDate: today }).where(eq(memberships.id, membership.id));
    const arrearsBefore = await memberArrearsCents(db(), memberId);

    await db().transaction((tx) => runClubBilling(tx as never, clubId, { publicOrigin: t.config.publicOrigin }));
    const debit = firstRow(await db().select().from(billingDebits).where(and(eq(billingDebits.agreementId, membership.id), eq(billingDebits.dueDate, today))), 'debit');
    expect(debit).toMatchObject({ status: 'paid', attempts: 1 });
    const payment = await paymentRow(t, debit.lastPaymentId!);
    expect(payment).toMatchObject({ gateway: 'stripe', status: 'pending' });
    const key = `debit:membership:${membership.id}:${today}`;

    const failed = stripeEvent('payment_intent.payment_failed', server.settle(payment.gatewayReference!, 'account_closed'));
    // The attacker: the same failure with a forged signature is refused and changes nothing.
    const forged = await postWebhook(failed, (payload) => signedWebhook(JSON.parse(payload), 'whsec_not_the_club').signature);
    expect(forged.statusCode).toBe(400);
    expect((await debitRow(debit.id)).status).toBe('paid');

    const res = await postWebhook(failed);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.handling).toBe('applied');
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'declined', declineReason: 'The bank account has been closed.' });
    expect(await debitRow(debit.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      firstFailedOn: today,
      nextAttemptOn: addDays(today, 3),
      lastReason: 'The bank account has been closed.',
      settledAt: null,
    });
    expect((await failedDebits(db(), clubId)).map((d) => d.id)).toContain(debit.id);
    expect(await memberArrearsCents(db(), memberId)).toBe(arrearsBefore + debit.amountCents);
    const told = await toldOf(key);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('The bank account has been closed.');
    expect(told[0]!.link).toMatch(/^\/member-payment-overdue\?ref=/);

    // The event replayed (Stripe retries deliveries): handled once, nothing told twice.
    const again = await postWebhook(failed);
    expect(again.json().payload.handling).toBe('duplicate');
    expect(await toldOf(key)).toHaveLength(1);
    expect((await debitRow(debit.id)).status).toBe('failed');

    // Staff retry now: pending at the bank again (collected), then it fails again: told again.
    const retried = await retryDebit(db(), clubId, debit.id, t.config.publicOrigin);
    expect(retried.status).toBe('paid');
    const second = await paymentRow(t, (await debitRow(debit.id)).lastPaymentId!);
    expect(second.id).not.toBe(payment.id);
    expect(second.status).toBe('pending');
    expect((await postWebhook(stripeEvent('payment_intent.payment_failed', server.settle(second.gatewayReference!, 'account_closed')))).statusCode).toBe(200);
    expect(await debitRow(debit.id)).toMatchObject({ status: 'failed', attempts: 2, nextAttemptOn: addDays(today, 7) });
    expect((await toldOf(key)).map((n) => n.dedupeKey)).toEqual([`debit-failed:${key}`, `debit-failed:${key}:2`]);
    // Owed once, whatever the number of tries.
    expect(await memberArrearsCents(db(), memberId)).toBe(arrearsBefore + debit.amountCents);
  });
});
