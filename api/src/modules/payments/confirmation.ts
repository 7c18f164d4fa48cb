// "Confirm your payment" links: a charge whose bank asked for 3-D Secure (requires_action) is
// finished by the member on the public /confirm-payment page. The link is signed (MEMBER_LINK_SECRET)
// over the payment id; the page runs the gateway's own browser step (Stripe.js with the
// PaymentIntent's client secret, or the sandbox's stand-in) and then asks the server, which asks
// the gateway how the payment ended: the browser's word alone never marks anything paid.
import type { ConfirmPaymentPayload } from '@portal/shared/contracts';
import { CONFIRM_PAYMENT_PENDING, CONFIRM_PAYMENT_REQUIRED, PAYMENT_SUCCESSFUL } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import type { PaymentGatewayName } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { INVALID_LINK_MESSAGE, signLink, verifyLink } from '../../lib/signed-links';
import { gatewayNamed } from './gateway-registry';
import * as repo from './repo';
import { settlePayment } from './settlement';

const PURPOSE = 'confirm-payment';

/** The link a member is sent when their bank wants them to confirm a payment. */
export function confirmPaymentLink(publicOrigin: string, paymentId: number): string {
  return `${publicOrigin}/confirm-payment?ref=${encodeURIComponent(signLink(PURPOSE, String(paymentId)))}`;
}

type PaymentRow = NonNullable<Awaited<ReturnType<typeof repo.findPayment>>>;

function paymentIdOf(ref: string): number {
  const id = Number(verifyLink(PURPOSE, ref));
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(403, INVALID_LINK_MESSAGE);
  return id;
}

function messageOf(payment: PaymentRow): string {
  if (payment.status === 'approved') return PAYMENT_SUCCESSFUL;
  if (payment.status === 'requires_action') return CONFIRM_PAYMENT_REQUIRED;
  if (payment.status === 'pending') return CONFIRM_PAYMENT_PENDING;
  return payment.declineReason ?? '';
}

async function payloadOf(db: Database, payment: PaymentRow): Promise<ConfirmPaymentPayload> {
  const step =
    payment.status === 'requires_action' && payment.gatewayReference
      ? await gatewayNamed(payment.gateway as PaymentGatewayName).confirmStep(payment.gatewayReference)
      : null;
  return {
    clubName: (await repo.clubName(db, payment.clubId)) ?? '',
    amountCents: payment.amountCents,
    description: payment.description ?? payment.purpose,
    status: payment.status,
    message: messageOf(payment),
    step,
  };
}

async function paymentOfLink(db: Database, ref: string): Promise<PaymentRow> {
  const payment = await repo.findPayment(db, paymentIdOf(ref));
  if (!payment) throw new HttpError(403, INVALID_LINK_MESSAGE);
  return payment;
}

export async function confirmationOf(db: Database, ref: string): Promise<ConfirmPaymentPayload> {
  return payloadOf(db, await paymentOfLink(db, ref));
}

/** After the member's confirm step: the gateway says how the payment ended; the ledger follows. */
export async function completeConfirmation(db: Database, ref: string, confirmation: string): Promise<ConfirmPaymentPayload> {
  const id = paymentIdOf(ref);
  const payment = await db.transaction(async (tx) => {
    const locked = await repo.findPayment(tx, id);
    if (!locked) throw new HttpError(403, INVALID_LINK_MESSAGE);
    // Already settled (a second click, the webhook first): nothing to ask.
    if (locked.status !== 'requires_action' || !locked.gatewayReference) return locked;
    const result = await gatewayNamed(locked.gateway as PaymentGatewayName).refresh(locked.gatewayReference, confirmation);
    const status = await settlePayment(tx, locked, result.status, result.message);
    return { ...locked, status, declineReason: status === 'approved' ? null : result.message };
  });
  return payloadOf(db, payment);
}
