// The trainers' SQL: trainers, weekly hours, exceptions, PT session types with their durations,
// and the audit row. Every statement is scoped to the club.
import { and, asc, eq, inArray } from 'drizzle-orm';
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
export type TrainerRow = typeof trainers.$inferSelect;

export async function trainersOfClub(db: Db, clubId: number) {
  const rows = await db
    .select()
    .from(trainers)
    .where(eq(trainers.clubId, clubId))
    .orderBy(asc(trainers.name), asc(trainers.id));
  const ids = rows.map((r) => r.id);
  const hours = ids.length
    ? await db
        .select()
        .from(trainerWorkingHours)
        .where(inArray(trainerWorkingHours.trainerId, ids))
        .orderBy(asc(trainerWorkingHours.weekday), asc(trainerWorkingHours.startTime))
    : [];
  const exceptions = ids.length
    ? await db
        .select()
        .from(trainerExceptions)
        .where(inArray(trainerExceptions.trainerId, ids))
        .orderBy(asc(trainerExceptions.date))
    : [];
  return { rows, hours, exceptions };
}

export const lockTrainer = clubRows(trainers, 'trainer').lock;

export async function insertTrainer(db: Db, values: typeof trainers.$inferInsert): Promise<TrainerRow> {
  const [row] = await db.insert(trainers).values(values).returning();
  return row!;
}

export async function updateTrainer(
  db: Db,
  trainerId: number,
  values: Partial<typeof trainers.$inferInsert>,
): Promise<void> {
  await db.update(trainers).set(values).where(eq(trainers.id, trainerId));
}

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
  const ids = types.map((t) => t.id);
  const durations = ids.length
    ? await db
        .select()
        .from(ptDurations)
        .where(inArray(ptDurations.bookingTypeId, ids))
        .orderBy(asc(ptDurations.minutes))
    : [];
  return types.map((t) => ({
    ...t,
    durationsMin: durations.filter((d) => d.bookingTypeId === t.id).map((d) => d.minutes),
  }));
}

export const lockSessionType = clubRows(ptBookingTypes, 'PT session type').lock;

export async function saveSessionType(
  db: Db,
  clubId: number,
  typeId: number | null,
  values: { name: string; priceCents: number; requiresSubscription: boolean },
  durationsMin: number[],
) {
  const id =
    typeId ??
    (
      await db
        .insert(ptBookingTypes)
        .values({ clubId, ...values })
        .returning()
    )[0]!.id;
  if (typeId !== null) await db.update(ptBookingTypes).set(values).where(eq(ptBookingTypes.id, typeId));
  // Durations are labels of a type: replaced whole (no booking names a duration row).
  await db.delete(ptDurations).where(eq(ptDurations.bookingTypeId, id));
  await db
    .insert(ptDurations)
    .values(durationsMin.map((minutes) => ({ bookingTypeId: id, minutes, label: `${minutes} minutes` })));
  return id;
}

export const audit = (db: Db, entry: AuditEntry) => writeAudit(db, 'trainers', entry);
