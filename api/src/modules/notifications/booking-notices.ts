// The messages about one class or creche booking: words, link, .ics and reminder, in one place so
// class and creche flows say the same things. Every call runs inside the booking's transaction.
import type { NotificationEvent } from '@portal/shared/contracts';
import { waitlistPositionLabel } from '@portal/shared/formatters';
import type { Database } from '../../db/client';
import type { NotificationData } from '../../db/schema';
import { now } from '../../lib/clock';
import { localDate, localTime } from '../../lib/club-calendar';
import type { NewJob } from './jobs';
import { notifyMany } from './service';

export type BookingKindForNotice = 'class' | 'creche';

export interface BookingNotice {
  kind: BookingKindForNotice;
  bookingId: number;
  clubId: number;
  memberId: number;
  timeZone: string;
  /** The class name, or the creche session's name with the child's. */
  what: string;
  location?: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The booking's current calendar SEQUENCE (after any raise). */
  icsSequence: number;
}

export interface NoticeExtra {
  position?: number;
  holdUntil?: Date;
  /** A cancelled place that was booked: its calendar entry is withdrawn (.ics CANCEL). */
  calendar?: boolean;
  /** What the club changed, in a sentence ('changed-by-club'). */
  change?: string;
}

export const REMINDER_LEAD_MS = 24 * 3_600_000;
const CALENDAR_HOST = 'member-portal.bookings';

/** "3rd on the waitlist" */
export const waitlistPositionText = waitlistPositionLabel;

function when(b: BookingNotice): string {
  return `${localDate(b.startsAt, b.timeZone).split('-').reverse().join('/')} at ${localTime(b.startsAt, b.timeZone)}`;
}

function ics(b: BookingNotice, method: 'REQUEST' | 'CANCEL'): NotificationData {
  return {
    ics: {
      uid: `${b.kind}-booking-${b.bookingId}@${CALENDAR_HOST}`,
      sequence: b.icsSequence,
      method,
      start: b.startsAt.toISOString(),
      end: b.endsAt.toISOString(),
      summary: b.what,
      ...(b.location ? { location: b.location } : {}),
    },
  };
}

export type NoticeEvent = 'booked' | 'cancelled' | 'cancelled-by-club' | 'changed-by-club' | 'waitlisted' | 'promoted' | 'offered' | 'offer-expired' | 'reminder';

const texts: Record<
  NoticeEvent,
  (b: BookingNotice, extra: NoticeExtra) => { title: string; body: string }
> = {
  booked: (b) => ({ title: `Booked: ${b.what}`, body: `You are booked for ${b.what} on ${when(b)}.` }),
  cancelled: (b) => ({ title: `Cancelled: ${b.what}`, body: `Your booking for ${b.what} on ${when(b)} has been cancelled.` }),
  'cancelled-by-club': (b) => ({
    title: `Cancelled by the club: ${b.what}`,
    body: `We are sorry: ${b.what} on ${when(b)} is cancelled. Your booking is cancelled too, and nothing is charged for it: no class fee, no late-cancellation fee, and no session of your pack is used.`,
  }),
  'changed-by-club': (b, x) => ({
    title: `Changed by the club: ${b.what}`,
    body: `${x.change ?? `${b.what} has changed.`} Your booking stands: ${b.what} on ${when(b)}. If the new time does not suit you, you can cancel it free of charge in My Bookings.`,
  }),
  waitlisted: (b, x) => ({
    title: `On the waiting list: ${b.what}`,
    body: `${b.what} on ${when(b)} is full. You are ${waitlistPositionText(x.position ?? 1)}; we will tell you as soon as a place is yours.`,
  }),
  promoted: (b) => ({ title: `A place is yours: ${b.what}`, body: `A place freed up and you are now booked for ${b.what} on ${when(b)}.` }),
  offered: (b, x) => ({
    title: `A place is held for you: ${b.what}`,
    body: `A place freed up for ${b.what} on ${when(b)}. It is held for you until ${x.holdUntil ? localTime(x.holdUntil, b.timeZone) : ''} on ${
      x.holdUntil ? localDate(x.holdUntil, b.timeZone).split('-').reverse().join('/') : ''
    }: press Book Now in My Bookings to take it.`,
  }),
  'offer-expired': (b) => ({
    title: `Held place released: ${b.what}`,
    body: `The place held for you for ${b.what} on ${when(b)} was not taken in time and has passed to the next member waiting.`,
  }),
  reminder: (b) => ({ title: `Tomorrow: ${b.what}`, body: `A reminder: you are booked for ${b.what} on ${when(b)}.` }),
};

export async function noticeBooking(db: Database, event: NoticeEvent, b: BookingNotice, extra: NoticeExtra = {}): Promise<void> {
  await noticeBookings(db, [{ event, notice: b, extra }]);
}

/** noticeBooking for several bookings at once: the same rows, in a fixed number of statements. */
export async function noticeBookings(db: Database, items: Array<{ event: NoticeEvent; notice: BookingNotice; extra?: NoticeExtra }>): Promise<void> {
  const reminders: NewJob[] = [];
  const inputs = items.map(({ event, notice: b, extra = {} }) => {
    const { title, body } = texts[event](b, extra);
    const withdrawn = (event === 'cancelled' || event === 'cancelled-by-club') && extra.calendar;
    const withIcs = event === 'booked' || event === 'promoted' || (event === 'changed-by-club' && extra.calendar) ? ics(b, 'REQUEST') : withdrawn ? ics(b, 'CANCEL') : {};
    // One notification per booking and event; offers and sequences may repeat, so they name theirs.
    const suffix = event === 'offered' ? `:${extra.holdUntil?.getTime() ?? 0}` : event === 'booked' || event === 'cancelled' || event === 'cancelled-by-club' || event === 'changed-by-club' ? `:${b.icsSequence}` : '';
    if (event === 'booked' || event === 'promoted') {
      const reminder = reminderJob(b);
      if (reminder) reminders.push(reminder);
    }
    return {
      clubId: b.clubId,
      memberId: b.memberId,
      event: event as NotificationEvent,
      dedupeKey: `${event}:${b.kind}:${b.bookingId}${suffix}`,
      title,
      body,
      link: b.kind === 'creche' ? '/current-bookings?tab=creche' : '/current-bookings',
      data: withIcs,
    };
  });
  await notifyMany(db, inputs, reminders);
}

/** The reminder 24 hours before; nothing when the booking starts sooner than that. */
function reminderJob(b: Pick<BookingNotice, 'kind' | 'bookingId' | 'startsAt'>): NewJob | undefined {
  const runAt = new Date(b.startsAt.getTime() - REMINDER_LEAD_MS);
  if (runAt.getTime() <= now().getTime()) return undefined;
  return { kind: 'reminder', runAt, payload: { kind: b.kind, bookingId: b.bookingId }, dedupeKey: `reminder:${b.kind}:${b.bookingId}` };
}
