// SQL of the swim school as the console builds it: levels, terms, weekly classes, holidays, and
// the swim_class_schedules the classes generate (unique per class and date, so a generation
// writes each lesson once), with the enrolment a new lesson carries forward.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studentSwimBookings, students, swimClasses, swimClassSchedules, swimHolidays, swimLevels, swimTerms } from '../../db/schema';
import { clubList, clubRows } from '../../lib/club-rows';

export type LevelRow = typeof swimLevels.$inferSelect;
export type TermRow = typeof swimTerms.$inferSelect;
export type ClassRow = typeof swimClasses.$inferSelect;
export type HolidayRow = typeof swimHolidays.$inferSelect;
export type ScheduleRow = typeof swimClassSchedules.$inferSelect;
export type NewSchedule = typeof swimClassSchedules.$inferInsert;
export type ClassValues = Omit<typeof swimClasses.$inferInsert, 'id' | 'clubId'>;

// ---- levels -------------------------------------------------------------------------------------

export const levelsOfClub = clubList(
  swimLevels,
  {
    level: swimLevels,
    students: sql<number>`(select count(*)::int from students s where s.level_id = "swim_levels"."id")`,
    classes: sql<number>`(select count(*)::int from swim_classes c where c.level_id = "swim_levels"."id" and c.active)`,
  },
  asc(swimLevels.sortOrder),
  asc(swimLevels.id),
);

export const levelRows = clubRows(swimLevels, 'swim level');

/** Students and classes (retired ones too) naming the level. */
export async function levelHolders(db: Database, id: number): Promise<number> {
  const [s] = await db.select({ n: sql<number>`count(*)::int` }).from(students).where(eq(students.levelId, id));
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(swimClasses).where(eq(swimClasses.levelId, id));
  return Number(s?.n ?? 0) + Number(c?.n ?? 0);
}


// ---- terms --------------------------------------------------------------------------------------

export const termsOfClub = clubList(
  swimTerms,
  { term: swimTerms, classes: sql<number>`(select count(*)::int from swim_classes c where c.term_id = "swim_terms"."id")` },
  asc(swimTerms.startsOn),
  asc(swimTerms.id),
);

export const termRows = clubRows(swimTerms, 'swim term');

// ---- classes ------------------------------------------------------------------------------------

export function classesOfClub(db: Database, clubId: number, from: Date) {
  return db
    .select({
      cls: swimClasses,
      booked: sql<number>`(select count(*)::int from student_swim_bookings b join swim_class_schedules s on s.id = b.schedule_id
        where s.class_id = "swim_classes"."id" and s.starts_at > ${from.toISOString()}::timestamptz and b.status = 'Booked')`,
    })
    .from(swimClasses)
    .where(eq(swimClasses.clubId, clubId))
    .orderBy(asc(swimClasses.weekday), asc(swimClasses.startTime), asc(swimClasses.id));
}

export const classRows = clubRows(swimClasses, 'swim class');

export async function deleteClass(tx: Database, id: number): Promise<void> {
  await tx.delete(swimClassSchedules).where(eq(swimClassSchedules.classId, id));
  await tx.delete(swimClasses).where(eq(swimClasses.id, id));
}

/** The club's classes that generate lessons (active, in a term), with their term. */
export function generatingClasses(db: Database, clubId: number) {
  return db
    .select({ cls: swimClasses, term: swimTerms })
    .from(swimClasses)
    .innerJoin(swimTerms, eq(swimTerms.id, swimClasses.termId))
    .where(and(eq(swimClasses.clubId, clubId), eq(swimClasses.active, true)));
}

/** A lesson, with how many bookings (of any status) name it: one that none names can be deleted outright. */
const scheduleWithBookingCount = {
  schedule: swimClassSchedules,
  any: sql<number>`(select count(*)::int from student_swim_bookings b where b.schedule_id = "swim_class_schedules"."id")`,
};

/** A class's lessons starting after `from`, with how many bookings (live, and any) name each. */
export function schedulesOfClassAfter(db: Database, classId: number, from: Date) {
  return db
    .select(scheduleWithBookingCount)
    .from(swimClassSchedules)
    .where(and(eq(swimClassSchedules.classId, classId), gte(swimClassSchedules.startsAt, from)))
    .orderBy(asc(swimClassSchedules.startsAt));
}

export async function anyBookingOfClass(db: Database, classId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: studentSwimBookings.id })
    .from(studentSwimBookings)
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .where(eq(swimClassSchedules.classId, classId))
    .limit(1);
  return !!row;
}

export async function updateSchedule(tx: Database, id: number, v: Partial<NewSchedule>): Promise<void> {
  await tx.update(swimClassSchedules).set(v).where(eq(swimClassSchedules.id, id));
}

export async function deleteSchedules(tx: Database, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(swimClassSchedules).where(inArray(swimClassSchedules.id, ids));
}

/** Writes the lessons not written yet (one per class and date); answers the new ones. */
export async function insertSchedules(db: Database, rows: NewSchedule[]): Promise<ScheduleRow[]> {
  const made: ScheduleRow[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    made.push(
      ...(await db
        .insert(swimClassSchedules)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing({ target: [swimClassSchedules.classId, swimClassSchedules.date] })
        .returning()),
    );
  }
  return made;
}

/**
 * Enrolment carries forward: the students of a class's latest earlier lesson (its regular
 * students, whether they came that day or not; make-up guests excluded) are booked on a new one,
 * up to its places.
 */
export async function enrolFromPreviousLesson(tx: Database, lesson: ScheduleRow): Promise<number> {
  const [previous] = await tx
    .select({ id: swimClassSchedules.id })
    .from(swimClassSchedules)
    .where(and(eq(swimClassSchedules.classId, lesson.classId), lt(swimClassSchedules.date, lesson.date)))
    .orderBy(desc(swimClassSchedules.date))
    .limit(1);
  if (!previous) return 0;
  const regulars = await tx
    .select({ studentId: studentSwimBookings.studentId })
    .from(studentSwimBookings)
    .where(and(eq(studentSwimBookings.scheduleId, previous.id), eq(studentSwimBookings.isMakeup, false)))
    .orderBy(asc(studentSwimBookings.id))
    .limit(lesson.capacity);
  if (regulars.length === 0) return 0;
  const made = await tx
    .insert(studentSwimBookings)
    .values(regulars.map((r) => ({ studentId: r.studentId, scheduleId: lesson.id, status: 'Booked' as const })))
    .onConflictDoNothing()
    .returning({ id: studentSwimBookings.id });
  await tx.update(swimClassSchedules).set({ totalBooked: sql`${swimClassSchedules.totalBooked} + ${made.length}` }).where(eq(swimClassSchedules.id, lesson.id));
  return made.length;
}

// ---- holidays -----------------------------------------------------------------------------------

export function holidaysOfClub(db: Database, clubId: number, fromDate: string): Promise<HolidayRow[]> {
  return db
    .select()
    .from(swimHolidays)
    .where(and(eq(swimHolidays.clubId, clubId), gte(swimHolidays.date, fromDate)))
    .orderBy(asc(swimHolidays.date));
}

export async function insertHoliday(db: Database, clubId: number, date: string, name: string): Promise<HolidayRow | undefined> {
  const [row] = await db.insert(swimHolidays).values({ clubId, date, name }).onConflictDoNothing().returning();
  return row;
}

export async function deleteHoliday(db: Database, clubId: number, id: number): Promise<HolidayRow | undefined> {
  const [row] = await db.delete(swimHolidays).where(and(eq(swimHolidays.id, id), eq(swimHolidays.clubId, clubId))).returning();
  return row;
}

/** The live bookings of the given lessons, with what a guardian is told when one is cancelled. */
export function bookedStudentsOf(db: Database, scheduleIds: number[]) {
  if (scheduleIds.length === 0) return Promise.resolve([]);
  return db
    .select({ bookingId: studentSwimBookings.id, studentId: students.id, studentName: students.name, className: swimClasses.name, date: swimClassSchedules.date })
    .from(studentSwimBookings)
    .innerJoin(students, eq(students.id, studentSwimBookings.studentId))
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(and(inArray(studentSwimBookings.scheduleId, scheduleIds), eq(studentSwimBookings.status, 'Booked')));
}

/** The club's lessons on a date, with whether any booking names each. */
export function lessonsOnDate(db: Database, clubId: number, date: string) {
  return db
    .select(scheduleWithBookingCount)
    .from(swimClassSchedules)
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(and(eq(swimClasses.clubId, clubId), eq(swimClassSchedules.date, date)));
}
