// Scheduled collection (modules/billing): one row per agreement and due date (the database's unique
// key is what makes a debit happen once across instances, restarts and SIGKILL), each club's
// retry and booking-stop settings, and refunds of ledger payments.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs, clubScoped } from './clubs';
import { createdAt, enumCheck, instant } from './common';
import { memberRef } from './members';
import { payments } from './payments';

/**
 * What a debit collects for: a direct-debit membership, a recurring add-on or a direct-debit
 * subscription; or a one-off fee: an early cancellation's (agreement: the membership
 * cancellation), a class's late cancel (agreement: the class booking) or a freeze paid by bank
 * account (agreement: the suspension).
 */
export const AGREEMENT_KINDS = ['membership', 'addon', 'subscription', 'cancellation-fee', 'late-cancel-fee', 'freeze-fee'] as const;
/** The one-off kinds: a single debit per agreement, whatever its due date. */
export const ONE_OFF_KINDS = ['cancellation-fee', 'late-cancel-fee', 'freeze-fee'] as const;
/**
 * pending: created, not yet collected (or a retry is due); paid: a collection went through;
 * failed: declined, retries on the club's schedule; waived: the club let it go; cancelled: the
 * agreement ended (cancellation) before it was collected; exhausted: every retry declined.
 */
export const DEBIT_STATUSES = ['pending', 'paid', 'failed', 'exhausted', 'waived', 'cancelled'] as const;

export const billingDebits = pgTable(
  'billing_debits',
  {
    ...clubScoped(),
    memberId: memberRef(),
    agreementKind: text('agreement_kind', { enum: AGREEMENT_KINDS }).notNull(),
    agreementId: integer('agreement_id').notNull(),
    dueDate: date('due_date').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: DEBIT_STATUSES }).notNull().default('pending'),
    /** Collections tried so far (the first one included). */
    attempts: integer('attempts').notNull().default(0),
    /** The club-local date of the first decline: retries count their days from it. */
    firstFailedOn: date('first_failed_on'),
    /** The club-local date the next retry is due (failed debits). */
    nextAttemptOn: date('next_attempt_on'),
    /** The ledger row of the latest attempt (or of the payment that settled it). */
    lastPaymentId: integer('last_payment_id').references(() => payments.id),
    lastReason: text('last_reason'),
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('billing_debits_kind_check', 'agreement_kind', AGREEMENT_KINDS),
    enumCheck('billing_debits_status_check', 'status', DEBIT_STATUSES),
    check('billing_debits_amount_check', sql`amount_cents >= 0`),
    uniqueIndex('billing_debits_agreement_due_uq').on(t.agreementKind, t.agreementId, t.dueDate),
    // A fee is one debit per cancellation, booking or freeze: a replayed confirm or a second cancel adds none.
    uniqueIndex('billing_debits_one_off_uq')
      .on(t.agreementKind, t.agreementId)
      .where(sql`agreement_kind in ('cancellation-fee', 'late-cancel-fee', 'freeze-fee')`),
    index('billing_debits_club_status_idx').on(t.clubId, t.status),
    index('billing_debits_member_idx').on(t.memberId),
  ],
);

export const DEFAULT_RETRY_DAYS = [3, 7, 14];

export const billingSettings = pgTable('billing_settings', {
  clubId: integer('club_id').primaryKey().references(() => clubs.id),
  /** Days after the first decline on which a debit is tried again, ascending. */
  retryDays: jsonb('retry_days').$type<number[]>().notNull(),
  /** Refuse bookings while the member has at least this many failed debits open; null: never. */
  stopBookingsAfter: integer('stop_bookings_after'),
  updatedAt: instant('updated_at'),
});

export const REFUND_STATUSES = ['approved', 'failed'] as const;

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    ...clubScoped(),
    paymentId: integer('payment_id').notNull().references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    gatewayReference: text('gateway_reference'),
    createdByUserId: integer('created_by_user_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('payment_refunds_status_check', 'status', REFUND_STATUSES),
    check('payment_refunds_amount_check', sql`amount_cents > 0`),
    uniqueIndex('payment_refunds_club_key_uq').on(t.clubId, t.idempotencyKey),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_club_created_idx').on(t.clubId, t.createdAt),
  ],
);
