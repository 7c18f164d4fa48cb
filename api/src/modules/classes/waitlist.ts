// The class waiting list that runs itself. When a place frees (a cancellation, an
// expired hold, more capacity) the first waiting member in joining order gets it: booked at once
// or offered with a hold, per the club's setting. A member already booked at an overlapping time
// is skipped (they keep their position). Everything runs under the schedule's row lock, so two
// API instances promote in one order and never past capacity.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { classBookings, classes, classSchedules, clubs, type crecheBookings, ptBookings } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { bookedInOverlappingSlot, overlaps } from '../../lib/overlap';
import type { Club } from '../../lib/club-time';
import { type BookingNotice, noticeBooking, registerJobHandler, scheduleJob } from '../notifications';
import { takePackSessions } from './dependant-packs';
import * as repo from './repo';

/** The hold: the club's minutes, but never more than half the time left before the start. */
export function holdUntil(club: Pick<Club, 'waitlistHoldMinutes'>, startsAt: Date, now: Date): Date {
  const left = startsAt.getTime() - now.getTime();
  return new Date(now.getTime() + Math.max(0, Math.min(club.waitlistHoldMinutes * 60_000, Math.floor(left / 2))));
}

const classPlaces = { bookings: classBookings, slotId: classBookings.scheduleId, owner: classBookings.memberId, slots: classSchedules };

/** Booked elsewhere (another class or a PT session) at a time overlapping this schedule. */
export async function hasOverlap(tx: Database, memberId: number, schedule: repo.ScheduleRow): Promise<boolean> {
  if (await bookedInOverlappingSlot(tx, classPlaces, memberId, schedule)) return true;
  const [pt] = await tx
    .select({ id: ptBookings.id })
    .from(ptBookings)
    .where(and(eq(ptBookings.memberId, memberId), eq(ptBookings.status, 'Booked'), overlaps(ptBookings, schedule)))
    .limit(1);
  return Boolean(pt);
}

/** What the messages about a class booking need. */
export async function classNotice(tx: Database, booking: repo.ClassBookingRow, schedule: repo.ScheduleRow, club: Pick<Club, 'timeZone'>): Promise<BookingNotice> {
  const [cls] = await tx.select({ name: classes.name, location: classes.location }).from(classes).where(eq(classes.id, schedule.classId));
  return classNoticeOf(booking, schedule, cls, club);
}

/** classNotice when the class's name and location are already read. */
export function classNoticeOf(
  booking: Pick<repo.ClassBookingRow, 'id' | 'memberId' | 'icsSequence'>,
  schedule: repo.ScheduleRow,
  cls: { name: string; location: string | null } | undefined,
  club: Pick<Club, 'timeZone'>,
): BookingNotice {
  return {
    kind: 'class',
    bookingId: booking.id,
    clubId: schedule.clubId,
    memberId: booking.memberId,
    timeZone: club.timeZone,
    what: cls?.name ?? 'Class',
    location: cls?.location,
    startsAt: schedule.startsAt,
    endsAt: schedule.endsAt,
    icsSequence: booking.icsSequence,
  };
}

/**
 * A waiting booking takes a place of the (locked) schedule: booked, charged the class fee, or,
 * for a household dependant holding a pack, one session of it (as a direct booking takes).
 */
export async function bookWaitingPlace(tx: repo.Tx, schedule: repo.ScheduleRow, booking: repo.ClassBookingRow, now: Date): Promise<repo.ClassBookingRow> {
  await repo.changeTotalBooked(tx, schedule.id, 1);
  const [booked] = await tx
    .update(classBookings)
    .set({ status: 'Booked', offeredAt: null, offerExpiresAt: null, promotedAt: now, feeCents: schedule.feeCents })
    .where(eq(classBookings.id, booking.id))
    .returning();
  const pack = (await takePackSessions(tx, [{ id: booked!.id, memberId: booked!.memberId }], now)).get(booked!.id);
  return pack === undefined ? booked! : { ...booked!, memberSubscriptionId: pack, feeCents: 0 };
}

/** The bookings tables with a waiting list: both have the waitlistOffer() columns (db/schema/common.ts). */
type WaitingTable = typeof classBookings | typeof crecheBookings;

/** The slot's waiting bookings that hold no offered place, in joining order, locked for the promotion. */
export async function waitingQueue<T extends WaitingTable>(
  tx: Database,
  table: T,
  slot: { column: PgColumn; id: number },
  joinedAt: PgColumn,
): Promise<T['$inferSelect'][]> {
  const bookings: WaitingTable = table;
  return tx
    .select()
    .from(bookings)
    .where(and(eq(slot.column, slot.id), eq(bookings.status, 'Waiting'), isNull(bookings.offeredAt)))
    .orderBy(asc(joinedAt), asc(bookings.id))
    .for('update');
}

/** Holds the place for the waiting booking until `until` (the club's 'offer' mode). */
export async function holdPlace(tx: Database, table: WaitingTable, bookingId: number, now: Date, until: Date): Promise<void> {
  await tx.update(table).set({ offeredAt: now, offerExpiresAt: until }).where(eq(table.id, bookingId));
}

/** How one waiting list (classes, creche) takes or holds a place for a waiting booking. */
export interface WaitingList<B extends { id: number }> {
  /** The job that ends an offered place's hold ('class-offer-expiry'). */
  offerExpiryJob: string;
  /** Booked elsewhere at an overlapping time: skipped, keeping its position. */
  isBlocked(booking: B): Promise<boolean>;
  /** Books the place at once (the club's 'auto' mode) and answers the booked row. */
  book(booking: B): Promise<B>;
  /** Holds the place for the booking until `until` (the club's 'offer' mode). */
  offer(booking: B, until: Date): Promise<void>;
  notice(booking: B): Promise<BookingNotice>;
}

/**
 * Gives `free` places to the first eligible bookings of the queue (waiting, in joining order):
 * booked at once or offered with a hold per the club's setting, each told by a notification;
 * answers how many were booked or offered a place.
 */
export async function fillFromQueue<B extends { id: number }>(
  tx: Database,
  club: Club,
  startsAt: Date,
  now: Date,
  free: number,
  queue: readonly B[],
  list: WaitingList<B>,
): Promise<number> {
  let promoted = 0;
  for (const booking of queue) {
    if (promoted >= free) break;
    if (await list.isBlocked(booking)) continue;
    if (club.waitlistMode === 'auto') {
      await noticeBooking(tx, 'promoted', await list.notice(await list.book(booking)));
    } else {
      const until = holdUntil(club, startsAt, now);
      await list.offer(booking, until);
      await scheduleJob(tx, {
        kind: list.offerExpiryJob,
        runAt: until,
        payload: { bookingId: booking.id, expiresAt: until.getTime() },
        dedupeKey: `${list.offerExpiryJob}:${booking.id}:${until.getTime()}`,
      });
      await noticeBooking(tx, 'offered', await list.notice(booking), { holdUntil: until });
    }
    promoted += 1;
  }
  return promoted;
}

/**
 * Gives every free, unheld place of the schedule to the first eligible waiting members; answers
 * how many were booked or offered a place.
 */
export async function promoteWaiting(tx: Database, club: Club, scheduleId: number, now = clockNow()): Promise<number> {
  const schedule = await repo.lockSchedule(tx as repo.Tx, scheduleId);
  if (!schedule || schedule.startsAt.getTime() <= now.getTime()) return 0;
  const free = await repo.unheldPlaces(tx as repo.Tx, schedule);
  if (free <= 0) return 0;
  const queue = await waitingQueue(tx, classBookings, { column: classBookings.scheduleId, id: scheduleId }, classBookings.joinedAt);
  return fillFromQueue(tx, club, schedule.startsAt, now, free, queue, {
    offerExpiryJob: 'class-offer-expiry',
    isBlocked: (booking) => hasOverlap(tx, booking.memberId, schedule),
    book: (booking) => bookWaitingPlace(tx as repo.Tx, schedule, booking, now),
    offer: (booking, until) => holdPlace(tx, classBookings, booking.id, now, until),
    notice: (booking) => classNotice(tx, booking, schedule, club),
  });
}

/** A hold that ran out: the member leaves the waiting list and the place passes to the next. */
registerJobHandler('class-offer-expiry', async (tx, job) => {
  const bookingId = Number(job.payload.bookingId);
  const booking = await repo.lockBooking(tx as repo.Tx, bookingId);
  if (!booking || booking.status !== 'Waiting' || booking.offerExpiresAt?.getTime() !== Number(job.payload.expiresAt)) return;
  const schedule = await repo.lockSchedule(tx as repo.Tx, booking.scheduleId);
  if (!schedule) return;
  const [club] = await tx.select().from(clubs).where(eq(clubs.id, schedule.clubId));
  const at = clockNow();
  await tx
    .update(classBookings)
    .set({ status: 'Cancelled', cancelledAt: at, offeredAt: null, offerExpiresAt: null })
    .where(eq(classBookings.id, booking.id));
  await noticeBooking(tx, 'offer-expired', await classNotice(tx, booking, schedule, club!));
  await promoteWaiting(tx, club!, schedule.id, at);
});

/** The reminder 24 h before, only while the booking stands. */
registerJobHandler('reminder', async (tx, job) => {
  const kind = job.payload.kind;
  if (kind !== 'class') return reminderHandlers.get(String(kind))?.(tx, Number(job.payload.bookingId));
  const [row] = await tx
    .select({ b: classBookings, s: classSchedules, club: clubs })
    .from(classBookings)
    .innerJoin(classSchedules, eq(classSchedules.id, classBookings.scheduleId))
    .innerJoin(clubs, eq(clubs.id, classSchedules.clubId))
    .where(eq(classBookings.id, Number(job.payload.bookingId)));
  if (!row || row.b.status !== 'Booked' || row.s.startsAt.getTime() <= clockNow().getTime()) return;
  await noticeBooking(tx, 'reminder', await classNotice(tx, row.b, row.s, row.club));
});

/** Reminders of other booking kinds (creche) register here. */
export const reminderHandlers = new Map<string, (tx: Database, bookingId: number) => Promise<void>>();
