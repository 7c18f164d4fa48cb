// Creche sessions and bookings of a member's children. An ADMIN's weekly creche series (the rule
// and the age range) generates the dated sessions, each naming its series and occurrence start,
// unique together, so two instances generating the same days write each session once.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubScoped } from './clubs';
import { capacity, createdAndCancelled, createdAndRetired, enumCheck, id, instant, seriesDates, seriesSessionIndexes, timeRange, waitlistOffer, weeklyRule } from './common';
import { memberKids, memberRef } from './members';

export const crecheSeries = pgTable(
  'creche_series',
  {
    ...clubScoped(),
    name: text('name').notNull(),
    ...weeklyRule(),
    durationMin: integer('duration_min').notNull(),
    capacity: integer('capacity').notNull(),
    /** Children from this age (in whole months) ... */
    minAgeMonths: integer('min_age_months').notNull(),
    /** ... up to and including this one. */
    maxAgeMonths: integer('max_age_months').notNull(),
    room: text('room'),
    ...seriesDates(),
    ...createdAndRetired(),
  },
  (t) => [
    index('creche_series_club_idx').on(t.clubId),
    check('creche_series_ages_check', sql`min_age_months >= 0 and max_age_months >= min_age_months`),
  ],
);

export const crecheSessions = pgTable(
  'creche_sessions',
  {
    ...clubScoped(),
    name: text('name').notNull(),
    ...timeRange(),
    ...capacity(),
    seriesId: integer('series_id').references((): AnyPgColumn => crecheSeries.id),
    /** The occurrence's start by the series' rule (unique with the series: generated once). */
    occurrenceStart: instant('occurrence_start'),
    /** The series' age range when generated; null: any age. */
    minAgeMonths: integer('min_age_months'),
    maxAgeMonths: integer('max_age_months'),
    room: text('room'),
    /** Cancelled by the club (one occurrence, or a closure): members told, no longer offered. */
    cancelledAt: instant('cancelled_at'),
  },
  (t) => seriesSessionIndexes('creche_sessions', t),
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
