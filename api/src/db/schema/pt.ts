// Personal training: trainers, their weekly hours, booking types/durations and bookings.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubScoped } from './clubs';
import { createdAndCancelled, enumCheck, id, timeRange } from './common';
import { memberRef } from './members';
import { memberSubscriptions } from './memberships';

export const trainers = pgTable('trainers', {
  ...clubScoped(),
  name: text('name').notNull(),
  /** When true a member needs a PT subscription with sessions left to book. */
  requireSubscription: boolean('require_subscription').notNull().default(false),
  /** URL or data URI. */
  photo: text('photo'),
  bio: text('bio'),
  active: boolean('active').notNull().default(true),
});

export const trainerWorkingHours = pgTable(
  'trainer_working_hours',
  {
    id: id(),
    trainerId: integer('trainer_id').notNull().references(() => trainers.id),
    /** 0 = Sunday ... 6 = Saturday, club-local. */
    weekday: integer('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    check('trainer_working_hours_weekday_check', sql`weekday between 0 and 6`),
    check('trainer_working_hours_range_check', sql`end_time > start_time`),
    index('trainer_working_hours_trainer_idx').on(t.trainerId),
  ],
);

/** A day (or part of one) a trainer does not work, whatever the weekly hours say. */
export const trainerExceptions = pgTable(
  'trainer_exceptions',
  {
    id: id(),
    trainerId: integer('trainer_id').notNull().references(() => trainers.id),
    /** Club-local YYYY-MM-DD. */
    date: text('date').notNull(),
    /** Club-local HH:mm; both null: the whole day. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    reason: text('reason').notNull(),
  },
  (t) => [index('trainer_exceptions_trainer_date_idx').on(t.trainerId, t.date)],
);

export const ptBookingTypes = pgTable('pt_booking_types', {
  ...clubScoped(),
  name: text('name').notNull(),
  /** What a session of this type costs without a pack (cents). */
  priceCents: integer('price_cents').notNull().default(0),
  /** A member needs a PT subscription with sessions left to book this type. */
  requiresSubscription: boolean('requires_subscription').notNull().default(false),
});

export const ptDurations = pgTable('pt_durations', {
  id: id(),
  bookingTypeId: integer('booking_type_id').notNull().references(() => ptBookingTypes.id),
  minutes: integer('minutes').notNull(),
  label: text('label').notNull(),
});

export const PT_BOOKING_STATUSES = ['Booked', 'Cancelled'] as const;

export const ptBookings = pgTable(
  'pt_bookings',
  {
    id: id(),
    trainerId: integer('trainer_id').notNull().references(() => trainers.id),
    memberId: memberRef(),
    ...timeRange(),
    bookingTypeId: integer('booking_type_id').references(() => ptBookingTypes.id),
    memberSubscriptionId: integer('member_subscription_id').references(() => memberSubscriptions.id),
    status: text('status', { enum: PT_BOOKING_STATUSES }).notNull().default('Booked'),
    comments: text('comments'),
    ...createdAndCancelled(),
  },
  (t) => [
    enumCheck('pt_bookings_status_check', 'status', PT_BOOKING_STATUSES),
    check('pt_bookings_range_check', sql`ends_at > starts_at`),
    // Same start twice is refused by the DB; partial overlaps are checked by the service
    // inside a transaction holding a row lock on the trainer.
    uniqueIndex('pt_bookings_trainer_start_active_uq')
      .on(t.trainerId, t.startsAt)
      .where(sql`status = 'Booked'`),
    index('pt_bookings_member_idx').on(t.memberId),
  ],
);
