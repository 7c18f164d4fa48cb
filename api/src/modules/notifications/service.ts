// The one notification service: every event (booked, waitlisted, promoted, reminder, ...) becomes
// an in-app entry at once and, through a 'deliver' job, an e-mail (HTML + text, .ics for bookings,
// sent as the club) and an SMS where a gateway is configured, each as the member's preferences
// allow. Transactional events always go; other e-mails carry an unsubscribe link and header.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  ALWAYS_SENT_MESSAGE,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_NOT_FOUND_MESSAGE,
  TRANSACTIONAL_EVENTS,
  type NotificationChannelName,
  type NotificationEvent,
  type NotificationItem,
  type NotificationPreference,
  type PreferenceChange,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { clubs, notificationPreferences, notifications, type NotificationData } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { linkSecret } from '../../lib/link-secrets';
import { now } from '../../lib/clock';
import { perDatabase } from '../../lib/per-database';
import { addressOf, senderFor } from '../outbox';
import * as outboxRepo from '../outbox';
import { renderEmail } from './email-template';
import { buildIcs } from './ics';
import { registerJobHandler, scheduleJobs, type JobContext, type NewJob } from './jobs';
import { contactOf, ofRecipient, recipientColumns, recipientKey, recipientOf, rowRecipient, type Recipient } from './recipient';

export type NotifyInput = Recipient & {
  clubId: number;
  event: NotificationEvent;
  /** Names the happening (`booked:class:12:0`): the same key twice is one notification. */
  dedupeKey: string;
  title: string;
  body: string;
  link?: string;
  data?: NotificationData;
};

/** SMS cost the club money: by default only the messages that need the member soon. */
const SMS_BY_DEFAULT: readonly NotificationEvent[] = ['promoted', 'offered', 'offer-expired', 'cancelled-by-club', 'reminder'];

export const isTransactional = (event: string) => (TRANSACTIONAL_EVENTS as readonly string[]).includes(event);

function defaultOn(event: NotificationEvent, channel: NotificationChannelName): boolean {
  return channel === 'sms' ? SMS_BY_DEFAULT.includes(event) : true;
}

async function preferenceMap(db: Database, r: Recipient): Promise<Map<string, boolean>> {
  return (await preferenceMaps(db, [r])).get(recipientKey(r)) ?? new Map();
}

/** Each recipient's preferences (`event:channel` -> enabled) by recipientKey, one query whatever their number. */
async function preferenceMaps(db: Database, recipients: Recipient[]): Promise<Map<string, Map<string, boolean>>> {
  const memberIds = [...new Set(recipients.flatMap((r) => (r.memberId !== undefined ? [r.memberId] : [])))];
  const userIds = [...new Set(recipients.flatMap((r) => (r.userId !== undefined ? [r.userId] : [])))];
  const maps = new Map<string, Map<string, boolean>>(recipients.map((r) => [recipientKey(r), new Map()]));
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(
      or(
        memberIds.length ? inArray(notificationPreferences.memberId, memberIds) : undefined,
        userIds.length ? inArray(notificationPreferences.userId, userIds) : undefined,
      ),
    );
  for (const row of rows) maps.get(recipientKey(rowRecipient(row)))?.set(`${row.eventType}:${row.channel}`, row.enabled);
  return maps;
}

function wants(prefs: Map<string, boolean>, event: NotificationEvent, channel: NotificationChannelName): boolean {
  if (isTransactional(event) && channel !== 'sms') return true;
  return prefs.get(`${event}:${channel}`) ?? defaultOn(event, channel);
}

/**
 * Records a notification inside the caller's transaction (so it exists exactly when the change it
 * reports does) and schedules its delivery. A repeated dedupe key does nothing.
 */
export async function notify(db: Database, input: NotifyInput): Promise<void> {
  await notifyMany(db, [input]);
}

/**
 * notify() for several notifications in three statements whatever their number (a burst of
 * bookings writes one batch under the class's row lock, classes/booking-batch.ts), plus
 * `extraJobs` (reminders) scheduled with the deliveries.
 */
export async function notifyMany(db: Database, inputs: NotifyInput[], extraJobs: NewJob[] = []): Promise<void> {
  if (!inputs.length) return scheduleJobs(db, extraJobs);
  const prefs = await preferenceMaps(db, inputs.map(recipientOf));
  const at = now();
  const rows = await db
    .insert(notifications)
    .values(
      inputs.map((input) => {
        const recipient = recipientOf(input);
        return {
          clubId: input.clubId,
          ...recipientColumns(recipient),
          eventType: input.event,
          title: input.title,
          body: input.body,
          link: input.link ?? null,
          data: input.data ?? {},
          dedupeKey: input.dedupeKey,
          // Turned off in-app: kept for the record, but it never lights the bell.
          readAt: wants(prefs.get(recipientKey(recipient)) ?? new Map(), input.event, 'inapp') ? null : at,
        };
      }),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  // A repeated dedupe key inserts nothing and schedules no delivery.
  const deliveries = rows.map((row) => ({ kind: 'deliver', runAt: at, payload: { notificationId: row.id }, dedupeKey: `deliver:${row.id}` }));
  await scheduleJobs(db, [...deliveries, ...extraJobs]);
}

// ---- Unsubscribe links ---------------------------------------------------------------------
// A member's links keep the form they always had (links already mailed stay valid); a user
// recipient's payload names the kind, so a member id never signs for the user of the same number.
function unsubscribeSignature(r: Recipient, event: string): string {
  const who = r.memberId !== undefined ? String(r.memberId) : `user:${r.userId}`;
  return createHmac('sha256', linkSecret('memberLink')).update(`unsubscribe:${who}:${event}`).digest('base64url');
}

export function unsubscribeUrl(publicOrigin: string, r: Recipient, event: string): string {
  const who: [string, string] = r.memberId !== undefined ? ['m', String(r.memberId)] : ['u', String(r.userId)];
  const q = new URLSearchParams([who, ['e', event], ['t', unsubscribeSignature(r, event)]]);
  return `${publicOrigin}/api/v1/notifications/unsubscribe?${q.toString()}`;
}

/** Turns e-mail off for one event type, from a signed link (no sign-in: it is opened from mail). */
export async function unsubscribe(db: Database, r: Recipient | null, event: string, token: string): Promise<string> {
  if (!r) throw new HttpError(400, 'This unsubscribe link is not valid.');
  const expected = Buffer.from(unsubscribeSignature(r, event));
  const given = Buffer.from(token);
  if (!(NOTIFICATION_EVENTS as readonly string[]).includes(event) || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new HttpError(400, 'This unsubscribe link is not valid.');
  }
  if (isTransactional(event)) throw new HttpError(400, ALWAYS_SENT_MESSAGE);
  await setPreference(db, r, { eventType: event as NotificationEvent, channel: 'email', enabled: false });
  return NOTIFICATION_EVENT_LABELS[event as NotificationEvent];
}

// ---- Delivery (a job, so rendering never holds a booking's lock) ---------------------------
async function deliver(tx: Database, notificationId: number, ctx: JobContext): Promise<void> {
  const [n] = await tx.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!n) return;
  const recipient = rowRecipient(n);
  const contact = await contactOf(tx, recipient);
  const [club] = await tx.select().from(clubs).where(eq(clubs.id, n.clubId));
  if (!contact || !club) return;
  const event = n.eventType as NotificationEvent;
  const prefs = await preferenceMap(tx, recipient);
  const actionUrl = n.link ? `${ctx.publicOrigin}${n.link}` : undefined;

  const email = contact.email;
  if (email && wants(prefs, event, 'email')) {
    const unsub = isTransactional(event) ? undefined : unsubscribeUrl(ctx.publicOrigin, recipient, event);
    const { html, text } = await renderEmail({
      clubName: club.name,
      theme: club.theme,
      firstName: contact.firstName,
      title: n.title,
      body: n.body,
      actionUrl,
      actionLabel: actionLabelOf(n.link),
      unsubscribeUrl: unsub,
    });
    const attachments = n.data.ics
      ? [
          {
            filename: 'booking.ics',
            contentType: `text/calendar; charset=utf-8; method=${n.data.ics.method}`,
            content: buildIcs(n.data.ics, { name: club.name, email: senderFor(club, ctx.mailFrom).from.address || addressOf(ctx.mailFrom).address }, n.createdAt),
          },
        ]
      : null;
    await outboxRepo.insertOutbox(tx, {
      clubId: club.id,
      channel: 'email',
      toAddress: email,
      subject: `${club.name}: ${n.title}`,
      bodyText: text,
      bodyHtml: html,
      headers: unsub ? { 'List-Unsubscribe': `<${unsub}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : null,
      attachments,
      status: 'pending',
    });
  }
  if (ctx.smsEnabled && contact.mobile && wants(prefs, event, 'sms')) {
    await outboxRepo.insertOutbox(tx, {
      clubId: club.id,
      channel: 'sms',
      toAddress: contact.mobile,
      bodyText: `${club.name}: ${n.title}. ${n.body}`.slice(0, 459),
      status: 'pending',
    });
  }
}

/** The e-mail's button names where its link goes. */
function actionLabelOf(link: string | null): string {
  if (link === '/makeup-credits') return 'Book a make-up class';
  if (link === '/payments' || link === '/student-class-booking') return 'Pay my balance';
  return 'Open my bookings';
}

registerJobHandler('deliver', async (tx, job, ctx) => deliver(tx, Number(job.payload.notificationId), ctx));

// ---- The recipient's list, bell and preferences ------------------------------------------
const LIST_LIMIT = 50;

export async function list(db: Database, r: Recipient): Promise<NotificationItem[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(ofRecipient(notifications, r))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    eventType: r.eventType,
    title: r.title,
    body: r.body,
    link: r.link ?? '',
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
}

/**
 * The bell's count runs on every page of every signed-in tab: one prepared statement per kind of
 * recipient (a member, or a user without a member record), built once per database.
 */
const unreadCounts = perDatabase((db) => {
  const of = (column: typeof notifications.memberId | typeof notifications.userId, name: string) =>
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(column, sql.placeholder('id')), isNull(notifications.readAt)))
      .prepare(name);
  return { member: of(notifications.memberId, 'portal_unread_of_member'), user: of(notifications.userId, 'portal_unread_of_user') };
});

export async function unreadCount(db: Database, r: Recipient): Promise<number> {
  const statements = unreadCounts(db);
  const [row] = await (r.memberId !== undefined ? statements.member.execute({ id: r.memberId }) : statements.user.execute({ id: r.userId }));
  return Number(row?.n ?? 0);
}

export async function markRead(db: Database, r: Recipient, id: number): Promise<void> {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, id), ofRecipient(notifications, r)));
  // Someone else's notification answers as a missing one: ids are not a way to probe.
  if (!row) throw new HttpError(404, NOTIFICATION_NOT_FOUND_MESSAGE);
  await db.update(notifications).set({ readAt: now() }).where(and(eq(notifications.id, id), isNull(notifications.readAt)));
}

export async function markAllRead(db: Database, r: Recipient): Promise<void> {
  await db.update(notifications).set({ readAt: now() }).where(and(ofRecipient(notifications, r), isNull(notifications.readAt)));
}

export async function preferences(db: Database, r: Recipient): Promise<NotificationPreference[]> {
  const prefs = await preferenceMap(db, r);
  return NOTIFICATION_EVENTS.map((event) => ({
    eventType: event,
    label: NOTIFICATION_EVENT_LABELS[event],
    transactional: isTransactional(event),
    email: wants(prefs, event, 'email'),
    sms: wants(prefs, event, 'sms'),
    inapp: wants(prefs, event, 'inapp'),
  }));
}

export async function setPreference(db: Database, r: Recipient, change: PreferenceChange): Promise<void> {
  if (isTransactional(change.eventType) && change.channel !== 'sms' && !change.enabled) throw new HttpError(400, ALWAYS_SENT_MESSAGE);
  // One unique index per kind of recipient (partial): the conflict target names the matching one.
  const byMember = r.memberId !== undefined;
  await db
    .insert(notificationPreferences)
    .values({ ...recipientColumns(r), eventType: change.eventType, channel: change.channel, enabled: change.enabled })
    .onConflictDoUpdate({
      target: [byMember ? notificationPreferences.memberId : notificationPreferences.userId, notificationPreferences.eventType, notificationPreferences.channel],
      targetWhere: byMember ? sql`member_id is not null` : sql`user_id is not null`,
      set: { enabled: change.enabled },
    });
}
