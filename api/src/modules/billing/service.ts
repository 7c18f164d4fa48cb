// Billing's rules: which debits fall due (schedule.ts), collecting each once through payOnce with
// the member's stored card or bank account, the club's retry schedule after a decline, telling the
// member at once with the signed pay-now link, and what staff do with a failed debit (retry now,
// waive, record a payment taken at the desk). Every query is in repo.ts; every charge is payOnce's.
//
// Once per agreement and due date: the debit row's unique key. Once per attempt: the attempt's
// Idempotency-Key (`debit:<kind>:<agreement>:<due date>:<attempt>`, the debit's natural key, not
// its row id, so a run rolled back by a SIGKILL asks the gateway again under the same key).
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { localDate } from '../../lib/club-calendar';
import { HttpError } from '../../lib/http-error';
import { signLink } from '../../lib/signed-links';
import { noticeDebitFailed, noticePaymentReceipt } from '../notifications';
import { chargeableTokenOf, type ChargeTokenResult, payer, payOnce, recordFailedAttempt, recordOffGatewayPayment } from '../payments';
import * as repo from './repo';
import type { DebitRow } from './repo';
import { addDays, type AgreementEnd, dueDatesUpTo, type Frequency, nextRetryOn } from './schedule';

export const OVERDUE_LINK_PURPOSE = 'overdue';
export const DEBIT_PURPOSE = 'membership-debit';
export const NO_PAYMENT_METHOD = 'No payment method on file.';
export const CARD_EXPIRED = 'Your card has expired.';
export const DEBIT_NOT_FOUND = 'Debit not found.';
export const DEBIT_NOT_OWED = 'This debit is not owed any more.';
export const BOOKINGS_STOPPED = 'Bookings are paused because of unpaid direct debits. Please pay the overdue amount to book again.';

/** How many debits one pass locks and collects before it looks again. */
const BATCH = 500;

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

export const debitKey = (d: Pick<DebitRow, 'agreementKind' | 'agreementId' | 'dueDate'>) => `debit:${d.agreementKind}:${d.agreementId}:${d.dueDate}`;

export interface RunResult {
  made: number;
  collected: number;
  declined: number;
}

interface ClubCtx {
  id: number;
  timeZone: string;
  today: string;
  retryDays: number[];
  publicOrigin: string;
  /** Tell members of a decline (the seed's run does not: it runs before the link secrets exist). */
  tell: boolean;
}

async function clubCtx(db: Database, clubId: number, publicOrigin: string, at: Date, tell = true): Promise<ClubCtx | null> {
  const club = await repo.clubZone(db, clubId);
  if (!club) return null;
  const settings = await repo.settingsOf(db, clubId);
  return { id: club.id, timeZone: club.timeZone, today: localDate(at, club.timeZone), retryDays: settings.retryDays, publicOrigin, tell };
}

/**
 * One club's billing run (the daily job's work, inside its transaction): makes every debit due up
 * to the club's today, collects them and the retries that are due. Runs again after downtime
 * catch up, since the schedule walks from each agreement's next payment date.
 */
export async function runClubBilling(db: Database, clubId: number, opts: { publicOrigin?: string; now?: Date; tell?: boolean } = {}): Promise<RunResult> {
  const ctx = await clubCtx(db, clubId, opts.publicOrigin ?? '', opts.now ?? clockNow(), opts.tell ?? true);
  if (!ctx) return { made: 0, collected: 0, declined: 0 };
  const made = await makeDueDebits(db, ctx);
  let collected = 0;
  let declined = 0;
  // Each collection moves its debit out of the collectable set; `seen` guards against one that would not.
  const seen = new Set<number>();
  for (;;) {
    const batch = (await repo.collectableDebits(db, clubId, ctx.today, BATCH)).filter((d) => !seen.has(d.id));
    if (!batch.length) break;
    for (const debit of batch) {
      seen.add(debit.id);
      const outcome = await collect(db, ctx, debit);
      if (outcome === 'paid') collected += 1;
      if (outcome === 'declined') declined += 1;
    }
  }
  return { made, collected, declined };
}

/** Writes each due debit (memberships, with their recurring extras on the same dates) and moves the next payment date on. */
async function makeDueDebits(db: Database, ctx: ClubCtx): Promise<number> {
  let made = 0;
  for (const m of await repo.dueMemberships(db, ctx.id, ctx.today)) {
    let next = m.nextPaymentDate ?? m.paymentStartDate;
    if (!next) continue;
    // A due date inside a suspension moves past it (suspending already moved the next payment
    // date by the suspended days; this covers a suspension written some other way).
    const suspended = await repo.suspensionOn(db, m.id, next);
    if (suspended) next = addDays(suspended.toDate, 1);
    const end: AgreementEnd = {
      endDate: m.expiryDate,
      cancelFrom: m.cancelFrom,
      // With no end date, the debits stop once the minimum period is paid (none: it goes on).
      remainingPayments: !m.expiryDate && m.minimumPeriod > 0 && m.numberOfPayments ? Math.max(0, m.numberOfPayments - m.made) : null,
    };
    const frequency: Frequency = m.frequency ?? 'monthly';
    const plan = dueDatesUpTo(next, ctx.today, frequency, end, m.paymentStartDate ?? next);
    const rows: repo.NewDebit[] = [];
    for (const due of plan.dues) {
      rows.push({ clubId: ctx.id, memberId: m.memberId, agreementKind: 'membership', agreementId: m.id, dueDate: due, amountCents: m.amountCents, description: `Membership direct debit - ${m.typeName}` });
      for (const s of await repo.recurringSubscriptions(db, m.memberId, due, ctx.timeZone)) {
        rows.push({ clubId: ctx.id, memberId: m.memberId, agreementKind: 'subscription', agreementId: s.id, dueDate: due, amountCents: s.amountCents, description: `Direct debit - ${s.name}` });
      }
      for (const a of await repo.recurringAddons(db, m.memberId, due, ctx.timeZone)) {
        rows.push({ clubId: ctx.id, memberId: m.memberId, agreementKind: 'addon', agreementId: a.id, dueDate: due, amountCents: a.amountCents, description: `Add-on direct debit - ${a.name}` });
      }
    }
    made += await repo.insertDebits(db, rows);
    await repo.setNextPaymentDate(db, m.id, plan.next);
    if (m.cancelFrom) await repo.cancelDebitsFrom(db, 'membership', m.id, m.cancelFrom);
  }
  await repo.clearCancelledNextDates(db, ctx.id);
  return made;
}

type Outcome = 'paid' | 'declined' | 'settled' | 'cancelled';

/** The token to charge: the card's, or the bank account's; or why there is none. */
async function chargeableMethod(db: Database, memberId: number, today: string): Promise<{ token: string } | { reason: string }> {
  const method = await repo.paymentMethodOf(db, memberId);
  if (!method) return { reason: NO_PAYMENT_METHOD };
  // A bank account is charged through its mandate (the gateway's token for it).
  const token = chargeableTokenOf(method);
  if (!token) return { reason: NO_PAYMENT_METHOD };
  if (method.kind === 'direct_debit') return { token };
  // A card is good to the end of its expiry month; one that ran out since the last debit is not sent.
  const expiry = `${method.cardExpiryYear ?? 0}-${String(method.cardExpiryMonth ?? 0).padStart(2, '0')}`;
  if (expiry < today.slice(0, 7)) return { reason: CARD_EXPIRED };
  return { token };
}

/** Collects one locked debit once: its next attempt through payOnce, and what follows from the answer. */
async function collect(db: Database, ctx: ClubCtx, debit: DebitRow): Promise<Outcome> {
  // Paid meanwhile (the pay-now link, /payments' Retry, the desk): nothing to collect.
  if (debit.lastPaymentId !== null && debit.status !== 'pending') {
    const last = await repo.paymentById(db, debit.lastPaymentId);
    if (last?.retriedByPaymentId) {
      await repo.updateDebit(db, debit.id, { status: 'paid', nextAttemptOn: null, lastPaymentId: last.retriedByPaymentId, settledAt: clockNow() });
      return 'settled';
    }
  }
  // The member cancelled before this debit fell due: it is not collected.
  if (debit.status === 'pending') {
    const cancelFrom = await repo.cancellationFrom(db, debit.memberId);
    if (cancelFrom && debit.dueDate >= cancelFrom) {
      await repo.updateDebit(db, debit.id, { status: 'cancelled' });
      return 'cancelled';
    }
  }
  const attempt = debit.attempts + 1;
  const key = `${debitKey(debit)}:${attempt}`;
  const who = payer.member(debit.memberId);
  const method = await chargeableMethod(db, debit.memberId, ctx.today);
  const charge = { amountCents: debit.amountCents, purpose: DEBIT_PURPOSE, description: `${debit.description} (due ${ddmmyyyy(debit.dueDate)})`, memberId: debit.memberId, kind: 'direct_debit' as const };
  const { response: result } = await payOnce<ChargeTokenResult>(
    db,
    { clubId: ctx.id, payer: who, key, route: 'billing: collect a debit', body: { debit: debitKey(debit), attempt, amountCents: debit.amountCents } },
    async (tx, pay) =>
      'token' in method
        ? pay({ ...charge, token: method.token })
        : recordFailedAttempt(tx, { ...charge, clubId: ctx.id, idempotencyKey: `${who}/${key}`, reason: method.reason }),
  );
  // The earlier failed row is followed by this attempt: only the newest one counts as owed.
  if (debit.lastPaymentId !== null) await repo.settlePayment(db, debit.lastPaymentId, result.paymentId);
  // A bank debit the gateway accepted settles days later (its webhook moves the ledger row): collected.
  if (result.status === 'approved' || result.status === 'pending') {
    await repo.updateDebit(db, debit.id, { status: 'paid', attempts: attempt, lastPaymentId: result.paymentId, lastReason: null, nextAttemptOn: null, settledAt: clockNow() });
    await noticePaymentReceipt(db, { clubId: ctx.id, memberId: debit.memberId, reference: result.paymentId, amountCents: debit.amountCents, what: debit.description });
    return 'paid';
  }
  const firstFailedOn = debit.firstFailedOn ?? ctx.today;
  const retryOn = nextRetryOn(firstFailedOn, attempt, ctx.retryDays, ctx.today);
  await repo.updateDebit(db, debit.id, {
    status: retryOn ? 'failed' : 'exhausted',
    attempts: attempt,
    firstFailedOn,
    nextAttemptOn: retryOn,
    lastPaymentId: result.paymentId,
    lastReason: result.message,
  });
  if (!debit.firstFailedOn && ctx.tell) {
    const member = await repo.memberOf(db, debit.memberId);
    if (member) {
      await noticeDebitFailed(db, {
        clubId: ctx.id,
        memberId: debit.memberId,
        debitKey: debitKey(debit),
        amountCents: debit.amountCents,
        what: debit.description,
        reason: result.message,
        retryOn: retryOn ? ddmmyyyy(retryOn) : null,
        payLink: payNowPath(member.memberNumber),
      });
    }
  }
  return 'declined';
}

/** The signed link of the spec's member-payment-overdue page (the member pays or updates the card there). */
export function payNowPath(memberNumber: string): string {
  return `/member-payment-overdue?ref=${encodeURIComponent(signLink(OVERDUE_LINK_PURPOSE, memberNumber))}`;
}

// ---- Staff: the failed-payments queue ---------------------------------------------------------

export interface FailedDebit {
  id: number;
  memberNumber: string;
  memberName: string;
  description: string;
  dueDate: string;
  amountCents: number;
  attempts: number;
  lastReason: string;
  nextAttemptOn: string | null;
  status: 'failed' | 'exhausted';
}

export async function failedDebits(db: Database, clubId: number): Promise<FailedDebit[]> {
  return (await repo.failedQueue(db, clubId)).map(({ d, memberNumber, firstName, lastName }) => ({
    id: d.id,
    memberNumber,
    memberName: `${firstName} ${lastName}`,
    description: d.description,
    dueDate: d.dueDate,
    amountCents: d.amountCents,
    attempts: d.attempts,
    lastReason: d.lastReason ?? '',
    nextAttemptOn: d.nextAttemptOn,
    status: d.status === 'exhausted' ? 'exhausted' : 'failed',
  }));
}

/** An open failed debit of the club, locked; another club's is not found, a settled one is refused. */
async function openDebit(db: Database, clubId: number, id: number): Promise<DebitRow> {
  const debit = await repo.lockDebit(db, clubId, id);
  if (!debit) throw new HttpError(404, DEBIT_NOT_FOUND);
  if (debit.status !== 'failed' && debit.status !== 'exhausted') throw new HttpError(409, DEBIT_NOT_OWED);
  const last = debit.lastPaymentId !== null ? await repo.paymentById(db, debit.lastPaymentId) : undefined;
  if (last?.retriedByPaymentId) throw new HttpError(409, DEBIT_NOT_OWED);
  return debit;
}

export interface DebitActionResult {
  status: DebitRow['status'];
  message: string;
}

/** Retry now: the next attempt at once, the amount the debit's own (whatever a request says). */
export async function retryDebit(db: Database, clubId: number, id: number, publicOrigin: string): Promise<DebitActionResult> {
  return db.transaction(async (tx) => {
    const debit = await openDebit(tx, clubId, id);
    const ctx = await clubCtx(tx, clubId, publicOrigin, clockNow());
    if (!ctx) throw new HttpError(404, DEBIT_NOT_FOUND);
    const outcome = await collect(tx, ctx, debit);
    const after = await repo.lockDebit(tx, clubId, id);
    return { status: after?.status ?? debit.status, message: outcome === 'paid' ? 'The debit was collected.' : `The debit was declined again: ${after?.lastReason ?? ''}` };
  });
}

/** The club lets a failed debit go: a zero ledger row settles it, so nothing is owed any more. */
export async function waiveDebit(db: Database, clubId: number, id: number): Promise<DebitActionResult> {
  return settleOffGateway(db, clubId, id, 'waiver');
}

/** A payment taken at the desk for a failed debit: on the ledger for the debit's amount. */
export async function deskPayment(db: Database, clubId: number, id: number): Promise<DebitActionResult> {
  return settleOffGateway(db, clubId, id, 'desk');
}

async function settleOffGateway(db: Database, clubId: number, id: number, how: 'desk' | 'waiver'): Promise<DebitActionResult> {
  return db.transaction(async (tx) => {
    const debit = await openDebit(tx, clubId, id);
    const paymentId = await recordOffGatewayPayment(tx, {
      clubId,
      memberId: debit.memberId,
      amountCents: how === 'desk' ? debit.amountCents : 0,
      gateway: how,
      purpose: how === 'desk' ? 'desk-payment' : 'debit-waived',
      description: `${how === 'desk' ? 'Paid at the desk' : 'Waived'}: ${debit.description} (due ${ddmmyyyy(debit.dueDate)})`,
      idempotencyKey: `${payer.member(debit.memberId)}/${debitKey(debit)}:${how}`,
    });
    if (debit.lastPaymentId !== null) await repo.settlePayment(tx, debit.lastPaymentId, paymentId);
    await repo.updateDebit(tx, debit.id, { status: how === 'desk' ? 'paid' : 'waived', nextAttemptOn: null, lastPaymentId: paymentId, settledAt: clockNow() });
    return { status: how === 'desk' ? 'paid' : 'waived', message: how === 'desk' ? 'The desk payment was recorded.' : 'The debit was waived.' };
  });
}

/** Null, or why the member may not book (the club stops bookings after N failed debits). */
export async function bookingStop(db: Database, clubId: number, memberId: number): Promise<string | null> {
  const { stopBookingsAfter } = await repo.settingsOf(db, clubId);
  if (stopBookingsAfter === null) return null;
  return (await repo.openFailedCount(db, memberId)) >= stopBookingsAfter ? BOOKINGS_STOPPED : null;
}

export { settingsOf } from './repo';
