// Over 300 lines on purpose: every group-class query, including the booking transaction that holds the schedule's row lock.
// Group class queries. Capacity changes happen only inside a transaction holding the schedule
// row lock (SELECT ... FOR UPDATE), so every API instance sees one order of bookings.
import {
  BOOKING_NOT_FOUND_MESSAGE,
  CAPACITY_RANGE_MESSAGE,
  capacityBelowBookedMessage,
  CHECK_IN_REFUSED_MESSAGE,
  CLASS_ALREADY_CANCELLED_MESSAGE,
  CLASS_NOT_FOUND_MESSAGE,
  CLASS_NOT_UPCOMING_MESSAGE,
  CLASS_STARTED_MESSAGE,
  LATE_CANCEL_WARNING,
  MAX_CLASS_CAPACITY,
  NO_ACCESS_MESSAGE,
  type CancellationTerms
} from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/formatters';
import { and, asc, count, eq, gt, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { classBookings, classes, classSchedules, classTypes, memberSubscriptions, SUBSCRIPTION_TYPE, subscriptions } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import {
  findClub,
  type Club,
  type Member
} from '../../lib/club-time';
import { HttpError } from '../../lib/http-error';
import { perDatabase } from '../../lib/per-database';
import { memberSubscriptionsWhere, subscriptionUnexpired } from '../membership';
import { noticeBooking } from '../notifications';
import { classImageColumns } from './class-images';
import { givePackSessionBack } from './dependant-packs';
import { addLateCancelDebit } from './late-cancel-fee';
import { invalidateClassSearches } from './class-search.cached';
import { classNotice, promoteWaiting } from './waitlist';

export type Tx = Transaction;
export type ScheduleRow = typeof classSchedules.$inferSelect;
export type ClassBookingRow = typeof classBookings.$inferSelect;

export async function listClassTypes(db: Database, clubId: number) {
  return db.select().from(classTypes).where(eq(classTypes.clubId, clubId)).orderBy(asc(classTypes.id));
}

/**
 * What a class card shows, for the member search and the public timetable alike: the picture as
 * its md5 or address, never its bytes, and the places held for the waiting list (offered to those
 * members, so a timetable must not count them as free).
 */
export const scheduleCardColumns = {
  id: classSchedules.id,
  startsAt: classSchedules.startsAt,
  endsAt: classSchedules.endsAt,
  capacity: classSchedules.capacity,
  totalBooked: classSchedules.totalBooked,
  classId: classes.id,
  name: classes.name,
  instructor: classes.instructor,
  specialInstructions: classes.specialInstructions,
  location: classes.location,
  ...classImageColumns,
  held: sql<number>`(select count(*)::int from class_bookings w where w.schedule_id = ${classSchedules.id}
    and w.status = 'Waiting' and w.offered_at is not null)`,
};

// The class search runs on every timetable view: its two shapes (all types, one type) are built
// once per database as named prepared statements, so neither drizzle nor PostgreSQL re-plans them.
const searchStatements = perDatabase(prepareSearches);

function prepareSearches(db: Database) {
  const base = [
    eq(classSchedules.clubId, sql.placeholder('clubId')),
    gte(classSchedules.startsAt, sql.placeholder('from')),
    lt(classSchedules.startsAt, sql.placeholder('to')),
    // A class the club cancelled (the console's desk) is off the timetable.
    isNull(classSchedules.cancelledAt),
  ];
  const query = (name: string, withType: boolean) =>
    db
      .select(scheduleCardColumns)
      .from(classSchedules)
      .innerJoin(classes, eq(classes.id, classSchedules.classId))
      .where(and(...base, ...(withType ? [eq(classes.classTypeId, sql.placeholder('classTypeId'))] : [])))
      .orderBy(asc(classSchedules.startsAt), asc(classSchedules.id))
      .prepare(name);
  return { all: query('portal_search_schedules', false), ofType: query('portal_search_schedules_type', true) };
}

export async function searchSchedules(db: Database, clubId: number, from: Date, to: Date, classTypeId?: number) {
  const statements = searchStatements(db);
  return classTypeId ? statements.ofType.execute({ clubId, from, to, classTypeId }) : statements.all.execute({ clubId, from, to });
}

// The day's live (booked or waiting) bookings, read with the day the search cache holds: each
// search then finds the member's own among them without a query of its own, and the shared page
// stays the same bytes for every member. A change to a booking drops the day (changingClassBookings).
const dayBookingStatements = perDatabase((db: Database) =>
  db
    .select({ memberId: classBookings.memberId, scheduleId: classBookings.scheduleId, bookingId: classBookings.id, status: classBookings.status })
    .from(classBookings)
    .where(and(sql`${classBookings.scheduleId} = any(${sql.placeholder('scheduleIds')})`, ne(classBookings.status, 'Cancelled')))
    .prepare('portal_day_class_bookings'),
);

/** The live (booked or waiting) bookings of the given classes, every member's. */
export async function liveBookingsOf(db: Database, scheduleIds: number[]) {
  if (scheduleIds.length === 0) return [];
  return dayBookingStatements(db).execute({ scheduleIds });
}

export async function lockSchedule(tx: Tx, scheduleId: number): Promise<ScheduleRow | undefined> {
  const [row] = await tx.select().from(classSchedules).where(eq(classSchedules.id, scheduleId)).for('update');
  return row;
}

export async function activeBooking(tx: Tx, memberId: number, scheduleId: number): Promise<ClassBookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(classBookings)
    .where(and(eq(classBookings.memberId, memberId), eq(classBookings.scheduleId, scheduleId), ne(classBookings.status, 'Cancelled')))
    .limit(1);
  return row;
}

/**
 * The bookings themselves, one statement: portal_book_class (migration 0012) per member in the
 * given order. Its first call locks the schedule row, then gives a place when one is free and not
 * held for the waiting list (Booked, total_booked + 1), else a waiting-list place; being volatile
 * plpgsql, each call sees the previous ones. Undefined for a member who already holds a live
 * booking of it (or is listed twice). The lock is what bookings of the class queue on, across
 * instances, until the caller's transaction ends.
 */
export async function bookPlaces(
  db: Database | Tx,
  scheduleId: number,
  bookings: Array<{ memberId: number; at: Date }>,
): Promise<Array<{ id: number; status: 'Booked' | 'Waiting' } | undefined>> {
  // Array literals of integers and ISO instants: nothing in them needs quoting beyond the quotes.
  const memberIds = `{${bookings.map((b) => Math.trunc(b.memberId)).join(',')}}`;
  const ats = `{${bookings.map((b) => `"${b.at.toISOString()}"`).join(',')}}`;
  const result = await db.execute(sql`select b.n::int as n, r.booking_id, r.booking_status
    from unnest(${memberIds}::int[], ${ats}::timestamptz[]) with ordinality as b(member_id, at, n)
    left join lateral portal_book_class(b.member_id, ${scheduleId}, b.at) r on true
    order by b.n`);
  const rows = (result as unknown as { rows: Array<{ n: number; booking_id: number | null; booking_status: 'Booked' | 'Waiting' | null }> }).rows;
  return rows.map((r) => (r.booking_id === null ? undefined : { id: Number(r.booking_id), status: r.booking_status! }));
}

/** What the notices of new bookings need: each booking's member and calendar sequence, and a waiting one's place in the queue (1 = first). */
export async function newBookings(tx: Tx, scheduleId: number, bookingIds: number[]) {
  const ids = `{${bookingIds.map((id) => Math.trunc(id)).join(',')}}`;
  const result = await tx.execute(sql`select b.id, b.member_id, b.ics_sequence, w.position
    from class_bookings b
    left join (select id, row_number() over (order by joined_at, id)::int as position
               from class_bookings where schedule_id = ${scheduleId} and status = 'Waiting') w on w.id = b.id
    where b.id = any(${ids}::int[])`);
  const rows = (result as unknown as { rows: Array<{ id: number; member_id: number; ics_sequence: number; position: number | null }> }).rows;
  return new Map(rows.map((r) => [Number(r.id), { memberId: Number(r.member_id), icsSequence: Number(r.ics_sequence), position: r.position === null ? undefined : Number(r.position) }]));
}

/** A schedule row with what a booking's notice says about its class, without a lock (its club and start never change once booked). */
export async function findScheduleWithClass(db: Database, scheduleId: number) {
  const [row] = await db
    .select({ schedule: classSchedules, name: classes.name, location: classes.location })
    .from(classSchedules)
    .innerJoin(classes, eq(classes.id, classSchedules.classId))
    .where(eq(classSchedules.id, scheduleId))
    .limit(1);
  return row;
}

/** Waiting bookings already offered a freed place: those places are held for them. */
export async function countOffered(tx: Tx, scheduleId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(classBookings)
    .where(and(eq(classBookings.scheduleId, scheduleId), eq(classBookings.status, 'Waiting'), isNotNull(classBookings.offeredAt)));
  return Number(row?.n ?? 0);
}

/** Free places not held for anyone on the waiting list. */
export async function unheldPlaces(tx: Tx, schedule: ScheduleRow): Promise<number> {
  return schedule.capacity - schedule.totalBooked - (await countOffered(tx, schedule.id));
}

export async function changeTotalBooked(tx: Tx, scheduleId: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(classSchedules)
    .set({ totalBooked: sql`${classSchedules.totalBooked} + ${delta}` })
    .where(eq(classSchedules.id, scheduleId));
}

export async function lockBooking(tx: Tx, bookingId: number): Promise<ClassBookingRow | undefined> {
  const [row] = await tx.select().from(classBookings).where(eq(classBookings.id, bookingId)).for('update');
  return row;
}

/** Fee put on the account for a late cancellation when the class sets none and no credit can be forfeited. */
export const LATE_CANCEL_FEE_CENTS = 1000;

const CHECK_IN_OPENS_MIN = 60;

/**
 * Runs a transaction that may change a club's class bookings, then drops that club's cached
 * searches after the commit (or rollback) and before the caller answers, so the next search on
 * this instance shows the change (class-search.cached.ts). Members book only at their own club (`book`
 * refuses other clubs' classes), so member.clubId is the club whose searches change.
 */
export async function changingClassBookings<T>(db: Database, clubId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    invalidateClassSearches(db, clubId);
  }
}

export async function checkIn(db: Database, member: Member, scheduleId: number, now = clockNow()): Promise<'success'> {
  return db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, scheduleId);
    if (!schedule || schedule.clubId !== member.clubId) throw new HttpError(404, CLASS_NOT_FOUND_MESSAGE);
    const booking = await activeBooking(tx, member.id, schedule.id);
    if (!booking || booking.status !== 'Booked') throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
    const opens = schedule.startsAt.getTime() - CHECK_IN_OPENS_MIN * 60_000;
    if (now.getTime() < opens || now.getTime() > schedule.endsAt.getTime()) throw new HttpError(400, CHECK_IN_REFUSED_MESSAGE);
    await tx.update(classBookings).set({ checkedInAt: booking.checkedInAt ?? now }).where(eq(classBookings.id, booking.id));
    return 'success' as const;
  });
}

/**
 * Cancels a class booking. Inside the club's cut-off a normal cancel is refused (409) and the
 * member must force-cancel, which forfeits a group-fitness session credit when they hold one,
 * else puts the late fee on the booking (the member's account).
 */
export async function cancel(db: Database, member: Member, bookingId: number, force: boolean, now = clockNow()): Promise<'success'> {
  const club = await findClub(db, member.clubId);
  return changingClassBookings(db, member.clubId, async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
    if (booking.memberId !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
    if (booking.status === 'Cancelled') return 'success' as const;
    const schedule = await lockSchedule(tx, booking.scheduleId);
    if (!schedule) throw new HttpError(404, CLASS_NOT_FOUND_MESSAGE);
    if (schedule.startsAt.getTime() <= now.getTime()) throw new HttpError(400, CLASS_STARTED_MESSAGE);
    const late = isLateCancel(booking, schedule, club, now);
    if (late && !force) throw new HttpError(409, LATE_CANCEL_WARNING);
    let feeCents = booking.feeCents;
    let lateFeeCents = 0;
    // A place a dependant's pack paid for: late, the session stays used; in time, it goes back.
    const packUsed = booking.status === 'Booked' ? booking.memberSubscriptionId : null;
    if (late && packUsed === null) {
      const forfeited = await forfeitGroupCredit(tx, member.id, now);
      if (!forfeited) feeCents = lateFeeCents = lateCancelFee(schedule);
    } else if (!late && booking.status === 'Booked') {
      feeCents = 0; // a class fee is not charged for a place given back in time
      if (packUsed !== null) await givePackSessionBack(tx, packUsed);
    }
    const wasBooked = booking.status === 'Booked';
    const [cancelled] = await tx
      .update(classBookings)
      .set({
        status: 'Cancelled',
        cancelledAt: now,
        offeredAt: null,
        offerExpiresAt: null,
        feeCents,
        // The calendar entry is withdrawn: same UID, a higher SEQUENCE.
        icsSequence: wasBooked ? booking.icsSequence + 1 : booking.icsSequence,
      })
      .where(eq(classBookings.id, booking.id))
      .returning();
    if (wasBooked) await changeTotalBooked(tx, schedule.id, -1);
    if (lateFeeCents > 0) await addLateCancelDebit(tx, club, cancelled!, schedule, lateFeeCents, now);
    await noticeBooking(tx, 'cancelled', await classNotice(tx, cancelled!, schedule, club), { calendar: wasBooked });
    // A freed place (or a released offer) goes to the next member waiting.
    await promoteWaiting(tx, club, schedule.id, now);
    return 'success' as const;
  });
}

/**
 * Inside the club's cut-off, a booked place costs a late cancel, except a place the waiting list
 * gave the member when the class was already inside the cut-off: they could not have cancelled in
 * time, so cancelling it is free.
 */
function isLateCancel(booking: ClassBookingRow, schedule: ScheduleRow, club: Club, now: Date): boolean {
  const cutoffMs = cutoffHours(schedule, club) * 3_600_000;
  if (booking.status !== 'Booked' || schedule.startsAt.getTime() - now.getTime() >= cutoffMs) return false;
  const promotedInWindow = booking.promotedAt !== null && schedule.startsAt.getTime() - booking.promotedAt.getTime() < cutoffMs;
  return !promotedInWindow;
}

/** The cut-off of a session: its timetable series' own, else the club's. */
function cutoffHours(schedule: ScheduleRow, club: Club): number {
  return schedule.cancelCutoffHours ?? club.cancellationCutoffHours;
}

/** The late fee of a session: its series' (0 is no fee), else the class fee, else the default. */
function lateCancelFee(schedule: ScheduleRow): number {
  if (schedule.lateCancelFeeCents !== null) return schedule.lateCancelFeeCents;
  return schedule.feeCents > 0 ? schedule.feeCents : LATE_CANCEL_FEE_CENTS;
}

/** The group-fitness pack a late cancel uses: the one that expires first. */
function groupCreditQuery(tx: Tx, memberId: number, now: Date) {
  const ofGroupFitness = eq(subscriptions.subscriptionType, SUBSCRIPTION_TYPE.groupFitness);
  return memberSubscriptionsWhere(tx, memberId, ofGroupFitness, gt(memberSubscriptions.remaining, 0), subscriptionUnexpired(now))
    .orderBy(asc(memberSubscriptions.expiresAt))
    .limit(1);
}

async function forfeitGroupCredit(tx: Tx, memberId: number, now: Date): Promise<boolean> {
  const [credit] = await groupCreditQuery(tx, memberId, now).for('update');
  if (!credit) return false;
  await tx
    .update(memberSubscriptions)
    .set({ remaining: sql`${memberSubscriptions.remaining} - 1` })
    .where(eq(memberSubscriptions.id, credit.ms.id));
  return true;
}

/**
 * What cancelling a class booking now costs, in the member's words, before they confirm: the pack
 * session a late cancel uses, or the late fee. The same rules as cancel() with force.
 */
export async function cancellationTerms(db: Database, member: Member, bookingId: number, now = clockNow()): Promise<CancellationTerms> {
  const club = await findClub(db, member.clubId);
  const [booking] = await db.select().from(classBookings).where(eq(classBookings.id, bookingId));
  if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
  if (booking.memberId !== member.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const [schedule] = await db.select().from(classSchedules).where(eq(classSchedules.id, booking.scheduleId));
  if (!schedule) throw new HttpError(404, CLASS_NOT_FOUND_MESSAGE);
  const late = isLateCancel(booking, schedule, club, now);
  if (!late) return { late: false, message: '' };
  const [credit] = await groupCreditQuery(db as unknown as Tx, member.id, now);
  if (credit) {
    return { late, message: `This class starts within ${cutoffHours(schedule, club)} hours: cancelling now uses 1 session of your ${credit.s.name} (${credit.ms.remaining} left).` };
  }
  const feeCents = lateCancelFee(schedule);
  return { late, message: `This class starts within ${cutoffHours(schedule, club)} hours: cancelling now adds a late-cancel fee of ${formatMoney(feeCents)} to your account.` };
}

/**
 * The club gives a class more (or fewer) places; new places go to the waiting list at once (FIFO,
 * booked or offered per the club's setting). A capacity below the places already booked is
 * refused. `record` runs in the same transaction (the console's audit entry).
 */
export async function changeCapacity(
  db: Database,
  clubId: number,
  scheduleId: number,
  capacity: number,
  now = clockNow(),
  record?: (tx: Database, change: { before: number; after: number; promoted: number }) => Promise<void>,
): Promise<{ promoted: number }> {
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_CLASS_CAPACITY) throw new HttpError(400, CAPACITY_RANGE_MESSAGE);
  const club = await findClub(db, clubId);
  return changingClassBookings(db, clubId, async (tx) => {
    const schedule = await lockSchedule(tx, scheduleId);
    if (!schedule || schedule.clubId !== clubId) throw new HttpError(404, CLASS_NOT_FOUND_MESSAGE);
    if (schedule.cancelledAt) throw new HttpError(409, CLASS_ALREADY_CANCELLED_MESSAGE);
    if (schedule.startsAt.getTime() <= now.getTime()) throw new HttpError(400, CLASS_NOT_UPCOMING_MESSAGE);
    // Nobody booked loses a place: the club cancels a booking, a capacity change never does.
    if (capacity < schedule.totalBooked) throw new HttpError(400, capacityBelowBookedMessage(schedule.totalBooked));
    await tx.update(classSchedules).set({ capacity }).where(eq(classSchedules.id, scheduleId));
    const promoted = await promoteWaiting(tx, club, scheduleId, now);
    await record?.(tx, { before: schedule.capacity, after: capacity, promoted });
    return { promoted };
  });
}
