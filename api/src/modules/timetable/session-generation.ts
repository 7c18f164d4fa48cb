// Session generation: the dated sessions (class_schedules) a class series' weekly rule gives,
// from the later of today and the series' start to its booking window plus GENERATION_MARGIN_DAYS,
// written on every write and by the daily job (generation-job.ts); the unique (series, occurrence
// start) key makes every generation idempotent. Closure days get no session, and a changed series
// regenerates its future sessions without taking a place from anyone booked.
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { clubDayRange, clubInstant, clubToday } from '../../lib/club-calendar';
import { FieldError } from '../../lib/http-error';
import { findClub } from '../../lib/club-time';
import { capacityBelowBookedMessage, type TimetableChangeResult } from '@portal/shared/contracts';
import { classNotice, promoteWaiting } from '../classes';
import { cancelClass } from '../club-console';
import { noticeBooking } from '../notifications';
import { addDays, longDate, sessionTimesBetween, type WeeklyRule } from '../../lib/recurrence';
import * as repo from './repo';

/** Days generated beyond a series' booking window, so a late daily run never leaves a gap. */
export const GENERATION_MARGIN_DAYS = 7;
const DAY_MS = 86_400_000;

export function ruleOf(series: Pick<repo.SeriesRow, 'weekdays' | 'startTime' | 'startsOn' | 'endsOn'>): WeeklyRule {
  return { weekdays: series.weekdays, startTime: series.startTime, startsOn: series.startsOn, endsOn: series.endsOn };
}

export function horizonOf(series: Pick<repo.SeriesRow, 'bookingWindowDays'>, today: string): string {
  return addDays(today, series.bookingWindowDays + GENERATION_MARGIN_DAYS);
}

/** The sessions of one series on [fromDate, toDate] (club dates), closures and skipped times left out. */
export function sessionRows(
  s: repo.SeriesWithClass,
  clubId: number,
  timeZone: string,
  fromDate: string,
  toDate: string,
  closed: Set<string>,
): repo.NewSession[] {
  return sessionTimesBetween(ruleOf(s.series), fromDate, toDate, timeZone, s.cls.durationMin, closed).map(({ startsAt, endsAt }) => ({
    classId: s.cls.id,
    clubId,
    startsAt,
    endsAt,
    capacity: s.cls.capacity,
    seriesId: s.series.id,
    occurrenceStart: startsAt,
    bookingOpensAt: new Date(startsAt.getTime() - s.series.bookingWindowDays * DAY_MS),
    cancelCutoffHours: s.series.cancelCutoffHours,
    lateCancelFeeCents: s.series.lateCancelFeeCents,
  }));
}

/** The club's closure days from `fromDate` on (no session of any kind is generated on them). */
export async function closedDates(db: Database, clubId: number, fromDate: string): Promise<Set<string>> {
  return new Set((await repo.closuresOfClub(db, clubId, fromDate)).map((c) => c.date));
}

/**
 * Writes the club's sessions from `fromDate` (default: its today) to each series' horizon that are
 * not written yet, and cancels any session still live on a closure day (a closure whose write
 * stopped half-way). Answers how many sessions were new. Safe to run anywhere, any number of times.
 */
export async function generateClubSessions(
  db: Database,
  clubId: number,
  opts: { now?: Date; fromDate?: string } = {},
): Promise<number> {
  const club = await repo.clubZone(db, clubId);
  if (!club) return 0;
  const today = clubToday(opts.now ?? clockNow(), club.timeZone);
  const fromDate = opts.fromDate ?? today;
  const closed = await closedDates(db, clubId, fromDate);
  const rows = (await repo.activeSeries(db, clubId)).flatMap((s) =>
    sessionRows(s, clubId, club.timeZone, fromDate, horizonOf(s.series, today), closed),
  );
  const written = await repo.insertSessions(db, rows);
  for (const date of closed) if (date >= today) await cancelDay(db, clubId, club.timeZone, date);
  return written;
}

/** Cancels the club's live sessions of a day as the desk's cancel does (members told); answers who was told. */
export async function cancelDay(
  db: Database,
  clubId: number,
  timeZone: string,
  date: string,
): Promise<{ removed: number; notified: number }> {
  const [from, to] = clubDayRange(date, timeZone);
  const sessions = await repo.liveSessionsBetween(db, clubId, from, to);
  let notified = 0;
  for (const s of sessions) notified += (await cancelClass(db, clubId, s.id)).notified;
  return { removed: sessions.length, notified };
}

export async function regenerateFrom(
  tx: Database,
  club: { id: number; timeZone: string },
  s: repo.SeriesWithClass,
  fromDate: string,
  today: string,
  now: Date,
): Promise<TimetableChangeResult> {
  const retired = s.series.retiredAt !== null;
  const closed = await closedDates(tx, club.id, fromDate);
  const fresh = retired ? [] : sessionRows(s, club.id, club.timeZone, fromDate, horizonOf(s.series, today), closed);
  const freshStarts = new Set(fresh.map((r) => r.startsAt.getTime()));
  const from = clubInstant(fromDate, '00:00', club.timeZone);
  const existing = (await repo.sessionsOfSeriesFrom(tx, s.series.id, from)).filter(
    (e) => e.session.cancelledAt === null && e.session.startsAt.getTime() > now.getTime(),
  );
  // Nobody booked loses a place: refused before anything is written.
  const fullest = existing.reduce((max, e) => Math.max(max, e.session.totalBooked), 0);
  if (!retired && s.cls.capacity < fullest) throw new FieldError('capacity', capacityBelowBookedMessage(fullest));
  let removed = 0;
  let notified = 0;
  const toDelete: number[] = [];
  for (const { session, live, anyBooking } of existing) {
    const terms = { cancelCutoffHours: s.series.cancelCutoffHours, lateCancelFeeCents: s.series.lateCancelFeeCents };
    if (live > 0) {
      await repo.updateSession(tx, session.id, { ...(retired ? {} : { capacity: s.cls.capacity }), ...terms });
      if (!retired && s.cls.capacity > session.capacity)
        await promoteWaiting(tx, await findClub(tx, club.id), session.id, now);
      if (!retired && !freshStarts.has(session.startsAt.getTime())) {
        notified += await tellBooked(
          tx,
          club,
          session,
          `The club has changed the timetable of ${s.cls.name} from ${longDate(fromDate)}.`,
          false,
        );
      }
    } else if (freshStarts.has(session.startsAt.getTime())) {
      // The same slot in the new rule: the session takes the new details where it is.
      const endsAt = new Date(session.startsAt.getTime() + s.cls.durationMin * 60_000);
      await repo.updateSession(tx, session.id, {
        endsAt,
        capacity: s.cls.capacity,
        occurrenceStart: session.startsAt,
        ...terms,
      });
    } else if (!anyBooking) {
      toDelete.push(session.id);
      removed += 1;
    } else {
      // Cancelled bookings still name it (their fees among them): kept, cancelled, off the rule's key.
      await repo.updateSession(tx, session.id, { cancelledAt: now, occurrenceStart: null });
      removed += 1;
    }
  }
  await repo.deleteSessions(tx, toDelete);
  await repo.insertSessions(tx, fresh);
  return { removed, notified };
}

/** Tells every member booked or waiting on a session what the club changed (calendar entry updated). */
export async function tellBooked(
  tx: Database,
  club: { id: number; timeZone: string },
  session: repo.SessionRow,
  change: string,
  calendar: boolean,
): Promise<number> {
  const bookings = await repo.liveBookingsOf(tx, [session.id]);
  for (const booking of bookings) {
    const sequence = booking.icsSequence + 1;
    await repo.raiseIcsSequence(tx, booking.id, sequence);
    const notice = await classNotice(tx, { ...booking, icsSequence: sequence }, session, club);
    await noticeBooking(tx, 'changed-by-club', notice, { change, calendar: calendar && booking.status === 'Booked' });
  }
  return bookings.length;
}
