// Creche sessions and bookings of a member's children.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { createdAt, enumCheck, id, instant } from './common';
import { memberKids, members } from './members';

export const crecheSessions = pgTable(
  'creche_sessions',
  {
    id: id(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    name: text('name').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    totalBooked: integer('total_booked').notNull().default(0),
  },
  (t) => [
    check('creche_sessions_capacity_check', sql`total_booked >= 0 and total_booked <= capacity`),
    index('creche_sessions_club_starts_idx').on(t.clubId, t.startsAt),
  ],
);

export const CRECHE_BOOKING_STATUSES = ['Booked', 'Waiting', 'Cancelled'] as const;

export const crecheBookings = pgTable(
  'creche_bookings',
  {
    id: id(),
    sessionId: integer('session_id').notNull().references(() => crecheSessions.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    kidId: integer('kid_id').notNull().references(() => memberKids.id),
    status: text('status', { enum: CRECHE_BOOKING_STATUSES }).notNull(),
    createdAt: createdAt(),
    cancelledAt: instant('cancelled_at'),
    offeredAt: instant('offered_at'),
    offerExpiresAt: instant('offer_expires_at'),
    promotedAt: instant('promoted_at'),
    icsSequence: integer('ics_sequence').notNull().default(0),
  },
  (t) => [
    enumCheck('creche_bookings_status_check', 'status', CRECHE_BOOKING_STATUSES),
    uniqueIndex('creche_bookings_session_kid_active_uq')
      .on(t.sessionId, t.kidId)
      .where(sql`status <> 'Cancelled'`),
    index('creche_bookings_member_idx').on(t.memberId),
  ],
);
