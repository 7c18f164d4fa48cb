// The trainers' SQL: trainers, weekly hours, exceptions, PT session types with their durations,
// and the audit row. Every statement is scoped to the club.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { writeAudit, type AuditEntry } from '../../lib/club-audit';
import { clubRows } from '../../lib/club-rows';
import {
  ptBookingTypes,
  ptDurations,
  trainerExceptions,
  trainers,
  trainerWorkingHours,
} from '../../db/schema';

export type Db = Database;

export async function trainersOfClub(db: Db, clubId: number) {
  const rows = await db
    .select()
    .from(trainers)
    .where(eq(trainers.clubId, clubId))
    .orderBy(asc(trainers.name), asc(trainers.id));
  const ids = rows.map((r) => r.id);
  const hours = await rowsOfParents(db, trainerWorkingHours, trainerWorkingHours.trainerId, ids, asc(trainerWorkingHours.weekday), asc(trainerWorkingHours.startTime));
  const exceptions = await rowsOfParents(db, trainerExceptions, trainerExceptions.trainerId, ids, asc(trainerExceptions.date));
  return { rows, hours, exceptions };
}

/** The rows of `table` whose `parent` is one of `ids`, in `order`; no statement when there are none. */
async function rowsOfParents<T extends PgTable>(db: Db, table: T, parent: AnyPgColumn, ids: number[], ...order: SQL[]): Promise<Array<T['$inferSelect']>> {
  if (!ids.length) return [];
  // Drizzle's builders cannot infer through a generic table; the rows are the table's own.
  return (await db.select().from(table as PgTable).where(inArray(parent, ids)).orderBy(...order)) as Array<T['$inferSelect']>;
}

export const trainerRows = clubRows(trainers, 'trainer');

export async function replaceHours(
  db: Db,
  trainerId: number,
  hours: Array<{ weekday: number; startTime: string; endTime: string }>,
): Promise<void> {
  await db.delete(trainerWorkingHours).where(eq(trainerWorkingHours.trainerId, trainerId));
  if (hours.length) await db.insert(trainerWorkingHours).values(hours.map((h) => ({ trainerId, ...h })));
}

export async function insertException(db: Db, values: typeof trainerExceptions.$inferInsert) {
  const [row] = await db.insert(trainerExceptions).values(values).returning();
  return row!;
}

/** Deletes an absence of one of the club's trainers; undefined when it is not the club's. */
export async function deleteException(db: Db, clubId: number, exceptionId: number) {
  const [row] = await db
    .select({ e: trainerExceptions })
    .from(trainerExceptions)
    .innerJoin(trainers, eq(trainers.id, trainerExceptions.trainerId))
    .where(and(eq(trainerExceptions.id, exceptionId), eq(trainers.clubId, clubId)));
  if (!row) return undefined;
  await db.delete(trainerExceptions).where(eq(trainerExceptions.id, exceptionId));
  return row.e;
}

export async function sessionTypesOfClub(db: Db, clubId: number) {
  const types = await db
    .select()
    .from(ptBookingTypes)
    .where(eq(ptBookingTypes.clubId, clubId))
    .orderBy(asc(ptBookingTypes.id));
  const durations = await rowsOfParents(db, ptDurations, ptDurations.bookingTypeId, types.map((t) => t.id), asc(ptDurations.minutes));
  return types.map((t) => ({
    ...t,
    durationsMin: durations.filter((d) => d.bookingTypeId === t.id).map((d) => d.minutes),
  }));
}

export const sessionTypeRows = clubRows(ptBookingTypes, 'PT session type');

export async function saveSessionType(
  db: Db,
  clubId: number,
  typeId: number | null,
  values: { name: string; priceCents: number; requiresSubscription: boolean },
  durationsMin: number[],
) {
  const id = typeId ?? (await sessionTypeRows.insert(db, clubId, values)).id;
  if (typeId !== null) await sessionTypeRows.update(db, clubId, typeId, values);
  // Durations are labels of a type: replaced whole (no booking names a duration row).
  await db.delete(ptDurations).where(eq(ptDurations.bookingTypeId, id));
  await db
    .insert(ptDurations)
    .values(durationsMin.map((minutes) => ({ bookingTypeId: id, minutes, label: `${minutes} minutes` })));
  return id;
}

export const audit = (db: Db, entry: AuditEntry) => writeAudit(db, 'trainers', entry);
