// The public class timetable (/groupfitness): a club day's classes with places left. Nothing
// personal; booking happens after sign-in from the pending selection.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { PublicClass } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { classes, classSchedules } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { INVALID_DATE } from '../../lib/messages';
import { clubDayRange, classWindowDays } from '../bookings/club-time';
import { requireClub, todayAt } from './club';
import { nowMs } from '../../lib/clock';

export async function publicTimetable(db: Database, accountId: string, date: string): Promise<PublicClass[]> {
  const club = await requireClub(db, accountId);
  const today = todayAt(club);
  const last = dayjs.utc(today).add(classWindowDays(club), 'day').format('YYYY-MM-DD');
  if (!dayjs.utc(date).isValid() || date < today || date > last) throw new HttpError(400, INVALID_DATE);
  const [from, to] = clubDayRange(date, club.timeZone);
  const rows = await db
    .select({
      s: classSchedules,
      c: classes,
      // Places offered to waiting members are held for them (classes/repo.ts unheldPlaces).
      held: sql<number>`(select count(*)::int from class_bookings w where w.schedule_id = ${classSchedules.id}
        and w.status = 'Waiting' and w.offered_at is not null)`,
    })
    .from(classSchedules)
    .innerJoin(classes, eq(classes.id, classSchedules.classId))
    .where(and(eq(classSchedules.clubId, club.id), gte(classSchedules.startsAt, from), lt(classSchedules.startsAt, to)))
    .orderBy(asc(classSchedules.startsAt), asc(classes.name));
  const now = nowMs();
  return rows
    .filter(({ s }) => s.startsAt.getTime() > now)
    .map(({ s, c, held }) => ({
      classScheduleId: s.id,
      className: c.name,
      instructor: c.instructor ?? '',
      classTime: dayjs(s.startsAt).tz(club.timeZone).format('h:mm A'),
      classDuration: Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000),
      classDateTime: s.startsAt.toISOString(),
      classCapacity: s.capacity,
      totalBooked: s.totalBooked,
      spotsLeft: Math.max(0, s.capacity - s.totalBooked - Number(held)),
      imageUrl: c.imageUrl ?? '',
      classSpecialInstructions: c.specialInstructions ?? '',
    }));
}
