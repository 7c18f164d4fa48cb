// Group classes: types, definitions, dated schedules and bookings with a wait list.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { createdAt, enumCheck, id, instant } from './common';
import { members } from './members';
import { now } from '../../lib/clock';

export const classTypes = pgTable('class_types', {
  id: id(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  description: text('description').notNull(),
});

export const classes = pgTable('classes', {
  id: id(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
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
    clubId: integer('club_id').notNull().references(() => clubs.id),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    /** Maintained in the same transaction as class_bookings (conditional update). */
    totalBooked: integer('total_booked').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    onDemand: jsonb('on_demand').$type<OnDemandLink[]>().notNull().default([]),
    /** Cancelled by the club (the console's desk): not bookable, its bookings cancelled. */
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    check('class_schedules_capacity_check', sql`total_booked >= 0 and total_booked <= capacity`),
    index('class_schedules_club_starts_idx').on(t.clubId, t.startsAt),
    uniqueIndex('class_schedules_class_starts_uq').on(t.classId, t.startsAt),
  ],
);

export const CLASS_BOOKING_STATUSES = ['Booked', 'Waiting', 'Cancelled'] as const;

export const classBookings = pgTable(
  'class_bookings',
  {
    id: id(),
    memberId: integer('member_id').notNull().references(() => members.id),
    scheduleId: integer('schedule_id').notNull().references(() => classSchedules.id),
    status: text('status', { enum: CLASS_BOOKING_STATUSES }).notNull(),
    /** Wait-list order is joined_at then id. */
    joinedAt: instant('joined_at').notNull().defaultNow().$defaultFn(() => now()),
    /** Set when a place frees up for a waiting member (the spec's hasAvailableSlot). */
    offeredAt: instant('offered_at'),
    /** The held place goes to the next member at this instant (club setting: offer with a hold). */
    offerExpiresAt: instant('offer_expires_at'),
    /** Moved from the waiting list to booked: a late cancel of such a place costs nothing. */
    promotedAt: instant('promoted_at'),
    /** SEQUENCE of the booking's calendar entry (.ics): raised on every update or cancellation. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: instant('cancelled_at'),
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
  ],
);

/** A member's private calendar feed: an unguessable random token in the feed URL. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    memberId: integer('member_id').notNull().references(() => members.id),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_member_uq').on(t.memberId), uniqueIndex('calendar_feeds_token_uq').on(t.token)],
);
