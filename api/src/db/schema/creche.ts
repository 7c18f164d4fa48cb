// Creche sessions and bookings of a member's children.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubScoped } from './clubs';
import { capacity, capacityCheck, createdAndCancelled, enumCheck, id, timeRange, waitlistOffer } from './common';
import { memberKids, memberRef } from './members';

export const crecheSessions = pgTable(
  'creche_sessions',
  {
    ...clubScoped(),
    name: text('name').notNull(),
    ...timeRange(),
    ...capacity(),
  },
  (t) => [
    capacityCheck('creche_sessions_capacity_check'),
    index('creche_sessions_club_starts_idx').on(t.clubId, t.startsAt),
  ],
);

export const CRECHE_BOOKING_STATUSES = ['Booked', 'Waiting', 'Cancelled'] as const;

export const crecheBookings = pgTable(
  'creche_bookings',
  {
    id: id(),
    sessionId: integer('session_id').notNull().references(() => crecheSessions.id),
    memberId: memberRef(),
    kidId: integer('kid_id').notNull().references(() => memberKids.id),
    status: text('status', { enum: CRECHE_BOOKING_STATUSES }).notNull(),
    ...createdAndCancelled(),
    ...waitlistOffer(),
  },
  (t) => [
    enumCheck('creche_bookings_status_check', 'status', CRECHE_BOOKING_STATUSES),
    uniqueIndex('creche_bookings_session_kid_active_uq')
      .on(t.sessionId, t.kidId)
      .where(sql`status <> 'Cancelled'`),
    index('creche_bookings_member_idx').on(t.memberId),
  ],
);
