// The public class timetable (/groupfitness): a club day's classes with places left. Nothing
// personal; booking happens after sign-in from the pending selection.
//
// Anyone can call it without signing in, so it must not cost a query per hit: a club's day is
// read once and kept per instance (classes/search-cache.ts timetableCache: dropped when a class
// booking changes through this instance, else stale for at most TIMETABLE_TTL_MS), with every
// zone conversion done when the day is read; a request only checks the date and hides classes
// that have started. The per-address limit is on the route (routes.ts).
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { PublicClass } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { classes, classSchedules } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { INVALID_DATE } from '@portal/shared/messages';
import { classWindowDays } from '../../lib/club-time';
import { clubDayRange, clubToday } from '../../lib/club-calendar';
import { classImageUrl, scheduleCardColumns, SearchCache, timetableCache } from '../classes';
import { requireClubCached, type ClubRow } from '../../lib/public-club';
import { now as clockNow } from '../../lib/clock';

interface TimetableRow {
  startsAtMs: number;
  item: PublicClass;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD `days` after a YYYY-MM-DD date (calendar arithmetic, no zone involved). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export async function publicTimetable(db: Database, accountId: string, date: string, now = clockNow()): Promise<PublicClass[]> {
  const club = await requireClubCached(db, accountId);
  // The one zone conversion of a request (memoised per zone and minute).
  const today = clubToday(now, club.timeZone);
  const windowDays = classWindowDays(club);
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || date < today || date > addDays(today, windowDays)) {
    throw new HttpError(400, INVALID_DATE);
  }
  const cache = timetableCache<TimetableRow[]>(db);
  const key = SearchCache.key(club.id, date, 0);
  const nowMs = now.getTime();
  const day = cache.get(key, today, windowDays, nowMs) ?? (await cache.load(club.id, key, today, windowDays, nowMs, () => readDay(db, club, date)));
  const upcoming: PublicClass[] = [];
  for (const row of day) if (row.startsAtMs > nowMs) upcoming.push(row.item);
  return upcoming;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** 'h:mm AM' in the club zone (the timetable's display time). */
function displayTime(instant: Date, tz: string): string {
  let fmt = timeFormats.get(tz);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', minute: '2-digit', hour12: true });
    timeFormats.set(tz, fmt);
  }
  return fmt.format(instant).replace(/\u202f/g, ' ');
}

async function readDay(db: Database, club: ClubRow, date: string): Promise<TimetableRow[]> {
  const [from, to] = clubDayRange(date, club.timeZone);
  const rows = await db
    .select(scheduleCardColumns)
    .from(classSchedules)
    .innerJoin(classes, eq(classes.id, classSchedules.classId))
    // A class the club cancelled (the console's desk) is off the timetable, as off the member's search.
    .where(and(eq(classSchedules.clubId, club.id), gte(classSchedules.startsAt, from), lt(classSchedules.startsAt, to), isNull(classSchedules.cancelledAt)))
    .orderBy(asc(classSchedules.startsAt), asc(classes.name));
  return rows.map((r) => ({
    startsAtMs: r.startsAt.getTime(),
    item: {
      classScheduleId: r.id,
      className: r.name,
      instructor: r.instructor ?? '',
      classTime: displayTime(r.startsAt, club.timeZone),
      classDuration: Math.round((r.endsAt.getTime() - r.startsAt.getTime()) / 60_000),
      classDateTime: r.startsAt.toISOString(),
      classCapacity: r.capacity,
      totalBooked: r.totalBooked,
      spotsLeft: Math.max(0, r.capacity - r.totalBooked - Number(r.held)),
      imageUrl: classImageUrl(r.classId, r),
      classSpecialInstructions: r.specialInstructions ?? '',
    },
  }));
}
