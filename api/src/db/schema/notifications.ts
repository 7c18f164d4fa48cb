// Notifications: the in-app list, each member's channel preferences, and the job table
// the API instances work through with row locks (reminders, offer holds, deliveries).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clubScoped } from './clubs';
import { createdAt, enumCheck, id, instant } from './common';
import { optionalMemberRef } from './members';

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'inapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const JOB_STATUSES = ['pending', 'done', 'failed'] as const;

/** What the e-mail/SMS of a notification needs later (a calendar entry for bookings). */
export interface NotificationData {
  ics?: {
    uid: string;
    sequence: number;
    method: 'REQUEST' | 'CANCEL';
    start: string;
    end: string;
    summary: string;
    location?: string;
  };
}

/**
 * The recipient is a member, or (exactly one of the two, see oneRecipientCheck) a sign-in user
 * with no member record: a swim-school guardian is told about make-up credits and balances but is
 * nobody's member.
 */
const recipient = () => ({
  memberId: optionalMemberRef(),
  userId: integer('user_id').references(() => users.id),
});

const oneRecipientCheck = (table: string) =>
  check(`${table}_one_recipient_check`, sql`(member_id is null) <> (user_id is null)`);

export const notifications = pgTable(
  'notifications',
  {
    ...clubScoped(),
    ...recipient(),
    eventType: text('event_type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A portal path the in-app entry opens (e.g. /current-bookings). */
    link: text('link'),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    /** One notification per happening: a retried producer finds the row and sends nothing twice. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_uq').on(t.dedupeKey),
    index('notifications_member_idx').on(t.memberId, t.createdAt),
    index('notifications_member_unread_idx').on(t.memberId).where(sql`read_at is null`),
    index('notifications_user_idx').on(t.userId, t.createdAt).where(sql`user_id is not null`),
    index('notifications_user_unread_idx').on(t.userId).where(sql`read_at is null and user_id is not null`),
    oneRecipientCheck('notifications'),
  ],
);

/** A recipient's choice for one event type on one channel; no row means the default (on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: id(),
    ...recipient(),
    eventType: text('event_type').notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    enumCheck('notification_preferences_channel_check', 'channel', NOTIFICATION_CHANNELS),
    oneRecipientCheck('notification_preferences'),
    uniqueIndex('notification_preferences_member_uq').on(t.memberId, t.eventType, t.channel).where(sql`member_id is not null`),
    uniqueIndex('notification_preferences_user_uq').on(t.userId, t.eventType, t.channel).where(sql`user_id is not null`),
  ],
);

/**
 * Timer-driven work. An instance takes a due row with SELECT ... FOR UPDATE SKIP LOCKED and does
 * the work and marks it done in that one transaction: two instances never take the same row, and
 * a crash rolls the work back with the claim, so the row is done after a restart.
 */
export const notificationJobs = pgTable(
  'notification_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    runAt: instant('run_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** One job per purpose (`reminder:class:12`): scheduling twice is a no-op. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    doneAt: instant('done_at'),
  },
  (t) => [
    enumCheck('notification_jobs_status_check', 'status', JOB_STATUSES),
    uniqueIndex('notification_jobs_dedupe_uq').on(t.dedupeKey),
    index('notification_jobs_due_idx').on(t.runAt).where(sql`status = 'pending'`),
  ],
);
