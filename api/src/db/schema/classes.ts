// Group classes: types, definitions, dated schedules and bookings with a wait list.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubRef, clubScoped } from './clubs';
import { capacity, createdAndCancelled, createdAt, enumCheck, id, instant, seriesSessionIndexes, stampedNow, timeRange, waitlistOffer } from './common';
import { memberScoped } from './members';

export const classTypes = pgTable('class_types', {
  ...clubScoped(),
  description: text('description').notNull(),
});

export const classes = pgTable('classes', {
  ...clubScoped(),
  classTypeId: integer('class_type_id').notNull().references(() => classTypes.id),
  name: text('name').notNull(),
  instructor: text('instructor'),
  durationMin: integer('duration_min').notNull(),
  capacity: integer('capacity').notNull(),
  imageUrl: text('image_url'),
  specialInstructions: text('special_instructions'),
  onlineClassUrl: text('online_class_url'),
  location: text('location'),
});

export interface OnDemandLink {
  classTitle: string;
  classUrlLink: string;
}

export const classSchedules = pgTable(
  'class_schedules',
  {
    id: id(),
    classId: integer('class_id').notNull().references(() => classes.id),
    clubId: clubRef(),
    ...timeRange(),
    /** total_booked is maintained in the same transaction as class_bookings (conditional update). */
    ...capacity(),
    feeCents: integer('fee_cents').notNull().default(0),
    onDemand: jsonb('on_demand').$type<OnDemandLink[]>().notNull().default([]),
    /** Cancelled by the club (the console's desk): not bookable, its bookings cancelled. */
    cancelledAt: instant('cancelled_at'),
    /** A session generated from a series (timetable/): the series and the occurrence's original start. */
    seriesId: integer('series_id'),
    occurrenceStart: instant('occurrence_start'),
    /** The series' own terms, copied onto its sessions; null: the club's (booking window, cut-off, late fee). */
    bookingOpensAt: instant('booking_opens_at'),
    cancelCutoffHours: integer('cancel_cutoff_hours'),
    lateCancelFeeCents: integer('late_cancel_fee_cents'),
  },
  (t) => [...seriesSessionIndexes('class_schedules', t), uniqueIndex('class_schedules_class_starts_uq').on(t.classId, t.startsAt)],
);

export const CLASS_BOOKING_STATUSES = ['Booked', 'Waiting', 'Cancelled'] as const;

export const classBookings = pgTable(
  'class_bookings',
  {
    ...memberScoped(),
    scheduleId: integer('schedule_id').notNull().references(() => classSchedules.id),
    status: text('status', { enum: CLASS_BOOKING_STATUSES }).notNull(),
    /** Wait-list order is joined_at then id. */
    joinedAt: stampedNow('joined_at'),
    ...waitlistOffer(),
    feeCents: integer('fee_cents').notNull().default(0),
    /** The Group Fitness pack a dependant's place used (given back when cancelled in time). */
    memberSubscriptionId: integer('member_subscription_id'),
    ...createdAndCancelled(),
    /** Class check-in at the club (kiosk or app). */
    checkedInAt: instant('checked_in_at'),
  },
  (t) => [
    enumCheck('class_bookings_status_check', 'status', CLASS_BOOKING_STATUSES),
    // One live booking (booked or waiting) per member per occurrence, enforced by the database.
    uniqueIndex('class_bookings_member_schedule_active_uq')
      .on(t.memberId, t.scheduleId)
      .where(sql`status <> 'Cancelled'`),
    index('class_bookings_schedule_status_idx').on(t.scheduleId, t.status),
    index('class_bookings_member_idx').on(t.memberId),
    // A member's class check-ins (insights' last visit): only the checked-in rows.
    index('class_bookings_member_checked_in_idx').on(t.memberId, t.checkedInAt).where(sql`checked_in_at is not null`),
  ],
);

/**
 * A member's private calendar feed: the URL's token is a bearer credential, so only its sha256 is
 * stored. The token is an HMAC of the nonce under MEMBER_LINK_SECRET, so the page can show the URL
 * again without it being stored; a reset (or a password change, or deleting the account) replaces
 * or removes the row and the old URL answers 404 from then on.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    ...memberScoped(),
    tokenHash: text('token_hash').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: createdAt(),
    /** When a calendar app last fetched the feed (shown to the member beside the link). */
    lastReadAt: instant('last_read_at'),
  },
  (t) => [uniqueIndex('calendar_feeds_member_uq').on(t.memberId), uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash)],
);
