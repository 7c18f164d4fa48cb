// Tour and trial slots for the next 14 club days: tours from the club's opening hours (one every
// `tourMinutes`), trials from the class timetable. Only future slots; places left come from the
// `visit_slots` counters (and, for trials, the class's own places).
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { VisitKind, VisitSlot } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { classes, classSchedules, visitSlots } from '../../db/schema';
import type { ClubRow } from '../../lib/public-club';
import { clubDayRange, clubInstant, clubToday, localDate } from '../../lib/club-calendar';
import type { VisitSettings } from './settings';
import { now as clockNow } from '../../lib/clock';

export const VISIT_WINDOW_DAYS = 14;
export const TOUR_TITLE = 'Club tour';

export const tourKey = (startsAt: Date) => `tour:${startsAt.toISOString()}`;
export const trialKey = (classScheduleId: number) => `trial:${classScheduleId}`;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The club-local dates of the booking window, today first. */
export function windowDates(club: Pick<ClubRow, 'timeZone'>, now: Date): string[] {
  const today = clubToday(now, club.timeZone);
  return Array.from({ length: VISIT_WINDOW_DAYS }, (_, i) => dayjs.utc(today).add(i, 'day').format('YYYY-MM-DD'));
}

/** Tour start instants of the window (future only). */
export function tourStarts(club: ClubRow, settings: VisitSettings, now: Date): Date[] {
  const starts: Date[] = [];
  for (const date of windowDates(club, now)) {
    const hours = settings.openingHours[String(dayjs.utc(date).day()) as '0'];
    if (!hours) continue;
    for (let m = toMinutes(hours.open); m + settings.tourMinutes <= toMinutes(hours.close); m += settings.tourMinutes) {
      const at = clubInstant(date, hhmm(m), club.timeZone);
      if (at.getTime() > now.getTime()) starts.push(at);
    }
  }
  return starts;
}

/** The window's [from, to) instants. */
export function windowRange(club: ClubRow, now: Date): [Date, Date] {
  const dates = windowDates(club, now);
  const last = dates[dates.length - 1];
  if (last === undefined) throw new Error('The booking window has no days');
  return [now, clubDayRange(last, club.timeZone)[1]];
}

async function bookedByKey(db: Database, clubId: number, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ slotKey: visitSlots.slotKey, booked: visitSlots.booked })
    .from(visitSlots)
    .where(and(eq(visitSlots.clubId, clubId), inArray(visitSlots.slotKey, keys)));
  return new Map(rows.map((r) => [r.slotKey, r.booked]));
}

export async function listSlots(db: Database, club: ClubRow, settings: VisitSettings, kind: VisitKind, now = clockNow()): Promise<VisitSlot[]> {
  const fmt = (at: Date) => ({ startsAt: at.toISOString(), date: localDate(at, club.timeZone), time: dayjs(at).tz(club.timeZone).format('h:mm A') });
  if (kind === 'tour') {
    const starts = tourStarts(club, settings, now);
    const booked = await bookedByKey(db, club.id, starts.map(tourKey));
    return starts.map((at) => ({
      kind,
      ...fmt(at),
      title: TOUR_TITLE,
      durationMinutes: settings.tourMinutes,
      classScheduleId: null,
      spotsLeft: Math.max(0, settings.tourCapacity - (booked.get(tourKey(at)) ?? 0)),
    }));
  }
  const [from, to] = windowRange(club, now);
  const rows = await db
    .select({ s: classSchedules, name: classes.name })
    .from(classSchedules)
    .innerJoin(classes, eq(classes.id, classSchedules.classId))
    .where(and(eq(classSchedules.clubId, club.id), gt(classSchedules.startsAt, from), lt(classSchedules.startsAt, to)))
    .orderBy(asc(classSchedules.startsAt), asc(classes.name));
  const booked = await bookedByKey(db, club.id, rows.map(({ s }) => trialKey(s.id)));
  return rows.map(({ s, name }) => ({
    kind,
    ...fmt(s.startsAt),
    title: name,
    durationMinutes: Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000),
    classScheduleId: s.id,
    spotsLeft: Math.max(0, Math.min(settings.trialCapacity - (booked.get(trialKey(s.id)) ?? 0), s.capacity - s.totalBooked)),
  }));
}
