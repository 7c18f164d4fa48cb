// Group class queries. Capacity changes happen only inside a transaction holding the schedule
// row lock (SELECT ... FOR UPDATE), so every API instance sees one order of bookings.
import { and, asc, count, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classBookings, classes, classSchedules, classTypes } from '../../db/schema';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ScheduleRow = typeof classSchedules.$inferSelect;
export type ClassBookingRow = typeof classBookings.$inferSelect;

export async function listClassTypes(db: Database, clubId: number) {
  return db.select().from(classTypes).where(eq(classTypes.clubId, clubId)).orderBy(asc(classTypes.id));
}

// The class search runs on every timetable view: its two shapes (all types, one type) are built
// once per database as named prepared statements, so neither drizzle nor PostgreSQL re-plans them.
const searchStatements = new WeakMap<Database, ReturnType<typeof prepareSearches>>();

function prepareSearches(db: Database) {
  const base = [
    eq(classSchedules.clubId, sql.placeholder('clubId')),
    gte(classSchedules.startsAt, sql.placeholder('from')),
    lt(classSchedules.startsAt, sql.placeholder('to')),
  ];
  const query = (name: string, withType: boolean) =>
    db
      .select({ schedule: classSchedules, cls: classes })
      .from(classSchedules)
      .innerJoin(classes, eq(classes.id, classSchedules.classId))
      .where(and(...base, ...(withType ? [eq(classes.classTypeId, sql.placeholder('classTypeId'))] : [])))
      .orderBy(asc(classSchedules.startsAt), asc(classSchedules.id))
      .prepare(name);
  return { all: query('portal_search_schedules', false), ofType: query('portal_search_schedules_type', true) };
}

export async function searchSchedules(db: Database, clubId: number, from: Date, to: Date, classTypeId?: number) {
  let statements = searchStatements.get(db);
  if (!statements) {
    statements = prepareSearches(db);
    searchStatements.set(db, statements);
  }
  return classTypeId ? statements.ofType.execute({ clubId, from, to, classTypeId }) : statements.all.execute({ clubId, from, to });
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
