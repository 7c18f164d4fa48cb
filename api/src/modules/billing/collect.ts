// Collecting debits: each one once through payOnce (its natural key is the attempt's
// Idempotency-Key), and what follows from the gateway's answer: paid with a receipt, or declined
// onto the club's retry schedule with the member told at once, on every declined attempt, with the
// signed pay-now link. A day's fresh debits go through payBatchOnce, a batch at a time (the same
// keys and ledger rows in a handful of statements); retries and the odd cases go one by one.
// A household dependant's debit stays theirs (its key, its row, their bookings stop), but their
// payer pays it (payersFor): the payer's stored method, the payer's ledger row, receipt and notice.
import type { Database } from '../../db/client';
import { ONE_OFF_KINDS } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { localDate } from '../../lib/club-calendar';
import { type PayerOfMember, payersFor } from '../../lib/household-payer';
import { signLink } from '../../lib/signed-links';
import { type DebitFailedNotice, noticeDebitFailed, noticeDebitsFailed, noticePaymentReceipt, noticePaymentReceipts } from '../notifications';
import { type BatchPayment, chargeableTokenOf, type ChargeTokenResult, payBatchOnce, payer, payOnce, recordFailedAttempt } from '../payments';
import * as batch from './batch-repo';
import * as repo from './repo';
import type { DebitRow } from './repo';
import { nextRetryOn } from './schedule';

export const OVERDUE_LINK_PURPOSE = 'overdue';
export const DEBIT_PURPOSE = 'membership-debit';
export const NO_PAYMENT_METHOD = 'No payment method on file.';
export const CARD_EXPIRED = 'Your card has expired.';

/** A one-off fee (an early cancellation's, a late cancel's): a cancellation ends agreements, not fees. */
const isFee = (debit: DebitRow) => (ONE_OFF_KINDS as readonly string[]).includes(debit.agreementKind);

export const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

export const debitKey = (d: Pick<DebitRow, 'agreementKind' | 'agreementId' | 'dueDate'>) => `debit:${d.agreementKind}:${d.agreementId}:${d.dueDate}`;

/** The signed link of the spec's member-payment-overdue page (the member pays or updates the card there). */
export function payNowPath(memberNumber: string): string {
  return `/member-payment-overdue?ref=${encodeURIComponent(signLink(OVERDUE_LINK_PURPOSE, memberNumber))}`;
}

export interface ClubCtx {
  id: number;
  timeZone: string;
  today: string;
  retryDays: number[];
  publicOrigin: string;
  /** Tell members of a decline (the seed's run does not: it runs before the link secrets exist). */
  tell: boolean;
}

export async function clubCtx(db: Database, clubId: number, publicOrigin: string, at: Date, tell = true): Promise<ClubCtx | null> {
  const club = await repo.clubZone(db, clubId);
  if (!club) return null;
  const settings = await repo.settingsOf(db, clubId);
  return { id: club.id, timeZone: club.timeZone, today: localDate(at, club.timeZone), retryDays: settings.retryDays, publicOrigin, tell };
}

export type Outcome = 'paid' | 'declined' | 'settled' | 'cancelled';

type Method = Awaited<ReturnType<typeof repo.paymentMethodOf>>;

/** The token to charge: the card's, or the bank account's; or why there is none. */
function tokenOf(method: Method, today: string): { token: string; last4: string | null } | { reason: string } {
  if (!method) return { reason: NO_PAYMENT_METHOD };
  // A bank account is charged through its mandate (the gateway's token for it).
  const token = chargeableTokenOf(method);
  if (!token) return { reason: NO_PAYMENT_METHOD };
  if (method.kind === 'direct_debit') return { token, last4: null };
  // A card is good to the end of its expiry month; one that ran out since the last debit is not sent.
  const expiry = `${method.cardExpiryYear ?? 0}-${String(method.cardExpiryMonth ?? 0).padStart(2, '0')}`;
  if (expiry < today.slice(0, 7)) return { reason: CARD_EXPIRED };
  return { token, last4: method.cardLast4 };
}

/** Who pays each member's debits, by member id: their household's payer, else themselves. */
export async function payingFor(db: Database, memberIds: number[]): Promise<(memberId: number) => PayerOfMember> {
  const payers = await payersFor(db, [...new Set(memberIds)]);
  return (memberId) => payers.get(memberId) ?? { memberId, name: '', email: '', isDependant: false, memberNumber: '', paidForName: '' };
}

/** The debit as its payer reads it: a dependant's names them. */
const whatOf = (debit: DebitRow, paying: PayerOfMember) => (paying.isDependant ? `${debit.description} for ${paying.paidForName}` : debit.description);

const chargeOf = (debit: DebitRow, paying: PayerOfMember) => ({
  amountCents: debit.amountCents,
  purpose: DEBIT_PURPOSE,
  description: `${whatOf(debit, paying)} (due ${ddmmyyyy(debit.dueDate)})`,
  memberId: paying.memberId,
  kind: 'direct_debit' as const,
});

// The key is the debit's own (its member's), whoever pays it: a run replayed after the household
// changed asks under the same key, so nothing is charged twice.
const requestOf = (debit: DebitRow, attempt: number) => ({
  payer: payer.member(debit.memberId),
  key: `${debitKey(debit)}:${attempt}`,
  route: 'billing: collect a debit',
  body: { debit: debitKey(debit), attempt, amountCents: debit.amountCents },
});

/** The debit's row after a declined attempt (the retry schedule counts from the first decline). */
function declinedSet(ctx: ClubCtx, debit: DebitRow, attempt: number, result: ChargeTokenResult) {
  const firstFailedOn = debit.firstFailedOn ?? ctx.today;
  const retryOn = nextRetryOn(firstFailedOn, attempt, ctx.retryDays, ctx.today);
  return {
    status: retryOn ? ('failed' as const) : ('exhausted' as const),
    attempts: attempt,
    firstFailedOn,
    nextAttemptOn: retryOn,
    lastPaymentId: result.paymentId,
    lastReason: result.message,
  };
}

const paidSet = (attempt: number, result: ChargeTokenResult) => ({
  status: 'paid' as const,
  attempts: attempt,
  lastPaymentId: result.paymentId,
  lastReason: null,
  nextAttemptOn: null,
  settledAt: clockNow(),
});

/** A bank debit the gateway accepted settles days later (its webhook moves the ledger row): collected. */
const collected = (result: ChargeTokenResult) => result.status === 'approved' || result.status === 'pending';

async function tellDeclined(db: Database, ctx: ClubCtx, list: Array<{ debit: DebitRow; attempt: number; reason: string; retryOn: string | null }>) {
  if (!ctx.tell || !list.length) return;
  const payerOf = await payingFor(db, list.map((x) => x.debit.memberId));
  const notices: DebitFailedNotice[] = [];
  for (const { debit, attempt, reason, retryOn } of list) {
    const paying = payerOf(debit.memberId);
    if (!paying.memberNumber) continue;
    notices.push({
      clubId: ctx.id,
      memberId: paying.memberId,
      debitKey: debitKey(debit),
      attempt,
      amountCents: debit.amountCents,
      what: whatOf(debit, paying),
      reason,
      retryOn: retryOn ? ddmmyyyy(retryOn) : null,
      payLink: payNowPath(paying.memberNumber),
    });
  }
  if (notices.length === 1) await noticeDebitFailed(db, notices[0]!);
  else await noticeDebitsFailed(db, notices);
}

/** Collects one locked debit once: its next attempt through payOnce, and what follows from the answer. */
export async function collect(db: Database, ctx: ClubCtx, debit: DebitRow): Promise<Outcome> {
  // Paid meanwhile (the pay-now link, /payments' Retry, the desk): nothing to collect.
  if (debit.lastPaymentId !== null && debit.status !== 'pending') {
    const last = await repo.paymentById(db, debit.lastPaymentId);
    if (last?.retriedByPaymentId) {
      await repo.updateDebit(db, debit.id, { status: 'paid', nextAttemptOn: null, lastPaymentId: last.retriedByPaymentId, settledAt: clockNow() });
      return 'settled';
    }
  }
  // The member cancelled before this debit fell due: it is not collected (a fee is owed all the same).
  if (debit.status === 'pending' && !isFee(debit)) {
    const cancelFrom = await repo.cancellationFrom(db, debit.memberId);
    if (cancelFrom && debit.dueDate >= cancelFrom) {
      await repo.updateDebit(db, debit.id, { status: 'cancelled' });
      return 'cancelled';
    }
  }
  const attempt = debit.attempts + 1;
  const req = requestOf(debit, attempt);
  const paying = (await payingFor(db, [debit.memberId]))(debit.memberId);
  const method = tokenOf(await repo.paymentMethodOf(db, paying.memberId), ctx.today);
  const charge = chargeOf(debit, paying);
  const { response: result } = await payOnce<ChargeTokenResult>(db, { clubId: ctx.id, ...req }, async (tx, pay) =>
    'token' in method
      ? pay({ ...charge, token: method.token })
      : recordFailedAttempt(tx, { ...charge, clubId: ctx.id, idempotencyKey: `${req.payer}/${req.key}`, reason: method.reason }),
  );
  // The earlier failed row is followed by this attempt: only the newest one counts as owed.
  if (debit.lastPaymentId !== null) await repo.settlePayment(db, debit.lastPaymentId, result.paymentId);
  if (collected(result)) {
    await repo.updateDebit(db, debit.id, paidSet(attempt, result));
    await noticePaymentReceipt(db, { clubId: ctx.id, memberId: paying.memberId, reference: result.paymentId, amountCents: debit.amountCents, what: whatOf(debit, paying) });
    return 'paid';
  }
  const set = declinedSet(ctx, debit, attempt, result);
  await repo.updateDebit(db, debit.id, set);
  await tellDeclined(db, ctx, [{ debit, attempt, reason: result.message, retryOn: set.nextAttemptOn }]);
  return 'declined';
}

/**
 * A bank debit counted as collected (pending at the gateway) that the bank failed days later (the
 * gateway's webhook declined its ledger row): owed again, on the retry schedule from today, and
 * the member told with the pay-now link.
 */
export async function bankFailedDebit(db: Database, ctx: ClubCtx, debit: DebitRow, paymentId: number, reason: string): Promise<void> {
  const set = declinedSet(ctx, debit, debit.attempts, { status: 'declined', paymentId, message: reason });
  await repo.updateDebit(db, debit.id, { ...set, settledAt: null });
  await tellDeclined(db, ctx, [{ debit, attempt: debit.attempts, reason, retryOn: set.nextAttemptOn }]);
}

/**
 * Collects a batch of locked debits. Fresh debits with a chargeable method go through
 * payBatchOnce; a retry, a cancelled member, a missing or expired method and a key already
 * claimed go through collect one by one.
 */
export async function collectBatch(db: Database, ctx: ClubCtx, debits: DebitRow[]): Promise<Outcome[]> {
  const fresh = debits.filter((d) => d.status === 'pending' && d.lastPaymentId === null);
  const memberIds = [...new Set(fresh.map((d) => d.memberId))];
  const payerOf = await payingFor(db, memberIds);
  const methods = await batch.paymentMethodsOf(db, [...new Set(memberIds.map((id) => payerOf(id).memberId))]);
  const cancels = await batch.cancellationsFrom(db, memberIds);
  const outcomes = new Map<number, Outcome>();
  const cancelled: number[] = [];
  const toPay: Array<{ debit: DebitRow; item: BatchPayment }> = [];
  for (const debit of fresh) {
    const cancelFrom = cancels.get(debit.memberId);
    if (cancelFrom && debit.dueDate >= cancelFrom && !isFee(debit)) {
      cancelled.push(debit.id);
      outcomes.set(debit.id, 'cancelled');
      continue;
    }
    const paying = payerOf(debit.memberId);
    const method = tokenOf(methods.get(paying.memberId), ctx.today);
    if ('token' in method) toPay.push({ debit, item: { req: requestOf(debit, 1), charge: { ...chargeOf(debit, paying), token: method.token }, cardLast4: method.last4 } });
  }
  await batch.cancelDebits(db, cancelled);
  const results = await payBatchOnce(db, ctx.id, toPay.map((p) => p.item));
  const updates: batch.DebitAfterAttempt[] = [];
  const receipts: Array<Parameters<typeof noticePaymentReceipt>[1]> = [];
  const declined: Array<{ debit: DebitRow; attempt: number; reason: string; retryOn: string | null }> = [];
  toPay.forEach(({ debit }, i) => {
    const result = results[i];
    if (!result) return;
    if (collected(result)) {
      updates.push({ id: debit.id, firstFailedOn: null, ...paidSet(1, result) });
      const paying = payerOf(debit.memberId);
      receipts.push({ clubId: ctx.id, memberId: paying.memberId, reference: result.paymentId, amountCents: debit.amountCents, what: whatOf(debit, paying) });
      outcomes.set(debit.id, 'paid');
    } else {
      const set = declinedSet(ctx, debit, 1, result);
      updates.push({ id: debit.id, settledAt: null, ...set });
      declined.push({ debit, attempt: 1, reason: result.message, retryOn: set.nextAttemptOn });
      outcomes.set(debit.id, 'declined');
    }
  });
  await batch.updateDebits(db, updates);
  if (receipts.length) await noticePaymentReceipts(db, receipts);
  await tellDeclined(db, ctx, declined);
  // Everything else, one by one.
  for (const debit of debits) if (!outcomes.has(debit.id)) outcomes.set(debit.id, await collect(db, ctx, debit));
  return debits.map((d) => outcomes.get(d.id)!);
}
