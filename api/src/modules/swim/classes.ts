// Student class booking: the day's classes of a guardian's students, holidays, reasons, cancel.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CancelClassBody, SearchClassBody, StudentClassBooking, SwimReason } from '@portal/shared/contracts';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import {
  makeupCredits,
  studentSwimBookings,
  students,
  swimCancelReasons,
  swimClasses,
  swimClassSchedules,
  swimHolidays,
  swimTerms,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { assertHouseholdStudent } from '../household';
import { assertNotPast, displayDate, dayjs, parseClubDate, studentsOf, type SwimActor } from './context';
import { lessonCards } from './lesson-cards';
import { now as clockNow } from '../../lib/clock';

export const CANCEL_REASON_REQUIRED = 'Please select reason for cancellation';
export const CLASS_CANCELLED_MESSAGE = 'Booking has been cancelled.';
export const termCreditsUsedMessage = (perTerm: number) =>
  `Booking has been cancelled. No make-up credit this time: the term allows ${perTerm} make-up credit${perTerm === 1 ? '' : 's'}, and they have been earned.`;

/**
 * The make-up rule of a class's term (the console's terms): how long a credit lasts and how many
 * more the student can earn in it. A class from before terms keeps the club's validity, no limit.
 */
async function makeupRule(tx: Database, actor: SwimActor, termId: number | null, studentId: number) {
  const [term] = termId === null ? [] : await tx.select().from(swimTerms).where(eq(swimTerms.id, termId));
  if (!term) return { validDays: actor.club.makeupCreditValidDays, left: 1, perTerm: 0 };
  const [earned] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(makeupCredits)
    .innerJoin(studentSwimBookings, eq(studentSwimBookings.id, makeupCredits.cancelledBookingId))
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(and(eq(makeupCredits.studentId, studentId), eq(swimClasses.termId, term.id)));
  return { validDays: term.makeupExpiryDays, left: term.makeupCreditsPerTerm - Number(earned?.n ?? 0), perTerm: term.makeupCreditsPerTerm };
}

export async function searchClasses(db: Database, actor: SwimActor, body: SearchClassBody): Promise<StudentClassBooking[]> {
  if (body.studentFamilyId.trim() !== actor.guardian.memberNumber) throw new HttpError(403, NO_ACCESS_MESSAGE);
  const date = parseClubDate(body.selectedDate, 'YYYY/MM/DD');
  assertNotPast(actor.club, date);
  const kids = await studentsOf(db, actor.guardian.id);
  if (kids.length === 0) return [];

  const [holiday] = await db
    .select()
    .from(swimHolidays)
    .where(and(eq(swimHolidays.clubId, actor.club.id), eq(swimHolidays.date, date)))
    .limit(1);
  // A holiday closes the pool: the class occurrence is off for everyone.
  const cards: StudentClassBooking[] = (await lessonCards(db, actor.club, kids, eq(swimClassSchedules.date, date))).map((card) =>
    holiday ? { ...card, isCancelled: true } : card,
  );
  if (holiday) {
    cards.unshift({
      studentSwimClassBookingDetailId: null,
      className: holiday.name,
      studentName: '',
      studentNumber: '',
      bookedDate: displayDate(date),
      cancelledDate: '',
      classTime: '',
      instructor: '',
      capacity: 0,
      totalBookedStudents: 0,
      bookingStatus: '',
      isCancelled: false,
      isMakeup: false,
      isHoliday: true,
      holiday: holiday.name,
    });
  }
  return cards;
}

export async function reasons(db: Database, clubId: number): Promise<SwimReason[]> {
  const rows = await db
    .select()
    .from(swimCancelReasons)
    .where(eq(swimCancelReasons.clubId, clubId))
    .orderBy(asc(swimCancelReasons.id));
  return rows.map((r) => ({ id: r.id, name: r.reasonText, earnsMakeup: r.earnsMakeup }));
}

/**
 * Cancels one Booked class of the guardian's student. One transaction: the status flips only
 * from Booked (conditional update, so two clicks cancel once), the place is released, and a
 * reason that earns a make-up creates exactly one credit (unique cancelled_booking_id). Cancelling
 * a make-up booking returns the credit it used instead.
 */
export async function cancelClass(db: Database, actor: SwimActor, body: CancelClassBody, now = clockNow()): Promise<string> {
  const [row] = await db
    .select({ booking: studentSwimBookings, schedule: swimClassSchedules, cls: swimClasses, student: students })
    .from(studentSwimBookings)
    .innerJoin(students, eq(students.id, studentSwimBookings.studentId))
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(eq(studentSwimBookings.id, body.studentSwimClassBookingDetailId))
    .limit(1);
  // Another club's booking is unknown here; another family's of this club is refused.
  if (!row || row.cls.clubId !== actor.club.id) throw new HttpError(404, 'Booking not found.');
  assertHouseholdStudent(actor.guardian.id, row.student);
  if (!body.reasonId) throw new HttpError(400, CANCEL_REASON_REQUIRED);
  const [reason] = await db
    .select()
    .from(swimCancelReasons)
    .where(and(eq(swimCancelReasons.id, body.reasonId), eq(swimCancelReasons.clubId, actor.club.id)))
    .limit(1);
  if (!reason) throw new HttpError(400, CANCEL_REASON_REQUIRED);
  if (row.booking.status !== 'Booked') throw new HttpError(400, 'This class is not booked.');
  if (row.schedule.isCancelled) throw new HttpError(400, 'This class has been cancelled by the club.');
  if (row.schedule.startsAt.getTime() <= now.getTime()) throw new HttpError(400, 'This class has already started.');

  let message: string = CLASS_CANCELLED_MESSAGE;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(studentSwimBookings)
      .set({ status: 'Cancelled', cancelledAt: now, reasonId: reason.id })
      .where(and(eq(studentSwimBookings.id, row.booking.id), eq(studentSwimBookings.status, 'Booked')))
      .returning({ id: studentSwimBookings.id });
    if (updated.length === 0) throw new HttpError(400, 'This class is not booked.');
    await tx
      .update(swimClassSchedules)
      .set({ totalBooked: sql`greatest(${swimClassSchedules.totalBooked} - 1, 0)` })
      .where(eq(swimClassSchedules.id, row.schedule.id));
    if (row.booking.isMakeup) {
      // A make-up booking was paid for with a credit: cancelling it gives that credit back (with
      // its own expiry) and never earns a second one.
      await tx
        .update(makeupCredits)
        .set({ usedAt: null, usedBookingId: null })
        .where(eq(makeupCredits.usedBookingId, row.booking.id));
    } else if (reason.earnsMakeup) {
      const rule = await makeupRule(tx, actor, row.cls.termId, row.student.id);
      if (rule.left <= 0) {
        message = termCreditsUsedMessage(rule.perTerm);
        return;
      }
      const expiresAt = dayjs(row.schedule.startsAt).add(rule.validDays, 'day').toDate();
      await tx
        .insert(makeupCredits)
        .values({ studentId: row.student.id, cancelledBookingId: row.booking.id, classLevelId: row.cls.levelId, expiresAt })
        .onConflictDoNothing();
    }
  });
  return message;
}

