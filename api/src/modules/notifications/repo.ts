// The notifications module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import {
  ALWAYS_SENT_MESSAGE,
  NOTIFICATION_NOT_FOUND_MESSAGE,
  TRANSACTIONAL_EVENTS,
  type NotificationChannelName,
  type NotificationEvent,
  type NotificationItem,
  type PreferenceChange
} from '@portal/shared/contracts';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { Database } from '../../db/client';
import { clubs, notificationPreferences, notifications } from '../../db/schema';
import { now } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { linkSecret } from '../../lib/link-secrets';
import { perDatabase } from '../../lib/per-database';
import * as outboxRepo from '../outbox';
import { addressOf, senderFor } from '../outbox';
import { renderEmail } from './email-template';
import { buildIcs } from './ics';
import { type JobContext } from './jobs';
import { contactOf, ofRecipient, recipientColumns, recipientKey, rowRecipient, type Recipient } from './recipient';

/** SMS cost the club money: by default only the messages that need the member soon. */
const SMS_BY_DEFAULT: readonly NotificationEvent[] = ['promoted', 'offered', 'offer-expired', 'cancelled-by-club', 'reminder'];

export const isTransactional = (event: string) => (TRANSACTIONAL_EVENTS as readonly string[]).includes(event);

function defaultOn(event: NotificationEvent, channel: NotificationChannelName): boolean {
  return channel === 'sms' ? SMS_BY_DEFAULT.includes(event) : true;
}

export async function preferenceMap(db: Database, r: Recipient): Promise<Map<string, boolean>> {
  return (await preferenceMaps(db, [r])).get(recipientKey(r)) ?? new Map();
}

/** Each recipient's preferences (`event:channel` -> enabled) by recipientKey, one query whatever their number. */
export async function preferenceMaps(db: Database, recipients: Recipient[]): Promise<Map<string, Map<string, boolean>>> {
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

export function wants(prefs: Map<string, boolean>, event: NotificationEvent, channel: NotificationChannelName): boolean {
  if (isTransactional(event) && channel !== 'sms') return true;
  return prefs.get(`${event}:${channel}`) ?? defaultOn(event, channel);
}

// ---- Unsubscribe links ---------------------------------------------------------------------
// A member's links keep the form they always had (links already mailed stay valid); a user
// recipient's payload names the kind, so a member id never signs for the user of the same number.
export function unsubscribeSignature(r: Recipient, event: string): string {
  const who = r.memberId !== undefined ? String(r.memberId) : `user:${r.userId}`;
  return createHmac('sha256', linkSecret('memberLink')).update(`unsubscribe:${who}:${event}`).digest('base64url');
}

export function unsubscribeUrl(publicOrigin: string, r: Recipient, event: string): string {
  const who: [string, string] = r.memberId !== undefined ? ['m', String(r.memberId)] : ['u', String(r.userId)];
  const q = new URLSearchParams([who, ['e', event], ['t', unsubscribeSignature(r, event)]]);
  return `${publicOrigin}/api/v1/notifications/unsubscribe?${q.toString()}`;
}

// ---- Delivery (a job, so rendering never holds a booking's lock) ---------------------------
export async function deliver(tx: Database, notificationId: number, ctx: JobContext): Promise<void> {
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
  if (link?.startsWith('/member-payment-overdue')) return 'Pay now or update my card';
  return 'Open my bookings';
}

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
export const unreadCounts = perDatabase((db) => {
  const of = (column: typeof notifications.memberId | typeof notifications.userId, name: string) =>
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(column, sql.placeholder('id')), isNull(notifications.readAt)))
      .prepare(name);
  return { member: of(notifications.memberId, 'portal_unread_of_member'), user: of(notifications.userId, 'portal_unread_of_user') };
});

export async function markRead(db: Database, r: Recipient, id: number): Promise<void> {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, id), ofRecipient(notifications, r)));
  // Someone else's notification answers as a missing one: ids are not a way to probe.
  if (!row) throw new HttpError(404, NOTIFICATION_NOT_FOUND_MESSAGE);
  await db.update(notifications).set({ readAt: now() }).where(and(eq(notifications.id, id), isNull(notifications.readAt)));
}

export async function markAllRead(db: Database, r: Recipient): Promise<void> {
  await db.update(notifications).set({ readAt: now() }).where(and(ofRecipient(notifications, r), isNull(notifications.readAt)));
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
