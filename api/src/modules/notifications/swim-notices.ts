// The message to a swim student's guardian when the club cancels a booked lesson (a holiday or a
// closure added after the lesson was booked): in-app at once and e-mailed by the delivery job.
import type { Database } from '../../db/client';
import { studentRecipient } from './recipient';
import { notifyMany, type NotifyInput } from './service';

export interface CancelledLesson {
  clubId: number;
  bookingId: number;
  studentId: number;
  studentName: string;
  className: string;
  /** The lesson's club-local day, 'YYYY-MM-DD'. */
  date: string;
  /** Why, in a few words ('Show Day'). */
  reason: string;
}

const dmy = (date: string) => date.split('-').reverse().join('/');

/** One notice per booking: the same booking cancelled twice (a holiday removed and added again) is told once. */
export async function noticeLessonsCancelled(db: Database, lessons: CancelledLesson[]): Promise<number> {
  const inputs: NotifyInput[] = [];
  for (const l of lessons) {
    const recipient = await studentRecipient(db, l.studentId);
    if (!recipient) continue;
    inputs.push({
      ...recipient,
      clubId: l.clubId,
      event: 'cancelled-by-club',
      dedupeKey: `swim-lesson-cancelled:${l.bookingId}`,
      title: `Lesson cancelled: ${l.className} on ${dmy(l.date)}`,
      body: `${l.studentName}'s ${l.className} lesson on ${dmy(l.date)} is cancelled: ${l.reason}.`,
      link: '/student-class-booking',
    });
  }
  await notifyMany(db, inputs);
  return inputs.length;
}
