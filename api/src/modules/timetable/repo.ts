// The timetable's SQL: series with their class, the sessions they generate, closures, the audit
// row. Sessions are written with ON CONFLICT DO NOTHING on (series_id, occurrence_start): the
// database, not a lock in memory, makes two instances generating the same days write each once.
import { and, asc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { writeAudit, type AuditEntry } from '../../lib/club-audit';
import { clubRows } from '../../lib/club-rows';
import {
  classBookings,
  classes,
  classSchedules,
  classSeries,
  classTypes,
  clubClosures,
  clubs,
} from '../../db/schema';

export type Db = Database;
export type SeriesRow = typeof classSeries.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;
export type SessionRow = typeof classSchedules.$inferSelect;
export type NewSession = typeof classSchedules.$inferInsert;
export type SeriesWithClass = { series: SeriesRow; cls: ClassRow; classType: string };

export async function clubZone(db: Db, clubId: number): Promise<{ id: number; timeZone: string } | undefined> {
  const [row] = await db.select({ id: clubs.id, timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  return row;
}

export const classTypeRows = clubRows(classTypes, 'class type');

export async function classTypesOfClub(db: Db, clubId: number) {
  return db
    .select({ id: classTypes.id, description: classTypes.description })
    .from(classTypes)
    .where(eq(classTypes.clubId, clubId))
    .orderBy(asc(classTypes.id));
}


const seriesColumns = { series: classSeries, cls: classes, classType: classTypes.description };

export async function seriesOfClub(db: Db, clubId: number): Promise<SeriesWithClass[]> {
  return db
    .select(seriesColumns)
    .from(classSeries)
    .innerJoin(classes, eq(classes.id, classSeries.classId))
    .innerJoin(classTypes, eq(classTypes.id, classes.classTypeId))
    .where(eq(classSeries.clubId, clubId))
    .orderBy(asc(classSeries.startTime), asc(classes.name), asc(classSeries.id));
}

export async function activeSeries(db: Db, clubId?: number): Promise<SeriesWithClass[]> {
  return db
    .select(seriesColumns)
    .from(classSeries)
    .innerJoin(classes, eq(classes.id, classSeries.classId))
    .innerJoin(classTypes, eq(classTypes.id, classes.classTypeId))
    .where(and(isNull(classSeries.retiredAt), clubId === undefined ? sql`true` : eq(classSeries.clubId, clubId)));
}

/** The series of the club with its class, locked for the change (two ADMINs' changes queue). */
export async function lockSeries(db: Db, clubId: number, seriesId: number): Promise<SeriesWithClass | undefined> {
  const [row] = await db
    .select(seriesColumns)
    .from(classSeries)
    .innerJoin(classes, eq(classes.id, classSeries.classId))
    .innerJoin(classTypes, eq(classTypes.id, classes.classTypeId))
    .where(and(eq(classSeries.id, seriesId), eq(classSeries.clubId, clubId)))
    .for('update', { of: classSeries });
  return row;
}

/** A series' class (name, type, instructor, room, picture) and the series' rule, each written within the club. */
export const classRows = clubRows(classes, 'class');
export const seriesRows = clubRows(classSeries, 'class series');

/** Writes the sessions not written yet; answers how many were new. */
export async function insertSessions(db: Db, rows: NewSession[]): Promise<number> {
  let written = 0;
  // Bounded statements: a 200-class timetable over three months is ~8,000 rows.
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const inserted = await db
      .insert(classSchedules)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: classSchedules.id });
    written += inserted.length;
  }
  return written;
}

/** A series' sessions from an instant on, each with its live bookings (booked and waiting) and whether any booking row names it. */
export async function sessionsOfSeriesFrom(db: Db, seriesId: number, from: Date) {
  return db
    .select({
      session: classSchedules,
      live: sql<number>`(select count(*)::int from class_bookings b where b.schedule_id = class_schedules.id and b.status <> 'Cancelled')`,
      anyBooking: sql<boolean>`exists (select 1 from class_bookings b where b.schedule_id = class_schedules.id)`,
    })
    .from(classSchedules)
    .where(and(eq(classSchedules.seriesId, seriesId), gte(classSchedules.startsAt, from)))
    .orderBy(asc(classSchedules.startsAt))
    .for('update', { of: classSchedules });
}

/** The ids of the club's sessions starting in [from, to) that meet every one of `conditions`. */
function sessionIdsStartingIn(db: Db, clubId: number, from: Date, to: Date, ...conditions: SQL[]) {
  return db
    .select({ id: classSchedules.id })
    .from(classSchedules)
    .where(and(eq(classSchedules.clubId, clubId), gte(classSchedules.startsAt, from), sql`${classSchedules.startsAt} < ${to}`, ...conditions));
}

/** The club's sessions starting in [from, to), not cancelled. */
export async function liveSessionsBetween(db: Db, clubId: number, from: Date, to: Date) {
  return sessionIdsStartingIn(db, clubId, from, to, isNull(classSchedules.cancelledAt));
}

export async function deleteSessions(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(classSchedules).where(inArray(classSchedules.id, ids));
}

export async function updateSession(db: Db, id: number, values: Partial<NewSession>): Promise<void> {
  await db.update(classSchedules).set(values).where(eq(classSchedules.id, id));
}

/** A session of the club, locked, with its class. */
export async function lockSession(db: Db, clubId: number, scheduleId: number) {
  const [row] = await db
    .select({ session: classSchedules, cls: classes })
    .from(classSchedules)
    .innerJoin(classes, eq(classes.id, classSchedules.classId))
    .where(and(eq(classSchedules.id, scheduleId), eq(classSchedules.clubId, clubId)))
    .for('update', { of: classSchedules });
  return row;
}

export async function liveBookingsOf(db: Db, scheduleIds: number[]) {
  if (!scheduleIds.length) return [];
  return db
    .select()
    .from(classBookings)
    .where(and(inArray(classBookings.scheduleId, scheduleIds), ne(classBookings.status, 'Cancelled')));
}

export async function raiseIcsSequence(db: Db, bookingId: number, sequence: number) {
  await db.update(classBookings).set({ icsSequence: sequence }).where(eq(classBookings.id, bookingId));
}

export async function upcomingSessionsOfSeries(db: Db, clubId: number, seriesId: number, from: Date) {
  return db
    .select()
    .from(classSchedules)
    .where(
      and(eq(classSchedules.clubId, clubId), eq(classSchedules.seriesId, seriesId), gte(classSchedules.startsAt, from)),
    )
    .orderBy(asc(classSchedules.startsAt))
    .limit(200);
}

export async function closuresOfClub(db: Db, clubId: number, fromDate?: string) {
  return db
    .select()
    .from(clubClosures)
    .where(and(eq(clubClosures.clubId, clubId), fromDate ? gte(clubClosures.date, fromDate) : sql`true`))
    .orderBy(asc(clubClosures.date));
}

export async function insertClosure(db: Db, clubId: number, date: string, reason: string) {
  const [row] = await db.insert(clubClosures).values({ clubId, date, reason }).onConflictDoNothing().returning();
  return row;
}

export async function deleteClosure(db: Db, clubId: number, closureId: number) {
  const [row] = await db
    .delete(clubClosures)
    .where(and(eq(clubClosures.id, closureId), eq(clubClosures.clubId, clubId)))
    .returning();
  return row;
}

/** Cancelled sessions of the club's series on a day that no booking ever named (a closure's, to be generated again). */
export async function unbookedCancelledSessions(db: Db, clubId: number, from: Date, to: Date) {
  return sessionIdsStartingIn(
    db,
    clubId,
    from,
    to,
    sql`${classSchedules.cancelledAt} is not null`,
    sql`${classSchedules.seriesId} is not null`,
    sql`not exists (select 1 from class_bookings b where b.schedule_id = class_schedules.id)`,
  );
}

export { announceTimetableChange } from './change-notices';

export const audit = (db: Db, entry: AuditEntry) => writeAudit(db, 'timetable', entry);
