// Membership promo codes and shop vouchers.
import { sql } from 'drizzle-orm';
import { type PgColumn, boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubScoped } from './clubs';
import { createdAt, enumCheck, id, instant } from './common';
import { users } from './auth';
import { optionalMemberRef } from './members';
import { orders } from './shop';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export const PROMO_APPLIES_TO = ['membership', 'joining_fee', 'any'] as const;

/** A code a member types for a discount: the club's own, percent or fixed. */
const discountCode = () => ({
  ...clubScoped(),
  code: text('code').notNull(),
  kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
  /** Whole percent for 'percent', cents for 'fixed'. */
  value: integer('value').notNull(),
});

/** The kind's CHECK, and one code per club whatever its case. */
const discountCodeRules = (table: string, t: { clubId: PgColumn; code: PgColumn }) => [
  enumCheck(`${table}_kind_check`, 'kind', DISCOUNT_KINDS),
  uniqueIndex(`${table}_club_code_uq`).on(t.clubId, sql`upper(${t.code})`),
];

export const promoCodes = pgTable(
  'promo_codes',
  {
    ...discountCode(),
    appliesTo: text('applies_to', { enum: PROMO_APPLIES_TO }).notNull().default('any'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    /** False once retired: a code members have used is kept for their records, never offered again. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...discountCodeRules('promo_codes', t),
    enumCheck('promo_codes_applies_to_check', 'applies_to', PROMO_APPLIES_TO),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    ...discountCode(),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    expiresAt: instant('expires_at'),
    singleUsePerMember: boolean('single_use_per_member').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [...discountCodeRules('vouchers', t), check('vouchers_value_check', sql`value > 0`)],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: id(),
    voucherId: integer('voucher_id').notNull().references(() => vouchers.id),
    memberId: optionalMemberRef(),
    userId: integer('user_id').notNull().references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('voucher_redemptions_voucher_user_idx').on(t.voucherId, t.userId)],
);
