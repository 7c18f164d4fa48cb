// Messages about money: a receipt when a payment goes through, a notice when one is declined.
// Called by the payment flows inside their transaction (receipt) or after it (declined).
import { formatMoney } from '@portal/shared/formatters';
import type { Database } from '../../db/client';
import { notify } from './service';

export interface PaymentNotice {
  clubId: number;
  memberId: number;
  /** The payment's id (receipt) or the attempt's idempotency key (declined). */
  reference: string | number;
  amountCents: number;
  /** What was paid for, in the member's words ("your shop order"). */
  what: string;
}

export async function noticePaymentReceipt(db: Database, p: PaymentNotice): Promise<void> {
  await notify(db, {
    clubId: p.clubId,
    memberId: p.memberId,
    event: 'payment-receipt',
    dedupeKey: `payment-receipt:${p.reference}`,
    title: `Payment received: ${formatMoney(p.amountCents)}`,
    body: `Thank you: we received ${formatMoney(p.amountCents)} for ${p.what} (receipt ${p.reference}).`,
  });
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
