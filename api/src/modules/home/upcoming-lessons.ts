// GET /portal/upcoming-lessons: each student's booked swim lessons of the next weeks, as the
// swim area's class cards (so its cancel dialog and make-up flow work from the list). Issue 20.
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { StudentClassBooking } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { studentSwimBookings, swimClasses, swimClassSchedules } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import type { SessionUser } from '../../plugins/session-user';
import { classTime, displayDate, guardianOf, studentsOf } from '../swim/context';

const WINDOW_DAYS = 28;

export async function upcomingLessons(db: Database, user: SessionUser, now = clockNow()): Promise<StudentClassBooking[]> {
  const actor = await guardianOf(db, user);
  const kids = await studentsOf(db, actor.guardian.id);
  if (kids.length === 0) return [];
  const until = new Date(now.getTime() + WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({ booking: studentSwimBookings, schedule: swimClassSchedules, cls: swimClasses })
    .from(studentSwimBookings)
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(
      and(
        inArray(studentSwimBookings.studentId, kids.map((k) => k.id)),
        eq(studentSwimBookings.status, 'Booked'),
        gt(swimClassSchedules.startsAt, now),
        lt(swimClassSchedules.startsAt, until),
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
    cancelledDate: '',
    classTime: classTime(actor.club, schedule.startsAt, schedule.endsAt),
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
