// One session changed or cancelled, and club closures: what the ADMIN does to single days of the
// timetable. Members booked on a session are told (a moved session: an updated calendar entry; a
// cancelled one: exactly as the desk cancels, club-console/desk.ts). Audited and announced to
// every instance like the series writes (service.ts).
import {
  CLASS_ALREADY_CANCELLED_MESSAGE,
  TIMETABLE_MESSAGES as M,
  capacityBelowBookedMessage,
  missingTimeMessage,
  type Closure,
  type ClosureInput,
  type ClosureResult,
  type OccurrenceChange,
  type TimetableChangeResult,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { clubDayRange, clubInstant, clubToday, localDate, localTime } from '../../lib/club-calendar';
import { FieldError, HttpError } from '../../lib/http-error';
import { findClub } from '../../lib/club-time';
import { changingClassBookings } from '../classes';
import { promoteWaiting } from '../classes';
import { cancelClass } from '../club-console';
import { isIsoDate, longDate, wallClockExists } from '../../lib/recurrence';
import * as repo from './repo';
import { isTime } from './series-rules';
import type { ConsoleActor } from '../../lib/club-audit';
import { cancelDay, generateClubSessions, tellBooked } from './session-generation';
import { closeOtherSessions, runOtherGenerators } from './session-generators';

// ---- one session ------------------------------------------------------------------------------

/** Moves one session, or changes its length or places; members on it are told. */
export async function changeOccurrence(
  db: Database,
  actor: ConsoleActor,
  scheduleId: number,
  change: OccurrenceChange,
  now = clockNow(),
): Promise<TimetableChangeResult> {
  const club = await findClub(db, actor.clubId);
  if (!isIsoDate(change.date)) throw new FieldError('date', M.date);
  if (!isTime(change.startTime)) throw new FieldError('startTime', M.startTime);
  if (!wallClockExists(change.date, change.startTime, club.timeZone))
    throw new FieldError('startTime', missingTimeMessage(change.startTime, longDate(change.date)));
  if (!Number.isInteger(change.durationMin) || change.durationMin < 5 || change.durationMin > 600)
    throw new FieldError('durationMin', M.duration);
  if (!Number.isInteger(change.capacity) || change.capacity < 1 || change.capacity > 500)
    throw new FieldError('capacity', M.capacity);
  const startsAt = clubInstant(change.date, change.startTime, club.timeZone);
  if (startsAt.getTime() <= now.getTime()) throw new FieldError('startTime', M.occurrenceStarted);
  return changingClassBookings(db, actor.clubId, async (tx) => {
    const row = await repo.lockSession(tx, actor.clubId, scheduleId);
    if (!row) throw new HttpError(404, M.occurrenceNotFound);
    const { session, cls } = row;
    if (session.cancelledAt) throw new HttpError(409, CLASS_ALREADY_CANCELLED_MESSAGE);
    if (session.startsAt.getTime() <= now.getTime()) throw new HttpError(400, M.occurrenceStarted);
    if (change.capacity < session.totalBooked)
      throw new FieldError('capacity', capacityBelowBookedMessage(session.totalBooked));
    const endsAt = new Date(startsAt.getTime() + change.durationMin * 60_000);
    const moved = startsAt.getTime() !== session.startsAt.getTime() || endsAt.getTime() !== session.endsAt.getTime();
    await repo.updateSession(tx, session.id, { startsAt, endsAt, capacity: change.capacity });
    const updated = { ...session, startsAt, endsAt, capacity: change.capacity };
    if (change.capacity > session.capacity) await promoteWaiting(tx, club, session.id, now);
    const was = `${longDate(localDate(session.startsAt, club.timeZone))} at ${localTime(session.startsAt, club.timeZone)}`;
    const notified = moved ? await tellBooked(tx, club, updated, `${cls.name} of ${was} has moved.`, true) : 0;
    await repo.announceTimetableChange(tx, actor.clubId);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: {
        scheduleId,
        className: cls.name,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        capacity: session.capacity,
      },
      after: {
        action: 'session changed',
        scheduleId,
        className: cls.name,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        capacity: change.capacity,
        notified,
      },
      at: now,
    });
    return { notified, removed: 0 };
  });
}

/** Cancels one session exactly as the desk does (bookings cancelled free, members told), audited. */
export async function cancelOccurrence(
  db: Database,
  actor: ConsoleActor,
  scheduleId: number,
  now = clockNow(),
): Promise<TimetableChangeResult> {
  return changingClassBookings(db, actor.clubId, async (tx) => {
    const row = await repo.lockSession(tx, actor.clubId, scheduleId);
    if (!row) throw new HttpError(404, M.occurrenceNotFound);
    if (row.session.startsAt.getTime() <= now.getTime()) throw new HttpError(400, M.occurrenceStarted);
    const { notified } = await cancelClass(tx, actor.clubId, scheduleId);
    await repo.announceTimetableChange(tx, actor.clubId);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: { scheduleId, className: row.cls.name, startsAt: row.session.startsAt.toISOString() },
      after: { action: 'session cancelled', scheduleId, notified },
      at: now,
    });
    return { notified, removed: 1 };
  });
}

// ---- closures ---------------------------------------------------------------------------------

export async function listClosures(db: Database, clubId: number, now = clockNow()): Promise<Closure[]> {
  const club = await findClub(db, clubId);
  return (await repo.closuresOfClub(db, clubId, clubToday(now, club.timeZone))).map((c) => ({
    id: c.id,
    date: c.date,
    reason: c.reason,
  }));
}

/** The club closes on a day: its sessions that day are cancelled as the desk cancels (members told). */
export async function addClosure(
  db: Database,
  actor: ConsoleActor,
  input: ClosureInput,
  now = clockNow(),
): Promise<ClosureResult> {
  const club = await findClub(db, actor.clubId);
  if (!isIsoDate(input.date)) throw new FieldError('date', M.date);
  if (input.date < clubToday(now, club.timeZone)) throw new FieldError('date', M.closurePast);
  if (!input.reason.trim()) throw new FieldError('reason', M.required);
  return changingClassBookings(db, actor.clubId, async (tx) => {
    const row = await repo.insertClosure(tx, actor.clubId, input.date, input.reason.trim());
    if (!row) throw new FieldError('date', M.closureExists);
    const classes = await cancelDay(tx, actor.clubId, club.timeZone, input.date);
    const others = await closeOtherSessions(tx, actor.clubId, club.timeZone, input.date);
    const removed = classes.removed + others.removed;
    const notified = classes.notified + others.notified;
    await repo.announceTimetableChange(tx, actor.clubId);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: {},
      after: { action: 'closure added', date: row.date, reason: row.reason, removed, notified },
      at: now,
    });
    return { closure: { id: row.id, date: row.date, reason: row.reason }, removed, notified };
  });
}

/** Reopens a day: the sessions the closure took without touching a booking are generated again. */
export async function removeClosure(
  db: Database,
  actor: ConsoleActor,
  closureId: number,
  now = clockNow(),
): Promise<TimetableChangeResult> {
  const club = await findClub(db, actor.clubId);
  return changingClassBookings(db, actor.clubId, async (tx) => {
    const row = await repo.deleteClosure(tx, actor.clubId, closureId);
    if (!row) throw new HttpError(404, M.closureNotFound);
    const [from, to] = clubDayRange(row.date, club.timeZone);
    await repo.deleteSessions(
      tx,
      (await repo.unbookedCancelledSessions(tx, actor.clubId, from, to)).map((s) => s.id),
    );
    await generateClubSessions(tx, actor.clubId, { now, fromDate: row.date });
    await runOtherGenerators(tx, actor.clubId, { now, fromDate: row.date });
    await repo.announceTimetableChange(tx, actor.clubId);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: { date: row.date, reason: row.reason },
      after: { action: 'closure removed' },
      at: now,
    });
    return { notified: 0, removed: 0 };
  });
}
