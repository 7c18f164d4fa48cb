// Swim school: guardians (families) own students; recurring classes produce dated schedules;
// a cancelled booking can earn a make-up credit; balances owed are POS transactions.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubScoped } from './clubs';
import { capacity, capacityCheck, contact, createdAndCancelled, createdAt, enumCheck, id, instant, singleUse, timeRange } from './common';
import { GENDERS, optionalMemberRef } from './members';
import { paymentMethods, payments } from './payments';

export const guardians = pgTable('guardians', {
  ...clubScoped(),
  /** The family id shown as the guardian's member number. */
  memberNumber: text('member_number').notNull().unique(),
  familyName: text('family_name').notNull(),
  personName: text('person_name').notNull(),
  personContactNumber: text('person_contact_number'),
  email: text('email'),
  street: text('street'),
  subUrb: text('sub_urb'),
  state: text('state'),
  postalCode: text('postal_code'),
  /** The member-import row this family came from (the guardian's id in the club's old system). */
  externalId: text('external_id'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('guardians_club_external_uq').on(t.clubId, t.externalId)]);

export const swimLevels = pgTable(
  'swim_levels',
  {
    ...clubScoped(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('swim_levels_club_name_uq').on(t.clubId, t.name)],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    guardianId: integer('guardian_id').notNull().references(() => guardians.id),
    studentNumber: text('student_number').notNull().unique(),
    name: text('name').notNull(),
    birthday: date('birthday'),
    gender: text('gender', { enum: GENDERS }),
    ...contact(),
    skills: text('skills'),
    isDirectDebit: boolean('is_direct_debit').notNull().default(false),
    levelId: integer('level_id').references(() => swimLevels.id),
    // Explicit column type breaks the students <-> payment_methods type cycle.
    paymentMethodId: integer('payment_method_id').references((): AnyPgColumn => paymentMethods.id),
    /** The student's id in the club's old system (member import). */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('students_gender_check', 'gender', GENDERS),
    index('students_guardian_idx').on(t.guardianId),
    uniqueIndex('students_guardian_external_uq').on(t.guardianId, t.externalId),
  ],
);

/**
 * A swim-school term: classes run from its first to its last day, and its make-up rules say how
 * many make-up credits a student can earn in it and how long each lasts.
 */
export const swimTerms = pgTable(
  'swim_terms',
  {
    ...clubScoped(),
    name: text('name').notNull(),
    /** Club-local dates, YYYY-MM-DD. */
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    makeupCreditsPerTerm: integer('makeup_credits_per_term').notNull(),
    makeupExpiryDays: integer('makeup_expiry_days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('swim_terms_club_idx').on(t.clubId),
    check('swim_terms_dates_check', sql`ends_on >= starts_on`),
    check('swim_terms_makeups_check', sql`makeup_credits_per_term >= 0 and makeup_expiry_days >= 1`),
  ],
);

/** Recurring definition; occurrences live in swim_class_schedules. */
export const swimClasses = pgTable('swim_classes', {
  ...clubScoped(),
  /** The term it runs in (its dates and make-up rules); null: a class from before terms. */
  termId: integer('term_id').references(() => swimTerms.id),
  levelId: integer('level_id').notNull().references(() => swimLevels.id),
  name: text('name').notNull(),
  /** 0 = Sunday ... 6 = Saturday (dayjs().day()). */
  weekday: integer('weekday').notNull(),
  startTime: time('start_time').notNull(),
  durationMin: integer('duration_min').notNull(),
  instructor: text('instructor'),
  capacity: integer('capacity').notNull(),
  active: boolean('active').notNull().default(true),
});

export const swimClassSchedules = pgTable(
  'swim_class_schedules',
  {
    id: id(),
    classId: integer('class_id').notNull().references(() => swimClasses.id),
    /** Club-local calendar date plus the UTC instant it starts. */
    date: date('date').notNull(),
    ...timeRange(),
    ...capacity(),
    isCancelled: boolean('is_cancelled').notNull().default(false),
  },
  (t) => [
    uniqueIndex('swim_class_schedules_class_date_uq').on(t.classId, t.date),
    index('swim_class_schedules_starts_idx').on(t.startsAt),
    capacityCheck('swim_class_schedules_capacity_check'),
  ],
);

export const swimHolidays = pgTable(
  'swim_holidays',
  {
    ...clubScoped(),
    date: date('date').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('swim_holidays_club_date_uq').on(t.clubId, t.date)],
);

export const swimCancelReasons = pgTable('swim_cancel_reasons', {
  ...clubScoped(),
  reasonText: text('reason_text').notNull(),
  /** Whether cancelling for this reason earns a make-up credit. */
  earnsMakeup: boolean('earns_makeup').notNull().default(true),
});

export const SWIM_BOOKING_STATUSES = ['Booked', 'Cancelled'] as const;

/** id is the spec's studentSwimClassBookingDetailId. */
export const studentSwimBookings = pgTable(
  'student_swim_bookings',
  {
    id: id(),
    studentId: integer('student_id').notNull().references(() => students.id),
    scheduleId: integer('schedule_id').notNull().references(() => swimClassSchedules.id),
    status: text('status', { enum: SWIM_BOOKING_STATUSES }).notNull().default('Booked'),
    isMakeup: boolean('is_makeup').notNull().default(false),
    ...createdAndCancelled(),
    reasonId: integer('reason_id').references(() => swimCancelReasons.id),
  },
  (t) => [
    enumCheck('student_swim_bookings_status_check', 'status', SWIM_BOOKING_STATUSES),
    uniqueIndex('student_swim_bookings_student_schedule_uq').on(t.studentId, t.scheduleId),
    index('student_swim_bookings_schedule_idx').on(t.scheduleId),
  ],
);

export const makeupCredits = pgTable(
  'makeup_credits',
  {
    id: id(),
    studentId: integer('student_id').notNull().references(() => students.id),
    cancelledBookingId: integer('cancelled_booking_id')
      .notNull()
      .unique()
      .references(() => studentSwimBookings.id),
    classLevelId: integer('class_level_id').references(() => swimLevels.id),
    ...singleUse(),
    /** unique: one credit pays for exactly one make-up booking. */
    usedBookingId: integer('used_booking_id')
      .unique()
      .references(() => studentSwimBookings.id),
  },
  (t) => [index('makeup_credits_student_idx').on(t.studentId)],
);

/** Outstanding balances (swim fees, member charges). */
export const posTransactions = pgTable(
  'pos_transactions',
  {
    ...clubScoped(),
    studentId: integer('student_id').references(() => students.id),
    memberId: optionalMemberRef(),
    amountCents: integer('amount_cents').notNull(),
    outstandingCents: integer('outstanding_cents').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    check('pos_transactions_outstanding_check', sql`outstanding_cents >= 0 and outstanding_cents <= amount_cents`),
    index('pos_transactions_student_idx').on(t.studentId),
    index('pos_transactions_member_idx').on(t.memberId),
  ],
);

/**
 * A payment settling a POS transaction (swim outstanding balances), with the promo code that
 * priced it. One row per approved payment, so a payment is never counted twice.
 */
export const posTransactionPayments = pgTable(
  'pos_transaction_payments',
  {
    id: id(),
    posTransactionId: integer('pos_transaction_id')
      .notNull()
      .references(() => posTransactions.id),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references((): AnyPgColumn => payments.id),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    promoCode: text('promo_code'),
    createdAt: createdAt(),
  },
  (t) => [index('pos_transaction_payments_tx_idx').on(t.posTransactionId)],
);
