// Stored payment methods (tokens only), vault tokens, gateway payments and idempotency records.
// There is deliberately NO card-number or CVV column anywhere.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubScoped, clubs } from './clubs';
import { createdAt, enumCheck, id, stampedNow } from './common';
import { optionalMemberRef } from './members';
import { students } from './swim';

export const PAYMENT_METHOD_KINDS = ['card', 'direct_debit'] as const;

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    memberId: optionalMemberRef(),
    studentId: integer('student_id').references((): AnyPgColumn => students.id),
    kind: text('kind', { enum: PAYMENT_METHOD_KINDS }).notNull(),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiryMonth: integer('card_expiry_month'),
    cardExpiryYear: integer('card_expiry_year'),
    nameOnCard: text('name_on_card'),
    accountName: text('account_name'),
    /** A bank account number is not card data; it is stored for debiting but only the last 3 are shown. */
    accountNumber: text('account_number'),
    accountNumberLast3: text('account_number_last3'),
    /** 'xxx-xxx' */
    bsb: text('bsb'),
    /** The gateway's handle on the bank account: Stripe's BECS mandate payment method, the sandbox's token. */
    gatewayToken: text('gateway_token'),
    isDefault: boolean('is_default').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('payment_methods_kind_check', 'kind', PAYMENT_METHOD_KINDS),
    check('payment_methods_owner_check', sql`member_id is not null or student_id is not null`),
    index('payment_methods_member_idx').on(t.memberId),
    index('payment_methods_student_idx').on(t.studentId),
  ],
);

/** Issued by the vault endpoint; the card number itself is discarded after tokenising. */
export const cardTokens = pgTable('card_tokens', {
  id: id(),
  clubId: integer('club_id').references(() => clubs.id),
  token: text('token').notNull().unique(),
  tokenReference: text('token_reference').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  nameOnCard: text('name_on_card'),
  createdAt: createdAt(),
});

/**
 * approved = paid; declined/failed = not paid. `pending`: a bank debit (BECS) that settles days
 * later; `requires_action`: the member's bank asks them to confirm (3-D Secure). Both end as
 * approved or declined through the gateway's webhook or the confirm page, never by a client.
 */
export const PAYMENT_STATUSES = ['approved', 'declined', 'failed', 'pending', 'requires_action'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A charge the member made (card) or a direct debit the club ran. */
export const PAYMENT_KINDS = ['charge', 'direct_debit'] as const;

export const payments = pgTable(
  'payments',
  {
    ...clubScoped(),
    memberId: optionalMemberRef(),
    studentId: integer('student_id').references(() => students.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('AUD'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    declineReason: text('decline_reason'),
    /** e.g. 'shop-order', 'outstanding-balance', 'membership-signup'. */
    purpose: text('purpose').notNull(),
    idempotencyKey: text('idempotency_key'),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('charge'),
    /** What the member paid for, as the receipt prints it; the purpose's label when absent. */
    description: text('description'),
    /** The card charged (from its token); null for a direct debit from a bank account. */
    cardLast4: text('card_last4'),
    /** A failed payment settled by a later retry (the /payments page's Retry). */
    retriedByPaymentId: integer('retried_by_payment_id').references((): AnyPgColumn => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('payments_status_check', 'status', PAYMENT_STATUSES),
    enumCheck('payments_kind_check', 'kind', PAYMENT_KINDS),
    check('payments_amount_check', sql`amount_cents >= 0`),
    uniqueIndex('payments_club_idempotency_uq').on(t.clubId, t.idempotencyKey),
    index('payments_member_idx').on(t.memberId),
    // The club's ledger by day (insights, the finance export).
    index('payments_club_created_idx').on(t.clubId, t.createdAt),
    index('payments_gateway_reference_idx').on(t.gateway, t.gatewayReference),
  ],
);

/**
 * Stripe webhook events, one row per event id: a replayed event finds its row and does nothing.
 * `objectId` is the PaymentIntent the event is about; an event that arrives before its payment row
 * is recorded (applied = false) and applied when the charge stores its reference.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    objectId: text('object_id').notNull(),
    /** Stripe's `created` (seconds): orders events about one object. */
    eventCreated: integer('event_created').notNull(),
    /** Why a payment failed, as the bank put it (last_payment_error.message). */
    reason: text('reason'),
    applied: boolean('applied').notNull().default(false),
    receivedAt: stampedNow('received_at'),
  },
  (t) => [index('stripe_events_object_idx').on(t.objectId)],
);

/**
 * Idempotency-Keys of payments (modules/payments/idempotency.ts): scope `club:<id>/<payer>`, the
 * request's fingerprint and the response it answered. Kept 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    statusCode: integer('status_code'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
