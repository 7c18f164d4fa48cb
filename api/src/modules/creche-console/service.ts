// The creche as an ADMIN builds it in the console: weekly creche series (days, start time,
// length, places, an age range in months, a room) whose dated sessions are generated ahead the way
// the class timetable's are: rrule in the club's zone (lib/recurrence.ts), from today to the
// club's booking window plus the timetable's margin, on every write and by the timetable's daily
// job (registered as a session generator, modules/timetable), never on a closure day. One session
// can be cancelled (members booked on it are told). Every write is checked by the shared rules
// (validators/school-rules.ts, a message on its field) and audited in club_audit_log.
import {
  SCHOOL_MESSAGES as M,
  crecheSeriesErrors,
} from '@portal/shared/validators';
import type {
  CrecheSeries,
  CrecheSeriesInput,
  CrecheSeriesSession,
  SchoolChangeResult,
} from '@portal/shared/contracts';
import { capacityBelowBookedMessage } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { now as clockNow } from '../../lib/clock';
import { clubDayRange, clubToday, localDate, localTime } from '../../lib/club-calendar';
import { classWindowDays, findClub, type Club } from '../../lib/club-time';
import { FieldError, HttpError } from '../../lib/http-error';
import { addDays, longDate, occurrencesBetween, ruleText, sessionTimesBetween, type WeeklyRule } from '../../lib/recurrence';
import { crecheNotice } from '../creche';
import { noticeBooking } from '../notifications';
import { closedDates, GENERATION_MARGIN_DAYS, registerSessionGenerator } from '../timetable';
import { assertFieldsValid } from '../../lib/field-rules';
import * as repo from './repo';

const DAY_MS = 86_400_000;

function assertValid(input: CrecheSeriesInput): void {
  assertFieldsValid(crecheSeriesErrors(input));
}

/** '' is "no end date" (the schemas' coercion turns a null into ''). */
const normalised = (input: CrecheSeriesInput): CrecheSeriesInput => ({ ...input, endsOn: input.endsOn || null });

const ruleOf = (s: Pick<repo.SeriesRow, 'weekdays' | 'startTime' | 'startsOn' | 'endsOn'>): WeeklyRule => ({
  weekdays: s.weekdays,
  startTime: s.startTime,
  startsOn: s.startsOn,
  endsOn: s.endsOn,
});

function toSeries(s: repo.SeriesRow, booked: number): CrecheSeries {
  return {
    id: s.id,
    name: s.name,
    weekdays: s.weekdays,
    startTime: s.startTime,
    durationMin: s.durationMin,
    capacity: s.capacity,
    minAgeMonths: s.minAgeMonths,
    maxAgeMonths: s.maxAgeMonths,
    room: s.room ?? '',
    startsOn: s.startsOn,
    endsOn: s.endsOn,
    rrule: ruleText(ruleOf(s)),
    retired: s.retiredAt !== null,
    booked,
  };
}

const values = (input: CrecheSeriesInput): repo.SeriesValues => ({
  name: input.name.trim(),
  weekdays: [...input.weekdays],
  startTime: input.startTime,
  durationMin: input.durationMin,
  capacity: input.capacity,
  minAgeMonths: input.minAgeMonths,
  maxAgeMonths: input.maxAgeMonths,
  room: input.room.trim() || null,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
});

export async function listSeries(db: Database, clubId: number, now = clockNow()): Promise<CrecheSeries[]> {
  return (await repo.seriesOfClub(db, clubId, now)).map((r) => toSeries(r.series, Number(r.booked)));
}

export async function seriesSessions(db: Database, clubId: number, seriesId: number, now = clockNow()): Promise<CrecheSeriesSession[]> {
  const club = await findClub(db, clubId);
  const rows = await repo.sessionsOfSeriesAfter(db, seriesId, new Date(now.getTime() - DAY_MS));
  return rows
    .filter((r) => r.session.clubId === clubId)
    .map(({ session, live }) => ({
      sessionId: session.id,
      date: localDate(session.startsAt, club.timeZone),
      startTime: localTime(session.startsAt, club.timeZone),
      capacity: session.capacity,
      booked: Number(live),
      cancelled: session.cancelledAt !== null,
    }));
}

// ---- generation -------------------------------------------------------------------------------

const horizonOf = (club: Club, today: string) => addDays(today, classWindowDays(club) + GENERATION_MARGIN_DAYS);

function sessionRows(s: repo.SeriesRow, club: Club, fromDate: string, toDate: string, closed: Set<string>): repo.NewSession[] {
  return sessionTimesBetween(ruleOf(s), fromDate, toDate, club.timeZone, s.durationMin, closed).map(({ startsAt, endsAt }) => ({
    clubId: club.id,
    name: s.name,
    startsAt,
    endsAt,
    capacity: s.capacity,
    seriesId: s.id,
    occurrenceStart: startsAt,
    minAgeMonths: s.minAgeMonths,
    maxAgeMonths: s.maxAgeMonths,
    room: s.room,
  }));
}

/** Writes the club's creche sessions not written yet from `fromDate` (default today) to the horizon. */
export async function generateCrecheSessions(
  db: Database,
  clubId: number,
  opts: { now?: Date; fromDate?: string } = {},
): Promise<number> {
  const club = await findClub(db, clubId);
  const today = clubToday(opts.now ?? clockNow(), club.timeZone);
  const fromDate = opts.fromDate ?? today;
  const closed = await closedDates(db, clubId, fromDate);
  const rows = (await repo.activeSeries(db, clubId)).flatMap((s) =>
    sessionRows(s, club, fromDate, horizonOf(club, today), closed),
  );
  return repo.insertSessions(db, rows);
}

/** Cancels a session for the club: its bookings cancelled free, each parent told (calendar entry withdrawn). */
async function cancelSession(tx: Database, club: Club, session: repo.SessionRow, at: Date): Promise<number> {
  const bookings = await repo.cancelBookingsOf(tx, session.id, at);
  for (const b of bookings) {
    const cancelled = { ...b, status: 'Cancelled' as const, icsSequence: b.status === 'Booked' ? b.icsSequence + 1 : b.icsSequence };
    await noticeBooking(tx, 'cancelled-by-club', await crecheNotice(tx, cancelled, session, club), { calendar: b.status === 'Booked' });
  }
  return bookings.length;
}

/** A closure day: sessions nobody ever booked go (a reopening generates them again); booked ones are cancelled. */
export async function closeCrecheDay(db: Database, clubId: number, timeZone: string, date: string, at = clockNow()) {
  const club = await findClub(db, clubId);
  const [from, to] = clubDayRange(date, timeZone);
  let notified = 0;
  const unbooked: number[] = [];
  for (const s of await repo.liveSessionsBetween(db, clubId, from, to)) {
    const locked = (await repo.lockSession(db, clubId, s.id))!;
    const told = await cancelSession(db, club, locked, at);
    if (told === 0 && s.seriesId !== null) unbooked.push(s.id);
    notified += told;
  }
  await repo.deleteSessions(db, unbooked);
  return { removed: unbooked.length + notified, notified };
}

registerSessionGenerator({
  name: 'creche',
  generate: (db, clubId, opts) => generateCrecheSessions(db, clubId, opts),
  closeDay: (db, clubId, timeZone, date) => closeCrecheDay(db, clubId, timeZone, date),
});

// ---- series -----------------------------------------------------------------------------------

function checkTimeExists(input: CrecheSeriesInput, fromDate: string, club: Club): void {
  const until = input.endsOn ?? addDays(fromDate, 366);
  const missing = occurrencesBetween(ruleOf(input), fromDate > input.startsOn ? fromDate : input.startsOn, until, club.timeZone).find(
    (o) => !o.exists,
  );
  if (missing) throw new FieldError('startTime', `${input.startTime} does not exist on ${longDate(missing.date)}: the clocks go forward that night. Choose another start time.`);
}

/** The series as the form sent it, checked (its fields, and a start time that exists on every day), with the club's today. */
async function checkedSeries(db: Database, actor: ConsoleActor, body: CrecheSeriesInput, now: Date) {
  const input = normalised(body);
  assertValid(input);
  const club = await findClub(db, actor.clubId);
  const today = clubToday(now, club.timeZone);
  checkTimeExists(input, today, club);
  return { input, club, today };
}

/** Writes the series' sessions from today to the club's horizon, closures left out. */
async function writeSessions(tx: Database, series: repo.SeriesRow, club: Club, today: string): Promise<void> {
  await repo.insertSessions(tx, sessionRows(series, club, today, horizonOf(club, today), await closedDates(tx, club.id, today)));
}

export async function createSeries(db: Database, actor: ConsoleActor, body: CrecheSeriesInput, now = clockNow()): Promise<CrecheSeries> {
  const { input, club, today } = await checkedSeries(db, actor, body, now);
  return db.transaction(async (tx) => {
    const series = await repo.seriesRows.insert(tx, actor.clubId, values(input));
    await writeSessions(tx, series, club, today);
    const out = toSeries(series, 0);
    await auditChange(tx, actor, 'creche', null, { action: 'series created', ...out });
    return out;
  });
}

/**
 * Changes a series from today on: sessions nobody booked are generated again by the new rule;
 * booked ones stay where they are with the new places and ages (a capacity below the places taken
 * is refused); earlier sessions are untouched.
 */
export async function changeSeries(
  db: Database,
  actor: ConsoleActor,
  seriesId: number,
  body: CrecheSeriesInput,
  now = clockNow(),
): Promise<CrecheSeries> {
  const { input, club, today } = await checkedSeries(db, actor, body, now);
  return db.transaction(async (tx) => {
    const current = await repo.seriesRows.lock(tx, actor.clubId, seriesId);
    if (!current) throw new HttpError(404, M.seriesNotFound);
    if (current.retiredAt) throw new HttpError(409, M.seriesNotFound);
    const upcoming = await repo.sessionsOfSeriesAfter(tx, seriesId, now);
    const fullest = upcoming.reduce((max, r) => Math.max(max, r.session.totalBooked), 0);
    if (input.capacity < fullest) throw new FieldError('capacity', capacityBelowBookedMessage(fullest));
    await repo.seriesRows.update(tx, actor.clubId, seriesId, values(input));
    const next = (await repo.seriesRows.lock(tx, actor.clubId, seriesId))!;
    const stale: number[] = [];
    for (const { session, any } of upcoming) {
      if (Number(any) === 0) stale.push(session.id);
      else
        await repo.updateSession(tx, session.id, {
          name: next.name,
          capacity: next.capacity,
          minAgeMonths: next.minAgeMonths,
          maxAgeMonths: next.maxAgeMonths,
          room: next.room,
        });
    }
    await repo.deleteSessions(tx, stale);
    await writeSessions(tx, next, club, today);
    const out = toSeries(next, 0);
    await auditChange(tx, actor, 'creche', toSeries(current, 0), out);
    return out;
  });
}

/**
 * Removes a series: one whose sessions nobody ever booked is deleted with them; otherwise it is
 * retired (nothing more is generated, unbooked sessions from now go, booked ones stay).
 */
export async function removeSeries(db: Database, actor: ConsoleActor, seriesId: number, now = clockNow()): Promise<SchoolChangeResult> {
  return db.transaction(async (tx) => {
    const current = await repo.seriesRows.lock(tx, actor.clubId, seriesId);
    if (!current) throw new HttpError(404, M.seriesNotFound);
    const upcoming = await repo.sessionsOfSeriesAfter(tx, seriesId, now);
    const unbooked = upcoming.filter((r) => Number(r.any) === 0).map((r) => r.session.id);
    await repo.deleteSessions(tx, unbooked);
    await repo.seriesRows.update(tx, actor.clubId, seriesId, { retiredAt: current.retiredAt ?? now });
    await auditChange(tx, actor, 'creche', { series: current.name, retired: current.retiredAt !== null }, { series: current.name, retired: true, removed: unbooked.length });
    const kept = upcoming.length - unbooked.length;
    return {
      removed: unbooked.length,
      notified: 0,
      message: kept
        ? `${current.name} was retired: no new sessions, and the ${kept} booked session${kept === 1 ? '' : 's'} stay${kept === 1 ? 's' : ''}.`
        : `${current.name} was retired: no new sessions.`,
    };
  });
}

/** Cancels one session (members booked on it are told), audited. */
export async function cancelOccurrence(db: Database, actor: ConsoleActor, sessionId: number, now = clockNow()): Promise<SchoolChangeResult> {
  const club = await findClub(db, actor.clubId);
  return db.transaction(async (tx) => {
    const session = await repo.lockSession(tx, actor.clubId, sessionId);
    if (!session) throw new HttpError(404, M.sessionNotFound);
    if (session.startsAt.getTime() <= now.getTime()) throw new HttpError(400, M.sessionStarted);
    if (session.cancelledAt) return { removed: 0, notified: 0, message: `${session.name} was already cancelled.` };
    const notified = await cancelSession(tx, club, session, now);
    await auditChange(
      tx,
      actor,
      'creche',
      { sessionId, name: session.name, startsAt: session.startsAt.toISOString(), cancelled: false },
      { sessionId, name: session.name, startsAt: session.startsAt.toISOString(), cancelled: true, notified },
    );
    return { removed: 1, notified, message: `${session.name} is cancelled; ${notified} booking${notified === 1 ? ' was' : 's were'} told.` };
  });
}
