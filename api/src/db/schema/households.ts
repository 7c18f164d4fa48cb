// Households: one payer (a member) whose stored payment method pays for the dependants' memberships,
// extras, booking fees and shop orders, and who gets their receipts. A household is named by its
// payer; a member is the dependant of at most one payer and never their own.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubScoped } from './clubs';
import { createdAt } from './common';
import { members } from './members';

export const householdDependants = pgTable(
  'household_dependants',
  {
    ...clubScoped(),
    payerMemberId: integer('payer_member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('household_dependants_member_uq').on(t.memberId),
    index('household_dependants_payer_idx').on(t.payerMemberId),
    check('household_dependants_not_self_check', sql`payer_member_id <> member_id`),
  ],
);
