// Refunds (ADMIN), whole or part, of a payment on the club's ledger: through the gateway that
// took it (a desk payment is given back at the desk), once per Idempotency-Key, never more than
// what is left of the payment. The refund row is the ledger's record of it.
import type { Database } from '../../db/client';
import { FieldError, HttpError } from '../../lib/http-error';
import { gatewayForClub } from '../payments';
import * as repo from './repo';

export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const NOT_REFUNDABLE = 'Only a payment that went through can be refunded.';
export const GATEWAY_CANNOT_REFUND = 'This payment gateway cannot refund: refund it at the processor and record it here later.';
export const REFUND_AMOUNT = (leftCents: number) => `Enter an amount from $0.01 to $${(leftCents / 100).toFixed(2)} (what is left of this payment).`;
export const REFUND_REASON = 'Enter the reason for the refund.';

export interface RefundInput {
  amountCents: number;
  reason: string;
}

export interface RefundResultValue {
  refundId: number;
  paymentId: number;
  amountCents: number;
  status: 'approved' | 'failed';
  refundedCents: number;
  message: string;
}

export async function refundPayment(db: Database, actor: { clubId: number; userId: number }, paymentId: number, input: RefundInput, key: string): Promise<RefundResultValue> {
  const reason = input.reason.trim();
  if (!reason) throw new FieldError('reason', REFUND_REASON);
  return db.transaction(async (tx) => {
    // The payment locked: two refunds of it never give back more than it took.
    const payment = await repo.lockPayment(tx, actor.clubId, paymentId);
    if (!payment) throw new HttpError(404, PAYMENT_NOT_FOUND);
    const replay = await repo.findRefundByKey(tx, actor.clubId, key);
    if (replay) {
      if (replay.paymentId !== paymentId || replay.amountCents !== input.amountCents) throw new HttpError(409, 'This refund was already submitted with different details.');
      return answer(replay, await repo.refundedCents(tx, paymentId));
    }
    if (payment.status !== 'approved' || payment.amountCents === 0 || payment.gateway === 'waiver') throw new HttpError(400, NOT_REFUNDABLE);
    const left = payment.amountCents - (await repo.refundedCents(tx, paymentId));
    if (!Number.isInteger(input.amountCents) || input.amountCents < 1 || input.amountCents > left) throw new FieldError('amountCents', REFUND_AMOUNT(left));
    let status: 'approved' | 'failed' = 'approved';
    let reference = 'desk';
    let message = 'Refunded.';
    if (payment.gateway !== 'desk') {
      const gateway = await gatewayForClub(tx, actor.clubId);
      if (!gateway.refund) throw new HttpError(400, GATEWAY_CANNOT_REFUND);
      const result = await gateway.refund({
        chargeReference: payment.gatewayReference ?? '',
        amountCents: input.amountCents,
        currency: payment.currency,
        idempotencyKey: `${actor.clubId}/refund/${key}`,
      });
      status = result.status;
      reference = result.reference;
      message = result.message;
    }
    const row = await repo.insertRefund(tx, {
      clubId: actor.clubId,
      paymentId,
      amountCents: input.amountCents,
      reason,
      status,
      gatewayReference: reference,
      createdByUserId: actor.userId,
      idempotencyKey: key,
    });
    if (!row) throw new HttpError(409, 'This refund was already submitted.');
    return { ...answer(row, await repo.refundedCents(tx, paymentId)), message };
  });
}

function answer(row: { id: number; paymentId: number; amountCents: number; status: 'approved' | 'failed' }, refunded: number): RefundResultValue {
  return { refundId: row.id, paymentId: row.paymentId, amountCents: row.amountCents, status: row.status, refundedCents: refunded, message: row.status === 'approved' ? 'Refunded.' : 'The gateway refused the refund.' };
}
