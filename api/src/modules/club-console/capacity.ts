// An ADMIN changes the capacity of one of the club's upcoming classes (issue 18): the classes
// module's changeCapacity refuses less than the places booked and promotes the waiting list into
// new places; the change, with who made it and how many were promoted, goes to club_audit_log in
// the same transaction.
import { eq } from 'drizzle-orm';
import type { CapacityChangeResult } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { classes, classSchedules, clubAuditLog } from '../../db/schema';
import { now } from '../../lib/clock';
import { findClub } from '../../lib/club-time';
import { localDate } from '../../lib/club-calendar';
import { changeCapacity } from '../classes';
import { today } from './desk';

export async function changeClassCapacity(db: Database, clubId: number, userId: number, scheduleId: number, capacity: number): Promise<CapacityChangeResult> {
  const at = now();
  const { promoted } = await changeCapacity(db, clubId, scheduleId, capacity, at, async (tx, change) => {
    const [row] = await tx
      .select({ className: classes.name, startsAt: classSchedules.startsAt })
      .from(classSchedules)
      .innerJoin(classes, eq(classes.id, classSchedules.classId))
      .where(eq(classSchedules.id, scheduleId));
    const what = { scheduleId, className: row?.className ?? '', startsAt: row?.startsAt.toISOString() ?? '' };
    await tx.insert(clubAuditLog).values({
      clubId,
      userId,
      area: 'capacity',
      before: { ...what, capacity: change.before },
      after: { ...what, capacity: change.after, promoted: change.promoted },
      createdAt: at,
    });
  });
  // The class as the desk shows it on its day.
  const club = await findClub(db, clubId);
  const [schedule] = await db.select({ startsAt: classSchedules.startsAt }).from(classSchedules).where(eq(classSchedules.id, scheduleId));
  const day = await today(db, clubId, localDate(schedule!.startsAt, club.timeZone));
  return { class: day.classes.find((c) => c.scheduleId === scheduleId)!, promoted };
}
