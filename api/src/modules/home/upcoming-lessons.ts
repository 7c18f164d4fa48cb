// GET /portal/upcoming-lessons: each student's booked swim lessons of the next weeks, as the
// swim area's class cards (so its cancel dialog and make-up flow work from the list). Issue 20.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { StudentClassBooking } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { studentSwimBookings, swimClassSchedules } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import type { SessionUser } from '../../plugins/session-user';
import { guardianOf, lessonCards, studentsOf } from '../swim';

const WINDOW_DAYS = 28;

export async function upcomingLessons(db: Database, user: SessionUser, now = clockNow()): Promise<StudentClassBooking[]> {
  const actor = await guardianOf(db, user);
  const kids = await studentsOf(db, actor.guardian.id);
  if (kids.length === 0) return [];
  const until = new Date(now.getTime() + WINDOW_DAYS * 86_400_000);
  return lessonCards(
    db,
    actor.club,
    kids,
    and(eq(studentSwimBookings.status, 'Booked'), gt(swimClassSchedules.startsAt, now), lt(swimClassSchedules.startsAt, until)),
  );
}
