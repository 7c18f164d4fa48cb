// The club's timetable: an ADMIN's class series (a class and its weekly rule, recurrence.ts),
// the dated sessions they generate (class_schedules, which search and booking read), one session
// changed or cancelled, a series changed from a date on, and closures. Every write is checked
// first (series-rules.ts: a message on its field), audited in club_audit_log in its transaction,
// and drops the club's cached class searches once committed (classes' changingClassBookings).
//
// Reading is series-views.ts, class types class-types.ts, the sessions a series generates
// session-generation.ts, single days (one session, closures) session-changes.ts.
import {
  CLASS_PICTURE_MAX_BYTES,
  TIMETABLE_MESSAGES as M,
  type ClassSeries,
  type ClassSeriesChange,
  type ClassSeriesInput,
  type TimetableChangeResult,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { FieldError, HttpError } from '../../lib/http-error';
import { changingClassBookings } from '../classes';
import { findClub } from '../../lib/club-time';
import { checkedPicture, formPictureLimits } from '../images';
import { isIsoDate } from '../../lib/recurrence';
import type { ConsoleActor } from '../../lib/club-audit';
import * as repo from './repo';
import { checkClashes, checkSeriesFields, checkTimeExists, type OtherSeries } from './series-rules';
import { toSeries } from './series-views';
import { closedDates, horizonOf, regenerateFrom, ruleOf, sessionRows } from './session-generation';

const CLASS_PICTURE_LIMITS = formPictureLimits(CLASS_PICTURE_MAX_BYTES, M.picture);

// ---- checks -----------------------------------------------------------------------------------

async function pictureValue(input: ClassSeriesInput): Promise<string | null | undefined> {
  return checkedPicture(input.picture, CLASS_PICTURE_LIMITS, 'picture');
}

const otherOf = ({ series, cls }: repo.SeriesWithClass): OtherSeries => ({
  id: series.id,
  name: cls.name,
  instructor: cls.instructor,
  location: cls.location,
  weekdays: series.weekdays,
  startTime: series.startTime,
  durationMin: cls.durationMin,
  startsOn: series.startsOn,
  endsOn: series.endsOn,
});

/**
 * The body as the rules read it: the schemas' coercion turns a null of a nullable text into ''
 * (ajv coerceTypes), so '' is "no end date" and "no picture" here.
 */
function normalised<T extends ClassSeriesInput>(input: T): T {
  return { ...input, endsOn: input.endsOn || null, picture: input.picture === '' ? null : input.picture };
}

/** Every rule of a series, from `fromDate` on (its start, or the date a change takes effect). */
async function checkSeries(
  db: Database,
  clubId: number,
  timeZone: string,
  input: ClassSeriesInput,
  fromDate: string,
  exceptId?: number,
): Promise<string | null | undefined> {
  checkSeriesFields(input);
  if (!(await repo.classTypeRows.find(db, clubId, input.classTypeId))) throw new FieldError('classTypeId', M.classType);
  const rule = ruleOf(input);
  checkTimeExists(rule, fromDate, timeZone);
  const others = (await repo.activeSeries(db, clubId)).filter((s) => s.series.id !== exceptId).map(otherOf);
  checkClashes(
    {
      weekdays: input.weekdays,
      startTime: input.startTime,
      durationMin: input.durationMin,
      from: fromDate,
      until: input.endsOn,
    },
    input.instructor,
    input.location,
    others,
  );
  return pictureValue(input);
}

const classValues = (input: ClassSeriesInput, picture: string | null | undefined) => ({
  classTypeId: input.classTypeId,
  name: input.name.trim(),
  instructor: input.instructor.trim() || null,
  durationMin: input.durationMin,
  capacity: input.capacity,
  location: input.location.trim() || null,
  specialInstructions: input.specialInstructions.trim() || null,
  ...(picture !== undefined ? { imageUrl: picture } : {}),
});

const seriesValues = (input: ClassSeriesInput) => ({
  weekdays: [...input.weekdays],
  startTime: input.startTime,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  bookingWindowDays: input.bookingWindowDays,
  cancelCutoffHours: input.cancelCutoffHours,
  lateCancelFeeCents: input.lateCancelFeeCents,
});

/** What the audit log keeps of a series (not the picture's bytes). */
function auditView(s: ClassSeries | undefined): Record<string, unknown> {
  if (!s) return {};
  const { imageUrl: _image, rrule: _rrule, ...rest } = s;
  return { ...rest, picture: _image ? 'set' : 'none' };
}

// ---- series -----------------------------------------------------------------------------------

export async function createSeries(
  db: Database,
  actor: ConsoleActor,
  body: ClassSeriesInput,
  now = clockNow(),
): Promise<ClassSeries> {
  const input = normalised(body);
  const club = await findClub(db, actor.clubId);
  return changingClassBookings(db, actor.clubId, async (tx) => {
    const picture = await checkSeries(tx, actor.clubId, club.timeZone, input, input.startsOn);
    const cls = await repo.classRows.insert(tx, actor.clubId, classValues(input, picture ?? null));
    const series = await repo.seriesRows.insert(tx, actor.clubId, { classId: cls.id, ...seriesValues(input) });
    const made = (await repo.lockSeries(tx, actor.clubId, series.id))!;
    const today = clubToday(now, club.timeZone);
    await repo.insertSessions(
      tx,
      sessionRows(
        made,
        actor.clubId,
        club.timeZone,
        today,
        horizonOf(series, today),
        await closedDates(tx, actor.clubId, today),
      ),
    );
    const created = toSeries(made);
    await repo.announceTimetableChange(tx, actor.clubId);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: {},
      after: { action: 'series created', ...auditView(created) },
      at: now,
    });
    return created;
  });
}

/**
 * Changes a series from `fromDate` on: the class's details and the rule change; sessions from
 * that date without a live booking are generated again by the new rule; sessions with bookings
 * stay where they are (with the new capacity and terms) and their members are told when the new
 * rule no longer has them. Earlier sessions are untouched.
 */
export async function changeSeries(
  db: Database,
  actor: ConsoleActor,
  seriesId: number,
  body: ClassSeriesChange,
  now = clockNow(),
): Promise<ClassSeries & TimetableChangeResult> {
  const change = normalised(body);
  const club = await findClub(db, actor.clubId);
  const today = clubToday(now, club.timeZone);
  if (!isIsoDate(change.fromDate)) throw new FieldError('fromDate', M.date);
  const fromDate = change.fromDate < today ? today : change.fromDate;
  return changingClassBookings(db, actor.clubId, async (tx) => {
    const current = await repo.lockSeries(tx, actor.clubId, seriesId);
    if (!current) throw new HttpError(404, M.seriesNotFound);
    const picture = await checkSeries(
      tx,
      actor.clubId,
      club.timeZone,
      change,
      fromDate > change.startsOn ? fromDate : change.startsOn,
      seriesId,
    );
    const before = toSeries(current);
    await repo.classRows.update(tx, actor.clubId, current.cls.id, classValues(change, picture));
    await repo.seriesRows.update(tx, actor.clubId, seriesId, seriesValues(change));
    const next = (await repo.lockSeries(tx, actor.clubId, seriesId))!;
    const result = await regenerateFrom(tx, club, next, fromDate, today, now);
    const after = toSeries(next);
    await repo.announceTimetableChange(tx, actor.clubId);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: auditView(before),
      after: { action: `series changed from ${fromDate}`, ...auditView(after), ...result },
      at: now,
    });
    return { ...after, ...result };
  });
}

/** Retires a series: nothing is generated any more; unbooked sessions from today go, booked ones stay. */
export async function retireSeries(
  db: Database,
  actor: ConsoleActor,
  seriesId: number,
  now = clockNow(),
): Promise<TimetableChangeResult> {
  const club = await findClub(db, actor.clubId);
  const today = clubToday(now, club.timeZone);
  return changingClassBookings(db, actor.clubId, async (tx) => {
    const current = await repo.lockSeries(tx, actor.clubId, seriesId);
    if (!current) throw new HttpError(404, M.seriesNotFound);
    await repo.seriesRows.update(tx, actor.clubId, seriesId, { retiredAt: now });
    const result = await regenerateFrom(
      tx,
      club,
      { ...current, series: { ...current.series, retiredAt: now } },
      today,
      today,
      now,
    );
    await repo.announceTimetableChange(tx, actor.clubId);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: auditView(toSeries(current)),
      after: { action: 'series retired', ...result },
      at: now,
    });
    return result;
  });
}

