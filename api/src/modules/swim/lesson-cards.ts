// The swim area's class cards of a guardian's students: the day's classes (/student-class-booking)
// and the upcoming lessons of the home page read the same rows and show the same card.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { StudentClassBooking } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { studentSwimBookings, swimClasses, swimClassSchedules } from '../../db/schema';
import { classTime, displayDate, type Club, type Student } from './context';

/** The students' bookings that also match `where` (schedule, booking), as cards in start order. */
export async function lessonCards(db: Database, club: Club, kids: Student[], where: SQL | undefined): Promise<StudentClassBooking[]> {
  const rows = await db
    .select({ booking: studentSwimBookings, schedule: swimClassSchedules, cls: swimClasses })
    .from(studentSwimBookings)
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(
      and(
        inArray(
          studentSwimBookings.studentId,
          kids.map((k) => k.id),
        ),
        where,
      ),
    )
    .orderBy(asc(swimClassSchedules.startsAt));
  const kid = new Map(kids.map((k) => [k.id, k]));
  return rows.map(({ booking, schedule, cls }) => ({
    studentSwimClassBookingDetailId: booking.id,
    className: cls.name,
    studentName: kid.get(booking.studentId)?.name ?? '',
    studentNumber: kid.get(booking.studentId)?.studentNumber ?? '',
    bookedDate: displayDate(schedule.date),
    cancelledDate: booking.cancelledAt ? displayDate(schedule.date) : '',
    classTime: classTime(club, schedule.startsAt, schedule.endsAt),
    instructor: cls.instructor ?? '',
    capacity: schedule.capacity,
    totalBookedStudents: schedule.totalBooked,
    bookingStatus: booking.status,
    isCancelled: schedule.isCancelled,
    isMakeup: booking.isMakeup,
    isHoliday: false,
    holiday: '',
  }));
}
