// Messages about money: a receipt when a payment goes through, a notice when one is declined.
// Called by the payment flows inside their transaction (receipt) or after it (declined).
import { formatMoney } from '@portal/shared/formatters';
import type { Database } from '../../db/client';
import { notify, type NotifyInput, notifyMany } from './service';

export interface PaymentNotice {
  clubId: number;
  memberId: number;
  /** The payment's id (receipt) or the attempt's idempotency key (declined). */
  reference: string | number;
  amountCents: number;
  /** What was paid for, in the member's words ("your shop order"). */
  what: string;
}

/** A notice told of one payment, and of many in one go (a billing run's). */
function notices<P>(of: (p: P) => NotifyInput) {
  return {
    async one(db: Database, p: P): Promise<void> {
      await notify(db, of(p));
    },
    async many(db: Database, list: P[]): Promise<void> {
      await notifyMany(db, list.map(of));
    },
  };
}

const receipts = notices(receiptOf);
export const noticePaymentReceipt = receipts.one;
/** noticePaymentReceipt for many payments in one go (a billing run's collected debits). */
export const noticePaymentReceipts = receipts.many;

function receiptOf(p: PaymentNotice): NotifyInput {
  return {
    clubId: p.clubId,
    memberId: p.memberId,
    event: 'payment-receipt',
    dedupeKey: `payment-receipt:${p.reference}`,
    title: `Payment received: ${formatMoney(p.amountCents)}`,
    body: `Thank you: we received ${formatMoney(p.amountCents)} for ${p.what} (receipt ${p.reference}).`,
  };
}

export async function noticePaymentFailed(db: Database, p: PaymentNotice): Promise<void> {
  await notify(db, {
    clubId: p.clubId,
    memberId: p.memberId,
    event: 'payment-failed',
    dedupeKey: `payment-failed:${p.memberId}:${p.reference}`,
    title: `Payment declined: ${formatMoney(p.amountCents)}`,
    body: `Your payment of ${formatMoney(p.amountCents)} for ${p.what} did not go through. Nothing was charged; please try again or use another card.`,
  });
}

export interface DebitFailedNotice {
  clubId: number;
  memberId: number;
  /** Names the debit and the attempt: one notice per declined attempt, the first and every retry. */
  debitKey: string;
  attempt: number;
  amountCents: number;
  what: string;
  reason: string;
  /** The next try, DD/MM/YYYY; null when no retry is left. */
  retryOn: string | null;
  /** The signed /member-payment-overdue link (path and query). */
  payLink: string;
}

const debitsFailed = notices(debitFailedOf);
/** A scheduled debit declined: told at once, with the signed link to pay now or update the card. */
export const noticeDebitFailed = debitsFailed.one;
/** noticeDebitFailed for many debits in one go (a billing run's declines). */
export const noticeDebitsFailed = debitsFailed.many;

function debitFailedOf(p: DebitFailedNotice): NotifyInput {
  const retry = p.retryOn ? ` We will try again on ${p.retryOn}.` : '';
  return {
    clubId: p.clubId,
    memberId: p.memberId,
    event: 'payment-failed',
    // The first decline keeps the key it always had; each retry has its own.
    dedupeKey: p.attempt > 1 ? `debit-failed:${p.debitKey}:${p.attempt}` : `debit-failed:${p.debitKey}`,
    title: `Direct debit declined: ${formatMoney(p.amountCents)}`,
    body: `Your direct debit of ${formatMoney(p.amountCents)} for ${p.what} did not go through (${p.reason}).${retry} You can pay it now or update your payment details with the link.`,
    link: p.payLink,
  };
}
