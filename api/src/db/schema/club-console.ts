// The club console's audit log: every change an ADMIN makes to the club's features or branding,
// who made it, when, and the values before and after.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clubScoped } from './clubs';
import { createdAt, enumCheck } from './common';

/** capacity: an ADMIN changed a class's capacity ; timetable: class series, occurrences, closures;
 * members: a member's name, e-mail or date of birth corrected; the rest: what the club sells and who runs it. */
export const CLUB_AUDIT_AREAS = [
  'features',
  'branding',
  'capacity',
  'timetable',
  'trainers',
  'membership-types',
  'add-ons',
  'promo-codes',
  'vouchers',
  'shop',
  'staff',
  'club-details',
  'creche',
  'swim-school',
  'members',
] as const;
export type ClubAuditArea = (typeof CLUB_AUDIT_AREAS)[number];

export const clubAuditLog = pgTable(
  'club_audit_log',
  {
    ...clubScoped(),
    userId: integer('user_id').references(() => users.id),
    area: text('area', { enum: CLUB_AUDIT_AREAS }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [enumCheck('club_audit_log_area_check', 'area', CLUB_AUDIT_AREAS), index('club_audit_log_club_idx').on(t.clubId, t.createdAt)],
);
