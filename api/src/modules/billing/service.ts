// Billing's rules: a club's run (the debits that fall due, make-debits.ts; collecting them,
// collect.ts) and what staff do with a failed debit (retry now, waive, record a payment taken at
// the desk). Every query is in repo.ts and batch-repo.ts; every charge is payOnce's or
// payBatchOnce's.
//
// Once per agreement and due date: the debit row's unique key. Once per attempt: the attempt's
// Idempotency-Key (`debit:<kind>:<agreement>:<due date>:<attempt>`, the debit's natural key, not
// its row id, so a run rolled back by a SIGKILL asks the gateway again under the same key).
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { payer, recordOffGatewayPayment } from '../payments';
import { clubCtx, collect, collectBatch, ddmmyyyy, debitKey, payingFor } from './collect';
import { makeDueDebits } from './make-debits';
import * as batch from './batch-repo';
import * as repo from './repo';
import type { DebitRow } from './repo';

export { CARD_EXPIRED, payNowPath } from './collect';
export const DEBIT_NOT_FOUND = 'Debit not found.';
export const DEBIT_NOT_OWED = 'This debit is not owed any more.';
export const BOOKINGS_STOPPED = 'Bookings are paused because of unpaid direct debits. Please pay the overdue amount to book again.';

/** How many debits one pass locks and collects in one go (one transaction in the job's run). */
export const BATCH = 500;

export interface RunResult {
  made: number;
  collected: number;
  declined: number;
}

type RunOpts = { publicOrigin?: string; now?: Date; tell?: boolean };

/**
 * One club's billing run, all of it in `db` (a test's or the seed's transaction): makes every
 * debit due up to the club's today, collects them and the retries that are due. Runs again after
 * downtime catch up, since the schedule walks from each agreement's next payment date. The daily
 * job does the same in pieces (billing-job.ts): the debits first, then a batch per job.
 */
export async function runClubBilling(db: Database, clubId: number, opts: RunOpts = {}): Promise<RunResult> {
  const made = await makeClubDebits(db, clubId, opts);
  let collected = 0;
  let declined = 0;
  // Each collection moves its debit out of the collectable set; `seen` guards against one that would not.
  const seen = new Set<number>();
  for (;;) {
    const result = await collectClubBatch(db, clubId, opts, seen);
    if (!result) break;
    collected += result.collected;
    declined += result.declined;
  }
  return { made, collected, declined };
}

/** The debits due up to the club's today, written; answers how many were made. */
export async function makeClubDebits(db: Database, clubId: number, opts: RunOpts = {}): Promise<number> {
  const ctx = await clubCtx(db, clubId, opts.publicOrigin ?? '', opts.now ?? clockNow(), opts.tell ?? true);
  return ctx ? makeDueDebits(db, ctx) : 0;
}

/** How many debits are there to collect today (the job splits them into batches). */
export async function collectableCount(db: Database, clubId: number, at = clockNow()): Promise<number> {
  const ctx = await clubCtx(db, clubId, '', at);
  return ctx ? batch.collectableCount(db, clubId, ctx.today) : 0;
}

/** One batch of the debits to collect (those another run holds are skipped); null when none is left. */
export async function collectClubBatch(db: Database, clubId: number, opts: RunOpts = {}, seen = new Set<number>()): Promise<Omit<RunResult, 'made'> | null> {
  const ctx = await clubCtx(db, clubId, opts.publicOrigin ?? '', opts.now ?? clockNow(), opts.tell ?? true);
  if (!ctx) return null;
  const debits = (await repo.collectableDebits(db, clubId, ctx.today, BATCH)).filter((d) => !seen.has(d.id));
  if (!debits.length) return null;
  for (const d of debits) seen.add(d.id);
  const outcomes = await collectBatch(db, ctx, debits);
  return { collected: outcomes.filter((o) => o === 'paid').length, declined: outcomes.filter((o) => o === 'declined').length };
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
    // On the ledger of whoever pays the debit (a dependant's payer), beside the failed row it settles.
    const paying = (await payingFor(tx, [debit.memberId]))(debit.memberId);
    const paymentId = await recordOffGatewayPayment(tx, {
      clubId,
      memberId: paying.memberId,
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
