// Make-up credits: listing them, the classes they can buy, and booking one (used exactly once).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  CancelledClass,
  MakeupClassesBody,
  MakeupClassOption,
  MakeupSessionBody,
  MakeupSessionPayload,
} from '@portal/shared/contracts';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import {
  makeupCredits,
  studentSwimBookings,
  students,
  swimClasses,
  swimClassSchedules,
  swimHolidays,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { studentPayerId } from '../household';
import {
  assertNotPast,
  classTime,
  dayjs,
  displayDate,
  ownedStudent,
  parseClubDate,
  studentsOf,
  type SwimActor,
} from './context';
import { now as clockNow } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';
import { isUniqueViolation } from '../../lib/unique-violation';

export const MAKEUP_BOOKED_MESSAGE = 'Make up session has been booked.';
export const CREDIT_USED_MESSAGE = 'This make-up credit has already been used.';
export const CREDIT_EXPIRED_MESSAGE = 'This make-up credit has expired.';
export const CLASS_FULL_MESSAGE = 'This class is full, please choose another class.';

export async function cancelledClasses(db: Database, actor: SwimActor, now = clockNow()): Promise<CancelledClass[]> {
  const kids = await studentsOf(db, actor.guardian.id);
  if (kids.length === 0) return [];
  const rows = await db
    .select({ credit: makeupCredits, booking: studentSwimBookings, schedule: swimClassSchedules, cls: swimClasses })
    .from(makeupCredits)
    .innerJoin(studentSwimBookings, eq(studentSwimBookings.id, makeupCredits.cancelledBookingId))
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(
      inArray(
        makeupCredits.studentId,
        kids.map((k) => k.id),
      ),
    )
    .orderBy(desc(swimClassSchedules.startsAt));
  const byId = new Map(kids.map((k) => [k.id, k]));
  return rows.map(({ credit, booking, schedule, cls }) => ({
    id: booking.id,
    swimClassScheduleId: schedule.id,
    classLevelId: credit.classLevelId ?? cls.levelId,
    studentNumber: byId.get(credit.studentId)?.studentNumber ?? '',
    className: cls.name,
    studentName: byId.get(credit.studentId)?.name ?? '',
    cancelledDate: displayDate(schedule.date),
    classTime: classTime(actor.club, schedule.startsAt, schedule.endsAt),
    instructor: cls.instructor ?? '',
    bookingStatus: booking.status,
    isUseMakeUp: credit.usedAt !== null,
    expiryDate: dayjs(credit.expiresAt).tz(actor.club.timeZone).format('DD/MM/YYYY'),
    isExpired: credit.expiresAt.getTime() <= now.getTime(),
  }));
}

/** The guardian's credit for a cancelled class occurrence (403 when it isn't theirs). */
async function creditForSchedule(db: Database, actor: SwimActor, cancelledScheduleId: number) {
  const rows = await db
    .select({ credit: makeupCredits, student: students })
    .from(makeupCredits)
    .innerJoin(studentSwimBookings, eq(studentSwimBookings.id, makeupCredits.cancelledBookingId))
    .innerJoin(students, eq(students.id, makeupCredits.studentId))
    .where(eq(studentSwimBookings.scheduleId, cancelledScheduleId));
  const mine = rows.filter((r) => studentPayerId(r.student) === actor.guardian.id);
  if (mine.length === 0) throw new HttpError(rows.length ? 403 : 404, rows.length ? NO_ACCESS_MESSAGE : 'Make-up credit not found.');
  return mine;
}

type CreditRow = typeof makeupCredits.$inferSelect;
type ScheduleRow = typeof swimClassSchedules.$inferSelect;
type ClassRow = typeof swimClasses.$inferSelect;

/**
 * The one rule for a make-up: why `credit` cannot buy a place in `schedule` on `date`, or null when
 * it can. The make-up page lists only the classes this accepts and booking refuses with its
 * message, so the page never offers a class the server then refuses.
 */
export function makeupRefusal(c: {
  credit: CreditRow;
  schedule: ScheduleRow;
  cls: ClassRow;
  date: string;
  isHoliday: boolean;
  alreadyBooked: boolean;
  now: Date;
}): string | null {
  const { credit, schedule, cls, now } = c;
  if (credit.usedAt) return CREDIT_USED_MESSAGE;
  if (schedule.date !== c.date) return 'The class is not on the selected date.';
  if (credit.classLevelId !== null && cls.levelId !== credit.classLevelId) return 'A make-up must be in a class of the same level.';
  if (schedule.isCancelled) return 'This class has been cancelled by the club.';
  if (schedule.startsAt.getTime() <= now.getTime()) return 'This class has already started.';
  if (schedule.startsAt.getTime() > credit.expiresAt.getTime() || credit.expiresAt.getTime() <= now.getTime()) return CREDIT_EXPIRED_MESSAGE;
  if (c.isHoliday) return 'There are no classes on a holiday.';
  if (c.alreadyBooked) return 'The student already has a booking in this class.';
  if (schedule.totalBooked >= schedule.capacity) return CLASS_FULL_MESSAGE;
  return null;
}

async function isHoliday(db: Database, clubId: number, date: string): Promise<boolean> {
  const [holiday] = await db
    .select({ id: swimHolidays.id })
    .from(swimHolidays)
    .where(and(eq(swimHolidays.clubId, clubId), eq(swimHolidays.date, date)))
    .limit(1);
  return !!holiday;
}

export async function makeupClasses(
  db: Database,
  actor: SwimActor,
  body: MakeupClassesBody,
  now = clockNow(),
): Promise<MakeupClassOption[]> {
  if (body.accountId && body.accountId !== actor.club.accountId) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const date = parseClubDate(body.selectedDate, 'DD/MM/YYYY');
  assertNotPast(actor.club, date);
  let credits = (await creditForSchedule(db, actor, body.cancelledSwimClassScheduleId)).map((r) => r.credit);
  // The page names the credit it will spend (the make-up route's id and student): judge that one.
  if (body.studentCancelledIdClass) credits = credits.filter((c) => c.cancelledBookingId === body.studentCancelledIdClass);
  if (credits.length === 0) return [];

  const holiday = await isHoliday(db, actor.club.id, date);
  const rows = await db
    .select({ schedule: swimClassSchedules, cls: swimClasses })
    .from(swimClassSchedules)
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(and(eq(swimClasses.clubId, actor.club.id), eq(swimClassSchedules.date, date)))
    .orderBy(asc(swimClassSchedules.startsAt));
  const booked = rows.length
    ? await db
        .select({ studentId: studentSwimBookings.studentId, scheduleId: studentSwimBookings.scheduleId })
        .from(studentSwimBookings)
        .where(
          and(
            inArray(studentSwimBookings.studentId, [...new Set(credits.map((c) => c.studentId))]),
            inArray(
              studentSwimBookings.scheduleId,
              rows.map((r) => r.schedule.id),
            ),
          ),
        )
    : [];
  const bookedKeys = new Set(booked.map((b) => `${b.studentId}:${b.scheduleId}`));
  return rows
    .filter(({ schedule, cls }) =>
      credits.some(
        (credit) =>
          makeupRefusal({
            credit: { ...credit, classLevelId: credit.classLevelId ?? body.classLevelId },
            schedule,
            cls,
            date,
            isHoliday: holiday,
            alreadyBooked: bookedKeys.has(`${credit.studentId}:${schedule.id}`),
            now,
          }) === null,
      ),
    )
    .map(({ schedule, cls }) => ({
      swimClassScheduleId: schedule.id,
      className: cls.name,
      selectedDateTime: dayjs(schedule.startsAt).tz(actor.club.timeZone).format('DD/MM/YYYY h:mm A'),
      classTime: classTime(actor.club, schedule.startsAt, schedule.endsAt),
      instructor: cls.instructor ?? '',
      capacity: schedule.capacity,
      totalBooked: schedule.totalBooked,
      spotsLeft: schedule.capacity - schedule.totalBooked,
    }));
}

/**
 * Books the make-up. Everything in ONE transaction: the credit flips from unused to used with a
 * conditional UPDATE (so concurrent requests use it once), the place is taken with a conditional
 * UPDATE on total_booked < capacity, then the booking row is inserted and linked to the credit.
 * Any refusal throws, which rolls the whole thing back.
 */
export async function bookMakeup(
  db: Database,
  actor: SwimActor,
  body: MakeupSessionBody,
  now = clockNow(),
): Promise<MakeupSessionPayload> {
  const student = await ownedStudent(db, actor, body.studentNumber);
  const date = parseClubDate(body.selectedDate, 'DD/MM/YYYY');
  assertNotPast(actor.club, date);

  const [credit] = await db
    .select()
    .from(makeupCredits)
    .where(and(eq(makeupCredits.cancelledBookingId, body.studentCancelledIdClass), eq(makeupCredits.studentId, student.id)))
    .limit(1);
  if (!credit) throw new HttpError(404, 'Make-up credit not found.');

  const [target] = await db
    .select({ schedule: swimClassSchedules, cls: swimClasses })
    .from(swimClassSchedules)
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(eq(swimClassSchedules.id, body.swimClassScheduleId))
    .limit(1);
  if (!target || target.cls.clubId !== actor.club.id) throw new HttpError(404, 'Class not found.');
  const { schedule, cls } = target;
  const [existing] = await db
    .select({ id: studentSwimBookings.id })
    .from(studentSwimBookings)
    .where(and(eq(studentSwimBookings.studentId, student.id), eq(studentSwimBookings.scheduleId, schedule.id)))
    .limit(1);
  const refused = makeupRefusal({
    credit,
    schedule,
    cls,
    date,
    isHoliday: await isHoliday(db, actor.club.id, date),
    alreadyBooked: !!existing,
    now,
  });
  if (refused) throw new HttpError(400, refused);

  await db
    .transaction(async (tx) => {
    const used = await tx
      .update(makeupCredits)
      .set({ usedAt: now })
      .where(and(eq(makeupCredits.id, credit.id), isNull(makeupCredits.usedAt)))
      .returning({ id: makeupCredits.id });
    if (used.length === 0) throw new HttpError(400, CREDIT_USED_MESSAGE);
    const taken = await tx
      .update(swimClassSchedules)
      .set({ totalBooked: sql`${swimClassSchedules.totalBooked} + 1` })
      .where(
        and(
          eq(swimClassSchedules.id, schedule.id),
          eq(swimClassSchedules.isCancelled, false),
          sql`${swimClassSchedules.totalBooked} < ${swimClassSchedules.capacity}`,
        ),
      )
      .returning({ id: swimClassSchedules.id });
    if (taken.length === 0) throw new HttpError(400, CLASS_FULL_MESSAGE);
    const booking = firstRow(await tx
      .insert(studentSwimBookings)
      .values({ studentId: student.id, scheduleId: schedule.id, status: 'Booked', isMakeup: true })
      .returning({ id: studentSwimBookings.id }), 'inserted make-up booking');
    await tx.update(makeupCredits).set({ usedBookingId: booking.id }).where(eq(makeupCredits.id, credit.id));
    })
    .catch((error: unknown) => {
      // A concurrent make-up into the same class for the same student hits the unique index.
      if (isUniqueViolation(error)) {
        throw new HttpError(400, 'The student already has a booking in this class.');
      }
      throw error;
    });
  return { success: true, message: MAKEUP_BOOKED_MESSAGE };
}
