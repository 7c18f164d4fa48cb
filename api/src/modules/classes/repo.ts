// Group class queries. Capacity changes happen only inside a transaction holding the schedule
// row lock (SELECT ... FOR UPDATE), so every API instance sees one order of bookings.
import { and, asc, count, eq, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { classBookings, classes, classSchedules, classTypes } from '../../db/schema';
import { classImageColumns } from './class-images';
import { perDatabase } from '../../lib/per-database';

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

// Every search asks which of the page's classes the member holds: one named prepared statement on
// the (member, schedule) index, so the shared cached page stays the same bytes for every member.
const memberBookingStatements = perDatabase((db: Database) =>
  db
    .select({ scheduleId: classBookings.scheduleId, bookingId: classBookings.id, status: classBookings.status })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.memberId, sql.placeholder('memberId')),
        sql`${classBookings.scheduleId} = any(${sql.placeholder('scheduleIds')})`,
        ne(classBookings.status, 'Cancelled'),
      ),
    )
    .prepare('portal_member_class_bookings'),
);

/** The member's live (booked or waiting) bookings of the given classes. */
export async function memberBookingsOf(db: Database, memberId: number, scheduleIds: number[]) {
  if (scheduleIds.length === 0) return [];
  return memberBookingStatements(db).execute({ memberId, scheduleIds });
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
