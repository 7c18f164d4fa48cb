// The one notification service: every event (booked, waitlisted, promoted, reminder, ...) becomes
// an in-app entry at once and, through a 'deliver' job, an e-mail (HTML + text, .ics for bookings,
// sent as the club) and an SMS where a gateway is configured, each as the member's preferences
// allow. Transactional events always go; other e-mails carry an unsubscribe link and header.
import {
  ALWAYS_SENT_MESSAGE,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationPreference
} from '@portal/shared/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { notifications, type NotificationData } from '../../db/schema';
import { now } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { registerJobHandler, scheduleJobs, type NewJob } from './jobs';
import { recipientColumns, recipientKey, recipientOf, type Recipient } from './recipient';
import { deliver, isTransactional, preferenceMap, preferenceMaps, setPreference, unreadCounts, unsubscribeSignature, wants } from './repo';
export { isTransactional, list, markAllRead, markRead, setPreference, unsubscribeUrl } from './repo';

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
registerJobHandler('deliver', async (tx, job, ctx) => deliver(tx, Number(job.payload.notificationId), ctx));

// ---- The recipient's list, bell and preferences ------------------------------------------

export async function unreadCount(db: Database, r: Recipient): Promise<number> {
  const statements = unreadCounts(db);
  const [row] = await (r.memberId !== undefined ? statements.member.execute({ id: r.memberId }) : statements.user.execute({ id: r.userId }));
  return Number(row?.n ?? 0);
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
