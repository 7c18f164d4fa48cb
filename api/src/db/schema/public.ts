// Public (signed-out) flows: inquiries, casual visits, tours, kiosk check-ins, mobile OTPs,
// public suspension/cancellation requests, referrals, waivers; and club posts.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { classSchedules } from './classes';
import { clubOptionList, clubScoped, clubs } from './clubs';
import { contact, createdAt, enumCheck, id, instant, personName, stampedNow, waiverSignatures } from './common';
import { memberRef, members, optionalMemberRef, prospectRef } from './members';

export const howDidYouHearOptions = clubOptionList('how_did_you_hear_options');

export const casualVisitReasons = clubOptionList('casual_visit_reasons');

export const inquiries = pgTable(
  'inquiries',
  {
    ...clubScoped(),
    prospectId: prospectRef(),
    ...personName(),
    ...contact(),
    howDidYouHearId: integer('how_did_you_hear_id').references(() => howDidYouHearOptions.id),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_club_idx').on(t.clubId)],
);

export const casualVisits = pgTable('casual_visits', {
  ...clubScoped(),
  ...personName(),
  ...contact(),
  dateOfBirth: date('date_of_birth'),
  reasonId: integer('reason_id').references(() => casualVisitReasons.id),
  visitDate: date('visit_date').notNull(),
  feeCents: integer('fee_cents').notNull().default(0),
  paymentId: integer('payment_id'),
  prospectId: prospectRef(),
  /** The signed waiver, base64 PNG (no data: prefix). */
  ...waiverSignatures(),
  createdAt: createdAt(),
});

export const VISIT_KINDS = ['tour', 'trial'] as const;

export const visitBookings = pgTable(
  'visit_bookings',
  {
    ...clubScoped(),
    kind: text('kind', { enum: VISIT_KINDS }).notNull(),
    startsAt: instant('starts_at').notNull(),
    ...personName(),
    ...contact(),
    notes: text('notes'),
    status: text('status').notNull().default('Booked'),
    prospectId: prospectRef(),
    /** Trial bookings: the class taken as the trial. */
    classScheduleId: integer('class_schedule_id').references(() => classSchedules.id),
    createdAt: createdAt(),
  },
  (t) => [enumCheck('visit_bookings_kind_check', 'kind', VISIT_KINDS), index('visit_bookings_club_starts_idx').on(t.clubId, t.startsAt)],
);

/**
 * One row per tour/trial slot that has bookings: the counter a booking increments with a
 * conditional UPDATE (booked < capacity), so parallel bookings can't overfill a slot.
 */
export const visitSlots = pgTable(
  'visit_slots',
  {
    ...clubScoped(),
    kind: text('kind', { enum: VISIT_KINDS }).notNull(),
    /** 'tour:<ISO start>' or 'trial:<class schedule id>' (two classes may start together). */
    slotKey: text('slot_key').notNull(),
    startsAt: instant('starts_at').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    enumCheck('visit_slots_kind_check', 'kind', VISIT_KINDS),
    uniqueIndex('visit_slots_club_key_uq').on(t.clubId, t.slotKey),
    check('visit_slots_booked_check', sql`booked >= 0 and booked <= capacity`),
  ],
);

/** Opening hours per weekday (0 = Sunday), club-local 'HH:mm'; a missing day is closed. */
export type OpeningHours = Partial<Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', { open: string; close: string }>>;

/** A club's prospect-visit settings; clubs without a row use the defaults in modules/visits. */
export const visitSettings = pgTable('visit_settings', {
  id: id(),
  clubId: integer('club_id').notNull().unique().references(() => clubs.id),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  tourMinutes: integer('tour_minutes').notNull().default(30),
  tourCapacity: integer('tour_capacity').notNull().default(2),
  trialCapacity: integer('trial_capacity').notNull().default(2),
  casualFeeCents: integer('casual_fee_cents').notNull().default(2500),
  waiverText: text('waiver_text'),
});

export const CHECK_IN_METHODS = ['barcode', 'name'] as const;

export const checkIns = pgTable(
  'check_ins',
  {
    ...clubScoped(),
    memberId: memberRef(),
    at: stampedNow('at'),
    method: text('method', { enum: CHECK_IN_METHODS }).notNull(),
    classScheduleId: integer('class_schedule_id').references(() => classSchedules.id),
  },
  (t) => [enumCheck('check_ins_method_check', 'method', CHECK_IN_METHODS), index('check_ins_member_at_idx').on(t.memberId, t.at)],
);

/** One-time codes sent by SMS; only a hash of the code is stored. */
export const mobileVerifications = pgTable(
  'mobile_verifications',
  {
    id: id(),
    clubId: integer('club_id').references(() => clubs.id),
    reference: text('reference').notNull().unique(),
    mobile: text('mobile').notNull(),
    /** Where the code went: by SMS to the mobile, or by e-mail when no SMS gateway is configured. */
    channel: text('channel', { enum: ['sms', 'email'] }).notNull().default('sms'),
    /** The address the code was e-mailed to (channel 'email'); sign-up must use the same one. */
    email: text('email'),
    codeHash: text('code_hash').notNull(),
    /** Returned once verified so the follow-up call can prove the check passed. */
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: instant('verified_at'),
  },
);

export const MEMBER_REQUEST_KINDS = ['suspension', 'cancellation'] as const;

export const memberRequests = pgTable(
  'member_requests',
  {
    ...clubScoped(),
    memberId: optionalMemberRef(),
    kind: text('kind', { enum: MEMBER_REQUEST_KINDS }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    ...contact(),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  () => [enumCheck('member_requests_kind_check', 'kind', MEMBER_REQUEST_KINDS)],
);

export const referrals = pgTable('referrals', {
  ...clubScoped(),
  referrerMemberId: integer('referrer_member_id').references(() => members.id),
  referrerName: text('referrer_name'),
  referrerEmail: text('referrer_email'),
  friendFirstName: text('friend_first_name').notNull(),
  friendLastName: text('friend_last_name').notNull(),
  friendEmail: text('friend_email'),
  friendMobile: text('friend_mobile'),
  createdAt: createdAt(),
});

export const waivers = pgTable('waivers', {
  ...clubScoped(),
  memberId: optionalMemberRef(),
  ...personName(),
  email: text('email'),
  dateOfBirth: date('date_of_birth'),
  answers: jsonb('answers').$type<Record<string, unknown>>(),
  ...waiverSignatures(),
  /** 'waiver' (signed by the person), 'guarantor' (a parent/guarantor form), or null (join). */
  kind: text('kind'),
  guarantorEmail: text('guarantor_email'),
  guarantorMobile: text('guarantor_mobile'),
  createdAt: createdAt(),
});

export const posts = pgTable(
  'posts',
  {
    ...clubScoped(),
    authorUserId: integer('author_user_id').references(() => users.id),
    title: text('title').notNull(),
    /** Sanitised on write; rendered as HTML. */
    contentHtml: text('content_html').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
  },
  (t) => [index('posts_club_created_idx').on(t.clubId, t.createdAt), check('posts_title_check', sql`length(title) > 0`)],
);
