// The club's timetable: an ADMIN's class series (a class and its weekly rule, recurrence.ts),
// the dated sessions they generate (class_schedules, which search and booking read), one session
// changed or cancelled, a series changed from a date on, and closures. Every write is checked
// first (series-rules.ts: a message on its field), audited in club_audit_log in its transaction,
// and drops the club's cached class searches once committed (classes' changingClassBookings).
//
// Sessions are generated from the later of today and the series' start to the series' booking
// window plus GENERATION_MARGIN_DAYS, on every write and by the daily job (generation-job.ts);
// the unique (series, occurrence start) key makes every generation idempotent.
//
// Over 300 lines: a series' creation, change and retirement share its checks, its generation and
// the regeneration of its sessions, which belong together; single days (one session, closures)
// are session-changes.ts.
import { createHash } from 'node:crypto';
import {
  CLASS_PICTURE_MAX_BYTES,
  TIMETABLE_MESSAGES as M,
  capacityBelowBookedMessage,
  type ClassSeries,
  type ClassSeriesChange,
  type ClassSeriesInput,
  type SeriesSession,
  type TimetableChangeResult,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { clubDayRange, clubInstant, clubToday, localDate, localTime } from '../../lib/club-calendar';
import { FieldError, HttpError } from '../../lib/http-error';
import { changingClassBookings } from '../classes';
import { CLASS_IMAGE_PATH } from '../classes';
import { classNotice, promoteWaiting } from '../classes';
import { cancelClass } from '../club-console';
import { findClub } from '../../lib/club-time';
import { checkedPicture, formPictureLimits } from '../images';
import { noticeBooking } from '../notifications';
import {
  addDays,
  isIsoDate,
  longDate,
  occurrencesBetween,
  ruleText,
  type WeeklyRule,
} from './recurrence';
import * as repo from './repo';
import { checkClashes, checkSeriesFields, checkTimeExists, type OtherSeries } from './series-rules';

/** Days generated beyond a series' booking window, so a late daily run never leaves a gap. */
export const GENERATION_MARGIN_DAYS = 7;
const DAY_MS = 86_400_000;

/** Who changes the timetable: an ADMIN of the club, or the demo seed (no user). */
export interface Actor {
  clubId: number;
  userId: number | null;
}

const CLASS_PICTURE_LIMITS = formPictureLimits(CLASS_PICTURE_MAX_BYTES, M.picture);

// ---- reading ----------------------------------------------------------------------------------

function imageUrlOf(cls: repo.ClassRow): string {
  const value = cls.imageUrl ?? '';
  if (!value.startsWith('data:')) return value;
  return `${CLASS_IMAGE_PATH}/${cls.id}/${createHash('md5').update(value).digest('hex')}`;
}

function ruleOf(series: Pick<repo.SeriesRow, 'weekdays' | 'startTime' | 'startsOn' | 'endsOn'>): WeeklyRule {
  return { weekdays: series.weekdays, startTime: series.startTime, startsOn: series.startsOn, endsOn: series.endsOn };
}

function toSeries({ series, cls, classType }: repo.SeriesWithClass): ClassSeries {
  return {
    id: series.id,
    classId: cls.id,
    name: cls.name,
    classTypeId: cls.classTypeId,
    classType,
    weekdays: series.weekdays,
    startTime: series.startTime,
    durationMin: cls.durationMin,
    instructor: cls.instructor ?? '',
    location: cls.location ?? '',
    capacity: cls.capacity,
    startsOn: series.startsOn,
    endsOn: series.endsOn,
    bookingWindowDays: series.bookingWindowDays,
    cancelCutoffHours: series.cancelCutoffHours,
    lateCancelFeeCents: series.lateCancelFeeCents,
    specialInstructions: cls.specialInstructions ?? '',
    imageUrl: imageUrlOf(cls),
    rrule: ruleText(ruleOf(series)),
    retired: series.retiredAt !== null,
  };
}

export async function listSeries(db: Database, clubId: number): Promise<ClassSeries[]> {
  return (await repo.seriesOfClub(db, clubId)).map(toSeries);
}

export async function classTypes(db: Database, clubId: number) {
  return repo.classTypesOfClub(db, clubId);
}

/** A class type of the club by its name, created when the club has none of that name (the form's "new type"). */
export async function ensureClassType(db: Database, clubId: number, description: string): Promise<number> {
  const name = description.trim();
  if (!name) throw new FieldError('classType', M.required);
  const existing = (await repo.classTypesOfClub(db, clubId)).find(
    (t) => t.description.toLowerCase() === name.toLowerCase(),
  );
  return existing?.id ?? (await repo.insertClassType(db, clubId, name)).id;
}

/** The console's "Add type": the club's type of that name, made (and audited) when it has none. */
export async function addClassType(db: Database, actor: { clubId: number; userId: number }, description: string) {
  const name = description.trim();
  if (!name) throw new FieldError('description', M.required);
  const existing = (await repo.classTypesOfClub(db, actor.clubId)).find((t) => t.description.toLowerCase() === name.toLowerCase());
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const made = await repo.insertClassType(tx, actor.clubId, name);
    await repo.audit(tx, { clubId: actor.clubId, userId: actor.userId, before: {}, after: { action: 'class type created', classType: name }, at: clockNow() });
    return { id: made.id, description: made.description };
  });
}

export async function seriesSessions(
  db: Database,
  clubId: number,
  seriesId: number,
  now = clockNow(),
): Promise<SeriesSession[]> {
  const club = await findClub(db, clubId);
  const rows = await repo.upcomingSessionsOfSeries(db, clubId, seriesId, new Date(now.getTime() - DAY_MS));
  return rows.map((s) => ({
    scheduleId: s.id,
    startsAt: s.startsAt.toISOString(),
    date: localDate(s.startsAt, club.timeZone),
    startTime: localTime(s.startsAt, club.timeZone),
    durationMin: Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000),
    capacity: s.capacity,
    booked: s.totalBooked,
    cancelled: s.cancelledAt !== null,
  }));
}

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
  if (!(await repo.classTypeOfClub(db, clubId, input.classTypeId))) throw new FieldError('classTypeId', M.classType);
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

// ---- generation -------------------------------------------------------------------------------

function horizonOf(series: Pick<repo.SeriesRow, 'bookingWindowDays'>, today: string): string {
  return addDays(today, series.bookingWindowDays + GENERATION_MARGIN_DAYS);
}

/** The sessions of one series on [fromDate, toDate] (club dates), closures and skipped times left out. */
function sessionRows(
  s: repo.SeriesWithClass,
  clubId: number,
  timeZone: string,
  fromDate: string,
  toDate: string,
  closed: Set<string>,
): repo.NewSession[] {
  const from = fromDate > s.series.startsOn ? fromDate : s.series.startsOn;
  const to = s.series.endsOn !== null && s.series.endsOn < toDate ? s.series.endsOn : toDate;
  return occurrencesBetween(ruleOf(s.series), from, to, timeZone)
    .filter((o) => o.exists && !closed.has(o.date))
    .map((o) => ({
      classId: s.cls.id,
      clubId,
      startsAt: o.startsAt,
      endsAt: new Date(o.startsAt.getTime() + s.cls.durationMin * 60_000),
      capacity: s.cls.capacity,
      seriesId: s.series.id,
      occurrenceStart: o.startsAt,
      bookingOpensAt: new Date(o.startsAt.getTime() - s.series.bookingWindowDays * DAY_MS),
      cancelCutoffHours: s.series.cancelCutoffHours,
      lateCancelFeeCents: s.series.lateCancelFeeCents,
    }));
}

async function closedDates(db: Database, clubId: number, fromDate: string): Promise<Set<string>> {
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

// ---- series -----------------------------------------------------------------------------------

export async function createSeries(
  db: Database,
  actor: Actor,
  body: ClassSeriesInput,
  now = clockNow(),
): Promise<ClassSeries> {
  const input = normalised(body);
  const club = await findClub(db, actor.clubId);
  return changingClassBookings(db, actor.clubId, async (tx) => {
    const picture = await checkSeries(tx, actor.clubId, club.timeZone, input, input.startsOn);
    const cls = await repo.insertClass(tx, { clubId: actor.clubId, ...classValues(input, picture ?? null) });
    const series = await repo.insertSeries(tx, { clubId: actor.clubId, classId: cls.id, ...seriesValues(input) });
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
  actor: Actor,
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
    await repo.updateClass(tx, current.cls.id, classValues(change, picture));
    await repo.updateSeries(tx, seriesId, seriesValues(change));
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
  actor: Actor,
  seriesId: number,
  now = clockNow(),
): Promise<TimetableChangeResult> {
  const club = await findClub(db, actor.clubId);
  const today = clubToday(now, club.timeZone);
  return changingClassBookings(db, actor.clubId, async (tx) => {
    const current = await repo.lockSeries(tx, actor.clubId, seriesId);
    if (!current) throw new HttpError(404, M.seriesNotFound);
    await repo.updateSeries(tx, seriesId, { retiredAt: now });
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

async function regenerateFrom(
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
