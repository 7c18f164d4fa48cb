// Membership catalogue (types, add-ons, subscriptions) and what members hold
// (contracts, extras, add-ons, suspensions).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubRef, clubScoped } from './clubs';
import { createdAndCancelled, createdAt, enumCheck, id, instant, stampedNow } from './common';
import { memberScoped } from './members';
import { promoCodes } from './promotions';

export const PAYMENT_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;

export const membershipTypes = pgTable(
  'membership_types',
  {
    ...clubScoped(),
    description: text('description').notNull(),
    shortDescription: text('short_description'),
    fullDescription: text('full_description'),
    minimumPeriod: integer('minimum_period').notNull().default(0),
    minimumPeriodLabel: text('minimum_period_label'),
    joiningFeeCents: integer('joining_fee_cents').notNull().default(0),
    accessCardFeeCents: integer('access_card_fee_cents').notNull().default(0),
    /** Regular payment (direct debit) or the full price (paid in full). */
    priceCents: integer('price_cents').notNull(),
    isDirectDebit: boolean('is_direct_debit').notNull(),
    paymentFrequency: text('payment_frequency', { enum: PAYMENT_FREQUENCIES }),
    numberOfPayments: integer('number_of_payments'),
    /** Length of a paid-in-full membership. */
    durationDays: integer('duration_days'),
    noOfDaysAllowMembershipStartDate: integer('no_of_days_allow_membership_start_date').notNull().default(30),
    noOfDaysAllowPaymentStartDate: integer('no_of_days_allow_payment_start_date').notNull().default(14),
    onlineSignupTag: text('online_signup_tag'),
    /** URL or data URI. */
    photo: text('photo'),
    pdfTemplate: text('pdf_template'),
    isSessionType: boolean('is_session_type').notNull().default(false),
    sessionCount: integer('session_count'),
    isWebPurchasable: boolean('is_web_purchasable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Days between a cancellation and the day it takes effect (the membership's last day). */
    cancelNoticeDays: integer('cancel_notice_days').notNull().default(30),
    /** Whether a member may cancel before the minimum period is over (then for earlyCancelFeeCents). */
    earlyCancelAllowed: boolean('early_cancel_allowed').notNull().default(false),
    earlyCancelFeeCents: integer('early_cancel_fee_cents').notNull().default(0),
  },
  (t) => [index('membership_types_club_idx').on(t.clubId)],
);

export const membershipAddons = pgTable('membership_addons', {
  ...clubScoped(),
  description: text('description').notNull(),
  totalCostCents: integer('total_cost_cents').notNull(),
  minimumPeriodLabel: text('minimum_period_label'),
  visits: integer('visits'),
  validDays: integer('valid_days'),
  active: boolean('active').notNull().default(true),
});

export const membershipTypeAddons = pgTable(
  'membership_type_addons',
  {
    membershipTypeId: integer('membership_type_id').notNull().references(() => membershipTypes.id),
    addonId: integer('addon_id').notNull().references(() => membershipAddons.id),
  },
  (t) => [primaryKey({ columns: [t.membershipTypeId, t.addonId] })],
);

/** subscription_type: 1 PT, 2 group fitness, 4 creche. contract_type: 1 prepaid, 2 direct debit. */
export const SUBSCRIPTION_TYPE = { pt: 1, groupFitness: 2, creche: 4 } as const;
export const CONTRACT_TYPE = { prepaid: 1, directDebit: 2 } as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    ...clubScoped(),
    name: text('name').notNull(),
    subscriptionType: integer('subscription_type').notNull(),
    typeName: text('type_name').notNull(),
    contractType: integer('contract_type').notNull(),
    totalCostCents: integer('total_cost_cents').notNull(),
    numberOfSession: integer('number_of_session'),
    onlineBodyDescription: text('online_body_description'),
    onlineFooterDescription: text('online_footer_description'),
    isUnlimited: boolean('is_unlimited').notNull().default(false),
    isWebPurchasable: boolean('is_web_purchasable').notNull().default(true),
    validDays: integer('valid_days'),
    membershipTypeId: integer('membership_type_id').references(() => membershipTypes.id),
  },
  () => [
    check('subscriptions_type_check', sql`subscription_type in (1, 2, 4)`),
    check('subscriptions_contract_check', sql`contract_type in (1, 2)`),
  ],
);

export const MEMBERSHIP_CONTRACT_TYPES = ['Paid in Full', 'Direct Debit'] as const;
export const MEMBERSHIP_STATUSES = ['active', 'suspended', 'ended', 'pending'] as const;

export const memberships = pgTable(
  'memberships',
  {
    ...memberScoped(),
    membershipTypeId: integer('membership_type_id').notNull().references(() => membershipTypes.id),
    contractType: text('contract_type', { enum: MEMBERSHIP_CONTRACT_TYPES }).notNull(),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('active'),
    startDate: date('start_date').notNull(),
    paymentStartDate: date('payment_start_date'),
    expiryDate: date('expiry_date'),
    nextPaymentDate: date('next_payment_date'),
    nextPaymentAmountCents: integer('next_payment_amount_cents'),
    sessionsRemaining: integer('sessions_remaining'),
    /**
     * The membership's last day (inclusive), set by a cancellation (its effective date); null while
     * open-ended. Billing takes no debit dated on or after it; bookings after it are cancelled.
     */
    endDate: date('end_date'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    pdfFileName: text('pdf_file_name'),
    /** Base64 PNGs captured by the signature pad. */
    signaturePng: text('signature_png'),
    guarantorSignaturePng: text('guarantor_signature_png'),
    signedAt: instant('signed_at'),
    /** What renew-contract validated for a 'pending' row (fees, subscriptions, payment method
     *  reference); complete-signup charges and activates from it. Never card numbers or CVVs. */
    signupDetails: jsonb('signup_details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('memberships_contract_type_check', 'contract_type', MEMBERSHIP_CONTRACT_TYPES),
    enumCheck('memberships_status_check', 'status', MEMBERSHIP_STATUSES),
    index('memberships_member_idx').on(t.memberId),
  ],
);

/**
 * A purchase's Idempotency-Key, written by purchases before idempotency_keys existed; replays are now answered
 * by idempotency_keys.
 */
const purchaseKey = () => text('idempotency_key');

/** A member's purchases (subscriptions, add-ons): listed by member, one per member and purchase key. */
const memberPurchaseIndexes = (table: string, t: { memberId: PgColumn; idempotencyKey: PgColumn }) => [
  index(`${table}_member_idx`).on(t.memberId),
  uniqueIndex(`${table}_member_key_uq`).on(t.memberId, t.idempotencyKey),
];

export const memberSubscriptions = pgTable(
  'member_subscriptions',
  {
    ...memberScoped(),
    subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id),
    /** Sessions left; null when unlimited. Decremented with a conditional update. */
    remaining: integer('remaining'),
    purchasedAt: stampedNow('purchased_at'),
    expiresAt: instant('expires_at'),
    idempotencyKey: purchaseKey(),
  },
  (t) => [
    check('member_subscriptions_remaining_check', sql`remaining is null or remaining >= 0`),
    ...memberPurchaseIndexes('member_subscriptions', t),
  ],
);

export const memberAddons = pgTable(
  'member_addons',
  {
    ...memberScoped(),
    addonId: integer('addon_id').notNull().references(() => membershipAddons.id),
    remainingVisit: integer('remaining_visit'),
    expiryDate: date('expiry_date'),
    idempotencyKey: purchaseKey(),
    createdAt: createdAt(),
  },
  (t) => memberPurchaseIndexes('member_addons', t),
);

export const suspensionReasons = pgTable('suspension_reasons', {
  ...clubScoped(),
  reasonText: text('reason_text').notNull(),
});

export const FREEZE_FEE_KINDS = ['per-week', 'flat'] as const;

/** The club's rules for a member's freeze (suspension): lengths, fee, how many a year, notice. */
export const freezeTypes = pgTable(
  'freeze_types',
  {
    ...clubScoped(),
    name: text('name').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    feeKind: text('fee_kind', { enum: FREEZE_FEE_KINDS }).notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    /** Freezes of any type a member may start in a calendar year (of their membership). */
    maxPerYear: integer('max_per_year').notNull(),
    /** Days between asking and the first frozen day. */
    noticeDays: integer('notice_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('freeze_types_fee_kind_check', 'fee_kind', FREEZE_FEE_KINDS),
    check('freeze_types_days_check', sql`min_days >= 1 and max_days >= min_days`),
    index('freeze_types_club_idx').on(t.clubId),
  ],
);

export const suspensions = pgTable(
  'suspensions',
  {
    id: id(),
    membershipId: integer('membership_id').notNull().references(() => memberships.id),
    reasonId: integer('reason_id').references(() => suspensionReasons.id),
    /** The club's freeze type it was taken under (null: before freeze types, or no types set). */
    freezeTypeId: integer('freeze_type_id').references(() => freezeTypes.id),
    /** The freeze's fee as quoted and agreed, cents. */
    feeCents: integer('fee_cents').notNull().default(0),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    ...createdAndCancelled(),
  },
  (t) => [
    check('suspensions_dates_check', sql`to_date >= from_date`),
    index('suspensions_membership_idx').on(t.membershipId),
  ],
);

export const CANCELLATION_STATUSES = ['requested', 'confirmed', 'declined', 'withdrawn'] as const;

/**
 * A member's cancellation of their membership: the quote they agreed (effective date, remaining
 * debits, fee) and its life. 'requested' waits for the club (request-only clubs); 'confirmed' has
 * set memberships.end_date to effective_date; 'withdrawn' gave it back before that date.
 */
export const membershipCancellations = pgTable(
  'membership_cancellations',
  {
    ...memberScoped(),
    clubId: clubRef(),
    membershipId: integer('membership_id').notNull().references(() => memberships.id),
    /** Shown to the member and in the console: 'CAN-' and 8 letters/digits. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: CANCELLATION_STATUSES }).notNull(),
    /** The club-local day the member asked. */
    requestedOn: date('requested_on').notNull(),
    effectiveDate: date('effective_date').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    /** The debits still to come as quoted: [{ date: YYYY-MM-DD, amountCents }]. */
    remainingDebits: jsonb('remaining_debits').$type<Array<{ date: string; amountCents: number }>>().notNull(),
    reason: text('reason'),
    /** The club's answer to a request (declined: why). */
    clubNote: text('club_note'),
    decidedBy: integer('decided_by'),
    decidedAt: instant('decided_at'),
    withdrawnAt: instant('withdrawn_at'),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('membership_cancellations_status_check', 'status', CANCELLATION_STATUSES),
    // One open cancellation per membership, whatever two requests race.
    uniqueIndex('membership_cancellations_open_uq')
      .on(t.membershipId)
      .where(sql`status in ('requested', 'confirmed')`),
    index('membership_cancellations_club_idx').on(t.clubId, t.status),
  ],
);
