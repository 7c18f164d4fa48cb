// How a charge that did not end at once (a BECS debit `pending`, a card whose bank asked for 3-D
// Secure `requires_action`) ends: Stripe's webhook events, or the member's confirm step. Events are
// handled once per event id (stripe_events) and in any order: a final state is never undone by an
// earlier event that arrives late, and an event that arrives before its payment row knows its
// reference waits and is applied when the charge stores it. Modules that care when money actually
// moved (billing's retries, receipts) subscribe with onPaymentSettled or read the ledger status.
import type { PaymentStatus } from '../../db/schema';
import type { Transaction } from '../../db/client';
import * as repo from './repo';
import type { Db } from './repo';

export interface PaymentSettled {
  paymentId: number;
  clubId: number;
  memberId: number | null;
  studentId: number | null;
  amountCents: number;
  purpose: string;
  /** approved = the money arrived; declined/failed = it will not. */
  status: 'approved' | 'declined' | 'failed';
  /** The bank's reason when not approved. */
  reason: string | null;
}

type SettledListener = (tx: Db, settled: PaymentSettled) => Promise<void>;
const listeners: SettledListener[] = [];

/**
 * Runs `listener` inside the transaction that settles a pending or to-be-confirmed payment (an
 * error rolls the settlement back, and Stripe delivers the event again).
 */
export function onPaymentSettled(listener: SettledListener): () => void {
  listeners.push(listener);
  return () => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  };
}

/** Stripe's PaymentIntent events and the ledger state each one means. */
export const STRIPE_EVENT_OUTCOMES: Record<string, PaymentStatus> = {
  'payment_intent.succeeded': 'approved',
  'payment_intent.payment_failed': 'declined',
  'payment_intent.canceled': 'failed',
  'payment_intent.processing': 'pending',
  'payment_intent.requires_action': 'requires_action',
};

const FINAL: readonly PaymentStatus[] = ['approved', 'declined', 'failed'];
const isFinal = (status: PaymentStatus): status is PaymentSettled['status'] => FINAL.includes(status);

/**
 * Whether a payment in `from` moves to `to`. Paid is paid: nothing undoes `approved`. A failed
 * attempt may still end paid (the member confirms later through the link). An in-between state
 * (`pending`, `requires_action`) never overwrites a final one: that event is merely late.
 */
export function moves(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to || from === 'approved') return false;
  if (to === 'approved') return true;
  return !isFinal(from);
}

type PaymentRow = NonNullable<Awaited<ReturnType<typeof repo.findPayment>>>;

/** Moves the (locked) payment to `to` when the rules allow; answers its status afterwards. */
export async function settlePayment(tx: Db, payment: PaymentRow, to: PaymentStatus, reason: string | null): Promise<PaymentStatus> {
  if (!moves(payment.status, to)) return payment.status;
  await repo.updatePayment(tx, payment.id, { status: to, declineReason: to === 'approved' ? null : reason ?? payment.declineReason });
  if (isFinal(to)) {
    const settled: PaymentSettled = {
      paymentId: payment.id,
      clubId: payment.clubId,
      memberId: payment.memberId,
      studentId: payment.studentId,
      amountCents: payment.amountCents,
      purpose: payment.purpose,
      status: to,
      reason: to === 'approved' ? null : reason,
    };
    for (const listener of listeners) await listener(tx, settled);
  }
  return to;
}

/** The payment-relevant part of a verified Stripe event. */
export interface StripePaymentEvent {
  id: string;
  type: string;
  created: number;
  object: { id: string; object: string; lastPaymentError?: string | null };
}

export type EventHandling = 'applied' | 'duplicate' | 'ignored' | 'waiting';

/** Handles one verified Stripe event exactly once (a replay answers 'duplicate' and changes nothing). */
export async function handleStripeEvent(db: { transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> }, event: StripePaymentEvent): Promise<EventHandling> {
  const outcome = event.object.object === 'payment_intent' ? STRIPE_EVENT_OUTCOMES[event.type] : undefined;
  return db.transaction(async (tx) => {
    const recorded = await repo.insertStripeEvent(tx, {
      id: event.id,
      type: event.type,
      objectId: event.object.id,
      eventCreated: event.created,
      reason: event.object.lastPaymentError ?? null,
      applied: !outcome,
    });
    if (!recorded) return 'duplicate';
    if (!outcome) return 'ignored';
    const payment = await repo.findPaymentByReference(tx, 'stripe', event.object.id);
    if (!payment) return 'waiting';
    await settlePayment(tx, payment, outcome, event.object.lastPaymentError ?? null);
    await repo.markStripeEventsApplied(tx, [event.id]);
    return 'applied';
  });
}

/**
 * Applies the events that came before the charge stored its reference (the webhook can beat the
 * charge's own transaction); answers the payment's status afterwards, or null when none waited.
 */
export async function applyWaitingEvents(tx: Db, gateway: string, reference: string): Promise<PaymentStatus | null> {
  if (gateway !== 'stripe') return null;
  const waiting = await repo.waitingStripeEvents(tx, reference);
  if (!waiting.length) return null;
  const payment = await repo.findPaymentByReference(tx, gateway, reference);
  if (!payment) return null;
  let status = payment.status;
  for (const event of waiting) {
    const to = STRIPE_EVENT_OUTCOMES[event.type];
    if (to) status = await settlePayment(tx, { ...payment, status }, to, event.reason);
  }
  await repo.markStripeEventsApplied(tx, waiting.map((event) => event.id));
  return status;
}
