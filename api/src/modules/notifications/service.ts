// The one notification service: every event (booked, waitlisted, promoted, reminder, ...) becomes
// an in-app entry at once and, through a 'deliver' job, an e-mail (HTML + text, .ics for bookings,
// sent as the club) and an SMS where a gateway is configured, each as the member's preferences
// allow. Transactional events always go; other e-mails carry an unsubscribe link and header.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
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
import { clubs, members, notificationPreferences, notifications, users, type NotificationData } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { linkSecret } from '../../lib/link-secrets';
import { now } from '../../lib/clock';
import { senderFor, addressOf } from '../outbox/club-sender';
import * as outboxRepo from '../outbox/repo';
import { renderEmail } from './email-template';
import { buildIcs } from './ics';
import { registerJobHandler, scheduleJobs, type JobContext, type NewJob } from './jobs';

export interface NotifyInput {
  clubId: number;
  memberId: number;
  event: NotificationEvent;
  /** Names the happening (`booked:class:12:0`): the same key twice is one notification. */
  dedupeKey: string;
  title: string;
  body: string;
  link?: string;
  data?: NotificationData;
}

/** SMS cost the club money: by default only the messages that need the member soon. */
const SMS_BY_DEFAULT: readonly NotificationEvent[] = ['promoted', 'offered', 'offer-expired', 'cancelled-by-club', 'reminder'];

export const isTransactional = (event: string) => (TRANSACTIONAL_EVENTS as readonly string[]).includes(event);

function defaultOn(event: NotificationEvent, channel: NotificationChannelName): boolean {
  return channel === 'sms' ? SMS_BY_DEFAULT.includes(event) : true;
}

async function preferenceMap(db: Database, memberId: number): Promise<Map<string, boolean>> {
  return (await preferenceMaps(db, [memberId])).get(memberId) ?? new Map();
}

/** Each member's preferences (`event:channel` -> enabled), one query whatever the member count. */
async function preferenceMaps(db: Database, memberIds: number[]): Promise<Map<number, Map<string, boolean>>> {
  const ids = [...new Set(memberIds)];
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(ids.length === 1 ? eq(notificationPreferences.memberId, ids[0]!) : inArray(notificationPreferences.memberId, ids));
  const maps = new Map<number, Map<string, boolean>>(ids.map((id) => [id, new Map()]));
  for (const r of rows) maps.get(r.memberId)!.set(`${r.eventType}:${r.channel}`, r.enabled);
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
  const prefs = await preferenceMaps(
    db,
    inputs.map((input) => input.memberId),
  );
  const at = now();
  const rows = await db
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        clubId: input.clubId,
        memberId: input.memberId,
        eventType: input.event,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
        data: input.data ?? {},
        dedupeKey: input.dedupeKey,
        // Turned off in-app: kept for the record, but it never lights the bell.
        readAt: wants(prefs.get(input.memberId)!, input.event, 'inapp') ? null : at,
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  // A repeated dedupe key inserts nothing and schedules no delivery.
  const deliveries = rows.map((row) => ({ kind: 'deliver', runAt: at, payload: { notificationId: row.id }, dedupeKey: `deliver:${row.id}` }));
  await scheduleJobs(db, [...deliveries, ...extraJobs]);
}

// ---- Unsubscribe links ---------------------------------------------------------------------
function unsubscribeSignature(memberId: number, event: string): string {
  return createHmac('sha256', linkSecret('memberLink')).update(`unsubscribe:${memberId}:${event}`).digest('base64url');
}

export function unsubscribeUrl(publicOrigin: string, memberId: number, event: string): string {
  const q = new URLSearchParams({ m: String(memberId), e: event, t: unsubscribeSignature(memberId, event) });
  return `${publicOrigin}/api/v1/notifications/unsubscribe?${q.toString()}`;
}

/** Turns e-mail off for one event type, from a signed link (no sign-in: it is opened from mail). */
export async function unsubscribe(db: Database, memberId: number, event: string, token: string): Promise<string> {
  const expected = Buffer.from(unsubscribeSignature(memberId, event));
  const given = Buffer.from(token);
  if (!(NOTIFICATION_EVENTS as readonly string[]).includes(event) || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new HttpError(400, 'This unsubscribe link is not valid.');
  }
  if (isTransactional(event)) throw new HttpError(400, ALWAYS_SENT_MESSAGE);
  await setPreference(db, memberId, { eventType: event as NotificationEvent, channel: 'email', enabled: false });
  return NOTIFICATION_EVENT_LABELS[event as NotificationEvent];
}

// ---- Delivery (a job, so rendering never holds a booking's lock) ---------------------------
async function deliver(tx: Database, notificationId: number, ctx: JobContext): Promise<void> {
  const [n] = await tx.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!n) return;
  const [member] = await tx.select().from(members).where(eq(members.id, n.memberId));
  const [club] = await tx.select().from(clubs).where(eq(clubs.id, n.clubId));
  if (!member || !club) return;
  const event = n.eventType as NotificationEvent;
  const prefs = await preferenceMap(tx, member.id);
  const actionUrl = n.link ? `${ctx.publicOrigin}${n.link}` : undefined;

  // The member record's address, else the sign-in address of the member's login.
  const email = member.email ?? (await tx.select({ email: users.email }).from(users).where(eq(users.memberId, member.id)).limit(1))[0]?.email ?? null;
  if (email && wants(prefs, event, 'email')) {
    const unsub = isTransactional(event) ? undefined : unsubscribeUrl(ctx.publicOrigin, member.id, event);
    const { html, text } = await renderEmail({
      clubName: club.name,
      theme: club.theme,
      firstName: member.firstName,
      title: n.title,
      body: n.body,
      actionUrl,
      actionLabel: 'Open my bookings',
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
  if (ctx.smsEnabled && member.mobile && wants(prefs, event, 'sms')) {
    await outboxRepo.insertOutbox(tx, {
      clubId: club.id,
      channel: 'sms',
      toAddress: member.mobile,
      bodyText: `${club.name}: ${n.title}. ${n.body}`.slice(0, 459),
      status: 'pending',
    });
  }
}

registerJobHandler('deliver', async (tx, job, ctx) => deliver(tx, Number(job.payload.notificationId), ctx));

// ---- The member's list, bell and preferences ---------------------------------------------
const LIST_LIMIT = 50;

export async function list(db: Database, memberId: number): Promise<NotificationItem[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
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

export async function unreadCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function markRead(db: Database, memberId: number, id: number): Promise<void> {
  const [row] = await db.select({ memberId: notifications.memberId }).from(notifications).where(eq(notifications.id, id));
  // Someone else's notification answers as a missing one: ids are not a way to probe.
  if (!row || row.memberId !== memberId) throw new HttpError(404, NOTIFICATION_NOT_FOUND_MESSAGE);
  await db.update(notifications).set({ readAt: now() }).where(and(eq(notifications.id, id), isNull(notifications.readAt)));
}

export async function markAllRead(db: Database, memberId: number): Promise<void> {
  await db.update(notifications).set({ readAt: now() }).where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
}

export async function preferences(db: Database, memberId: number): Promise<NotificationPreference[]> {
  const prefs = await preferenceMap(db, memberId);
  return NOTIFICATION_EVENTS.map((event) => ({
    eventType: event,
    label: NOTIFICATION_EVENT_LABELS[event],
    transactional: isTransactional(event),
    email: wants(prefs, event, 'email'),
    sms: wants(prefs, event, 'sms'),
    inapp: wants(prefs, event, 'inapp'),
  }));
}

export async function setPreference(db: Database, memberId: number, change: PreferenceChange): Promise<void> {
  if (isTransactional(change.eventType) && change.channel !== 'sms' && !change.enabled) throw new HttpError(400, ALWAYS_SENT_MESSAGE);
  await db
    .insert(notificationPreferences)
    .values({ memberId, eventType: change.eventType, channel: change.channel, enabled: change.enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.memberId, notificationPreferences.eventType, notificationPreferences.channel],
      set: { enabled: change.enabled },
    });
}
