// The club's timetable: recurring class series (the class definition in `classes`, the weekly
// rule here) and club closures. The dated rows members search and book are class_schedules; a
// generated one names its series and the occurrence's original start, unique together, so two
// API instances generating the same days write each session once.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubScoped } from './clubs';
import { createdAndRetired, createdAt, seriesDates, weeklyRule } from './common';
import { classes } from './classes';

export const classSeries = pgTable(
  'class_series',
  {
    ...clubScoped(),
    /** The class this series generates sessions of (name, type, instructor, room, picture, ...). */
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    ...weeklyRule(),
    ...seriesDates(),
    bookingWindowDays: integer('booking_window_days').notNull(),
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull(),
    lateCancelFeeCents: integer('late_cancel_fee_cents').notNull().default(0),
    ...createdAndRetired(),
  },
  (t) => [
    uniqueIndex('class_series_class_uq').on(t.classId),
    index('class_series_club_idx').on(t.clubId),
    check('class_series_fee_check', sql`late_cancel_fee_cents >= 0`),
  ],
);

/** A day the club is closed (a public holiday): no sessions that day. */
export const clubClosures = pgTable(
  'club_closures',
  {
    ...clubScoped(),
    /** Club-local date, YYYY-MM-DD. */
    date: text('date').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('club_closures_club_date_uq').on(t.clubId, t.date)],
);
