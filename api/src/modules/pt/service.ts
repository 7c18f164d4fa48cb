// Personal training: booking types, durations, trainer availability, subscriptions, booking.
import dayjs from 'dayjs';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  NO_ACCESS_MESSAGE,
  NO_PT_SUBSCRIPTION_MESSAGE,
  PT_OVERLAP_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  SUBSCRIPTION_UNUSABLE_MESSAGE,
  type CancellationTerms,
  type DurationOption,
  type PtBookingType,
  type PtSubscription,
  type Trainer,
  type TrainerSearchBody,
} from '@portal/shared/contracts';
import type { Database, Transaction } from '../../db/client';
import {
  members,
  memberSubscriptions,
  ptBookings,
  ptBookingTypes,
  ptDurations,
  subscriptions,
  SUBSCRIPTION_TYPE,
  trainers,
  trainerWorkingHours,
} from '../../db/schema';
import { memberSubscriptionsWhere, subscriptionUsable } from '../membership';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';
import {
  assertDateInWindow,
  findClub,
  PT_WINDOW_DAYS,
  searchClub,
} from '../../lib/club-time';
import { clubDayRange, localDate, localTime } from '../../lib/club-calendar';
import { daySlots, isWorkingSlot, type Busy, type WorkingHours } from './availability';
import { now as clockNow } from '../../lib/clock';
import { overlaps } from '../../lib/overlap';
import { firstRow } from '../../lib/first-row';

export const DEFAULT_DURATIONS = [30, 45, 60];
/** Trainer search starts at 05:00 (docs/spec/bookings-commerce.md §9). */
export const SEARCH_START = '05:00';
const NEXT_AVAILABLE_DAYS = 14;

export async function bookingTypes(db: Database, user: SessionUser, clubId: number): Promise<PtBookingType[]> {
  if (clubId !== user.clubId) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const rows = await db.select().from(ptBookingTypes).where(eq(ptBookingTypes.clubId, clubId)).orderBy(asc(ptBookingTypes.id));
  return rows.map((r) => ({ bookingTypeId: r.id, name: r.name }));
}

/** The server's durations for a booking type; the page falls back to 30/45/60 when empty. */
export async function durations(db: Database, user: SessionUser, bookingTypeId: number): Promise<DurationOption[]> {
  const rows = await db
    .select({ d: ptDurations })
    .from(ptDurations)
    .innerJoin(ptBookingTypes, eq(ptBookingTypes.id, ptDurations.bookingTypeId))
    .where(and(eq(ptDurations.bookingTypeId, bookingTypeId), eq(ptBookingTypes.clubId, user.clubId)))
    .orderBy(asc(ptDurations.minutes));
  return rows.map(({ d }) => ({ label: d.label, value: d.minutes }));
}

async function busyOf(db: Database, trainerIds: number[], from: Date, to: Date): Promise<Map<number, Busy[]>> {
  const map = new Map<number, Busy[]>();
  if (trainerIds.length === 0) return map;
  const rows = await db
    .select({ trainerId: ptBookings.trainerId, startsAt: ptBookings.startsAt, endsAt: ptBookings.endsAt })
    .from(ptBookings)
    .where(and(inArray(ptBookings.trainerId, trainerIds), eq(ptBookings.status, 'Booked'), lt(ptBookings.startsAt, to), gt(ptBookings.endsAt, from)));
  for (const r of rows) map.set(r.trainerId, [...(map.get(r.trainerId) ?? []), r]);
  return map;
}

export async function searchTrainers(db: Database, user: SessionUser, body: TrainerSearchBody, now = clockNow()): Promise<Trainer[]> {
  const club = await searchClub(db, user, body);
  const tz = club.timeZone;
  assertDateInWindow(body.selectedDate, tz, PT_WINDOW_DAYS, now);
  const durationMin = body.duration ?? Math.max(...DEFAULT_DURATIONS);
  const rows = await db.select().from(trainers).where(and(eq(trainers.clubId, club.id), eq(trainers.active, true))).orderBy(asc(trainers.name));
  const ids = rows.map((t) => t.id);
  const hours = ids.length ? await db.select().from(trainerWorkingHours).where(inArray(trainerWorkingHours.trainerId, ids)) : [];
  const [from] = clubDayRange(body.selectedDate, tz);
  const lastDay = dayjs.utc(body.selectedDate).add(NEXT_AVAILABLE_DAYS, 'day').format('YYYY-MM-DD');
  const [, to] = clubDayRange(lastDay, tz);
  const busy = await busyOf(db, ids, from, to);

  return rows.map((t) => {
    const own: WorkingHours[] = hours.filter((h) => h.trainerId === t.id);
    const base = { tz, durationMin, hours: own, busy: busy.get(t.id) ?? [], now };
    const today = daySlots({ ...base, date: body.selectedDate, from: body.startTime ?? SEARCH_START, to: body.endTime });
    let next: string | null = null;
    if (today.length === 0) {
      for (let d = 1; d <= NEXT_AVAILABLE_DAYS && !next; d++) {
        const date = dayjs.utc(body.selectedDate).add(d, 'day').format('YYYY-MM-DD');
        const [first] = daySlots({ ...base, date, from: SEARCH_START });
        if (first) next = `${dayjs(first.startsAt).tz(tz).format('DD/MM/YYYY HH:mm')}`;
      }
    }
    return {
      trainerId: t.id,
      name: t.name,
      photo: t.photo ?? '',
      bio: t.bio ?? '',
      availableTime: today.map((s) => ({
        startTime: localTime(s.startsAt, tz),
        endTime: localTime(s.endsAt, tz),
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
      })),
      requireSubscription: t.requireSubscription,
      hasNoClassToday: today.length === 0,
      nextAvailableClass: next,
    };
  });
}

/** PT packs with sessions left (or unlimited) and not expired. */
export async function ptSubscriptions(db: Database, memberId: number, now = clockNow()): Promise<PtSubscription[]> {
  const ofPt = eq(subscriptions.subscriptionType, SUBSCRIPTION_TYPE.pt);
  const rows = await memberSubscriptionsWhere(db, memberId, ofPt, subscriptionUsable(now)).orderBy(asc(memberSubscriptions.id));
  return rows.map(({ ms, s: { name } }) => ({
    memberPtSubscriptionId: ms.id,
    remaining: ms.remaining,
    expiresAt: ms.expiresAt ? ms.expiresAt.toISOString() : null,
    subscription: { subscriptionName: name },
  }));
}

export interface BookPtInput {
  memberId: number;
  trainerId: number;
  startsAt: Date;
  endsAt: Date;
  bookingTypeId?: number | null;
  memberSubscriptionId?: number | null;
  comments?: string;
}

export type PtBookingRow = typeof ptBookings.$inferSelect;

/** A transaction (or savepoint) handle of `Database.transaction`. */
export type PtTransaction = Transaction;

/**
 * Books a PT slot in its own transaction: the PT page's path. Purchases that book a stored slot
 * call `bookPtSessionIn` with their own transaction instead, so both paths share every check.
 */
export async function bookPtSession(db: Database, input: BookPtInput, now = clockNow()): Promise<PtBookingRow> {
  return db.transaction((tx) => bookPtSessionIn(tx, input, now));
}

/**
 * Books a PT slot inside the caller's transaction. Locks the member row, then the trainer row
 * (always in that order, so two bookings never deadlock; a caller that writes rows referencing the
 * member first must lock the member before those writes, see the extras purchase), re-checks the
 * slot against the trainer's hours and every booked session of the trainer and of the member, and
 * takes one session from the pack. The partial unique index on (trainer, start) backs the lock up.
 * Throws HttpError before any write when the slot cannot be booked.
 */
export async function bookPtSessionIn(tx: PtTransaction, input: BookPtInput, now = clockNow()): Promise<PtBookingRow> {
  const [member] = await tx.select().from(members).where(eq(members.id, input.memberId)).for('update');
  if (!member) throw new HttpError(404, 'Member not found.');
  const [trainer] = await tx.select().from(trainers).where(eq(trainers.id, input.trainerId)).for('update');
  if (!trainer || !trainer.active || trainer.clubId !== member.clubId) throw new HttpError(404, 'Trainer not found.');
  const club = await findClub(tx as unknown as Database, member.clubId);
  const tz = club.timeZone;
  if (input.startsAt.getTime() <= now.getTime()) throw new HttpError(400, SLOT_TAKEN_MESSAGE);
  const date = localDate(input.startsAt, tz);
  const hours = await tx.select().from(trainerWorkingHours).where(eq(trainerWorkingHours.trainerId, trainer.id));
  if (!isWorkingSlot(input.startsAt, input.endsAt, date, tz, hours)) throw new HttpError(400, SLOT_TAKEN_MESSAGE);

  const overlapping = (col: typeof ptBookings.trainerId | typeof ptBookings.memberId, value: number) =>
    tx
      .select({ id: ptBookings.id })
      .from(ptBookings)
      .where(and(eq(col, value), eq(ptBookings.status, 'Booked'), overlaps(ptBookings, input)))
      .limit(1);
  if ((await overlapping(ptBookings.trainerId, trainer.id)).length) throw new HttpError(409, SLOT_TAKEN_MESSAGE);
  if ((await overlapping(ptBookings.memberId, member.id)).length) throw new HttpError(409, PT_OVERLAP_MESSAGE);

  if (trainer.requireSubscription && !input.memberSubscriptionId) throw new HttpError(400, NO_PT_SUBSCRIPTION_MESSAGE);
  if (input.memberSubscriptionId) {
    // Conditional update: a session is taken only while one is left (null = unlimited).
    const used = await tx
      .update(memberSubscriptions)
      .set({ remaining: sql`case when ${memberSubscriptions.remaining} is null then null else ${memberSubscriptions.remaining} - 1 end` })
      .where(
        and(
          eq(memberSubscriptions.id, input.memberSubscriptionId),
          eq(memberSubscriptions.memberId, member.id),
          subscriptionUsable(now),
          inArray(
            memberSubscriptions.subscriptionId,
            tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.subscriptionType, SUBSCRIPTION_TYPE.pt)),
          ),
        ),
      )
      .returning({ id: memberSubscriptions.id });
    if (used.length === 0) throw new HttpError(400, SUBSCRIPTION_UNUSABLE_MESSAGE);
  }
  const row = firstRow(await tx
    .insert(ptBookings)
    .values({
      trainerId: trainer.id,
      memberId: member.id,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      bookingTypeId: input.bookingTypeId ?? null,
      memberSubscriptionId: input.memberSubscriptionId ?? null,
      status: 'Booked',
      comments: input.comments ?? 'booked from myaccount',
    })
    .returning(), 'inserted PT booking');
  return row;
}

/** What cancelling a PT session now does to the pack it used, said before the member confirms. */
export async function ptCancellationTerms(db: Database, memberId: number, bookingId: number, now = clockNow()): Promise<CancellationTerms> {
  const [booking] = await db.select().from(ptBookings).where(eq(ptBookings.id, bookingId));
  if (!booking) throw new HttpError(404, 'Booking not found.');
  if (booking.memberId !== memberId) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const member = firstRow(await db.select().from(members).where(eq(members.id, memberId)), 'member');
  const club = await findClub(db, member.clubId);
  const late = booking.startsAt.getTime() - now.getTime() < club.cancellationCutoffHours * 3_600_000;
  if (!booking.memberSubscriptionId) return { late, message: '' };
  const [pack] = await db
    .select({ name: subscriptions.name })
    .from(memberSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, memberSubscriptions.subscriptionId))
    .where(eq(memberSubscriptions.id, booking.memberSubscriptionId));
  const packName = pack?.name ?? 'PT pack';
  return late
    ? { late, message: `This session starts within ${club.cancellationCutoffHours} hours: the session stays used from your ${packName}.` }
    : { late, message: `The session goes back to your ${packName}.` };
}

/** PT cancel (one confirmation): in time the pack session is given back, inside the cut-off it is used. */
export async function cancelPt(db: Database, memberId: number, bookingId: number, now = clockNow()): Promise<'success'> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(ptBookings).where(eq(ptBookings.id, bookingId)).for('update');
    if (!booking) throw new HttpError(404, 'Booking not found.');
    if (booking.memberId !== memberId) throw new HttpError(403, NO_ACCESS_MESSAGE);
    if (booking.status === 'Cancelled') return 'success' as const;
    if (booking.startsAt.getTime() <= now.getTime()) throw new HttpError(400, 'This session has already started.');
    const member = firstRow(await tx.select().from(members).where(eq(members.id, memberId)), 'member');
    const club = await findClub(tx as unknown as Database, member.clubId);
    await tx.update(ptBookings).set({ status: 'Cancelled', cancelledAt: now }).where(eq(ptBookings.id, booking.id));
    const inTime = booking.startsAt.getTime() - now.getTime() >= club.cancellationCutoffHours * 3_600_000;
    if (inTime && booking.memberSubscriptionId) {
      await tx
        .update(memberSubscriptions)
        .set({ remaining: sql`case when ${memberSubscriptions.remaining} is null then null else ${memberSubscriptions.remaining} + 1 end` })
        .where(eq(memberSubscriptions.id, booking.memberSubscriptionId));
    }
    return 'success' as const;
  });
}

