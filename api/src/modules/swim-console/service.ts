// The swim school as an ADMIN builds it in the console: weekly classes per term (instructor,
// level, places) and public holidays; levels are levels.ts, terms (dates and make-up rules) terms.ts. A class's lessons are
// generated ahead the way the class timetable's sessions are: rrule in the club's zone
// (lib/recurrence.ts), within its term, from today to SWIM_HORIZON_DAYS plus the timetable's
// margin, on every write and by the timetable's daily job (registered as a session generator),
// never on a holiday or a club closure; a new lesson books the class's regular students again.
// Checked by the shared rules (validators/school-rules.ts), audited in club_audit_log; deleting
// something in use is refused with the reason, or a class becomes retired.
import {
  SCHOOL_MESSAGES as M,
  swimClassErrors,
  swimHolidayErrors,
} from '@portal/shared/validators';
import {
  capacityBelowBookedMessage,
  type RemovalResult,
  type SwimClass,
  type SwimClassInput,
  type SwimHoliday,
  type SwimHolidayInput,
  type SwimSchool,
  type SwimTerm,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { now as clockNow } from '../../lib/clock';
import { clubInstant, clubToday } from '../../lib/club-calendar';
import { findClub, type Club } from '../../lib/club-time';
import { assertFieldsValid as assertValid } from '../../lib/field-rules';
import { FieldError, HttpError } from '../../lib/http-error';
import { addDays, occurrencesBetween, ruleText, sessionTimesBetween, type WeeklyRule } from '../../lib/recurrence';
import { noticeLessonsCancelled } from '../notifications';
import { closedDates, GENERATION_MARGIN_DAYS, registerSessionGenerator } from '../timetable';
import * as repo from './repo';

/** Lessons are written this many days ahead (plus the timetable's margin): a month of a term. */
export const SWIM_HORIZON_DAYS = 28;
/** dayjs().day() numbering of swim_classes.weekday: 0 = Sunday. */
const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

const hhmm = (time: string) => time.slice(0, 5);

// ---- reading ----------------------------------------------------------------------------------

function ruleOf(cls: repo.ClassRow, term: Pick<repo.TermRow, 'startsOn' | 'endsOn'>): WeeklyRule {
  return { weekdays: [CODES[cls.weekday] ?? 'MO'], startTime: hhmm(cls.startTime), startsOn: term.startsOn, endsOn: term.endsOn };
}

function classOut(cls: repo.ClassRow, booked: number, term: repo.TermRow | undefined): SwimClass {
  return {
    id: cls.id,
    name: cls.name,
    termId: cls.termId ?? 0,
    levelId: cls.levelId,
    weekday: CODES[cls.weekday] ?? 'MO',
    startTime: hhmm(cls.startTime),
    durationMin: cls.durationMin,
    instructor: cls.instructor ?? '',
    capacity: cls.capacity,
    retired: !cls.active,
    rrule: term ? ruleText(ruleOf(cls, term)) : '',
    booked,
  };
}

export const termOut = (t: repo.TermRow, classes: number): SwimTerm => ({
  id: t.id,
  name: t.name,
  startsOn: t.startsOn,
  endsOn: t.endsOn,
  makeupCreditsPerTerm: t.makeupCreditsPerTerm,
  makeupExpiryDays: t.makeupExpiryDays,
  classes,
});

export async function swimSchool(db: Database, clubId: number, now = clockNow()): Promise<SwimSchool> {
  const club = await findClub(db, clubId);
  const terms = await repo.termsOfClub(db, clubId);
  const byId = new Map(terms.map((t) => [t.term.id, t.term]));
  return {
    levels: (await repo.levelsOfClub(db, clubId)).map((l) => ({
      id: l.level.id,
      name: l.level.name,
      description: l.level.description ?? '',
      sortOrder: l.level.sortOrder,
      students: Number(l.students),
      classes: Number(l.classes),
    })),
    terms: terms.map((t) => termOut(t.term, Number(t.classes))),
    classes: (await repo.classesOfClub(db, clubId, now)).map((c) =>
      classOut(c.cls, Number(c.booked), c.cls.termId ? byId.get(c.cls.termId) : undefined),
    ),
    holidays: (await repo.holidaysOfClub(db, clubId, clubToday(now, club.timeZone))).map((h) => ({ id: h.id, date: h.date, name: h.name })),
  };
}

// ---- generation -------------------------------------------------------------------------------

function lessonRows(cls: repo.ClassRow, term: repo.TermRow, club: Club, fromDate: string, toDate: string, off: Set<string>): repo.NewSchedule[] {
  return sessionTimesBetween(ruleOf(cls, term), fromDate, toDate, club.timeZone, cls.durationMin, off).map((t) => ({
    classId: cls.id,
    ...t,
    capacity: cls.capacity,
  }));
}

async function daysOff(db: Database, clubId: number, fromDate: string): Promise<Set<string>> {
  const holidays = (await repo.holidaysOfClub(db, clubId, fromDate)).map((h) => h.date);
  return new Set([...holidays, ...(await closedDates(db, clubId, fromDate))]);
}

/** Writes (and fills with the regular students) the club's lessons not written yet, from `fromDate` (default today). */
export async function generateSwimLessons(db: Database, clubId: number, opts: { now?: Date; fromDate?: string; only?: number } = {}): Promise<number> {
  const club = await findClub(db, clubId);
  const today = clubToday(opts.now ?? clockNow(), club.timeZone);
  const fromDate = opts.fromDate ?? today;
  const off = await daysOff(db, clubId, fromDate);
  const horizon = addDays(today, SWIM_HORIZON_DAYS + GENERATION_MARGIN_DAYS);
  const rows = (await repo.generatingClasses(db, clubId))
    .filter((r) => opts.only === undefined || r.cls.id === opts.only)
    .flatMap(({ cls, term }) => lessonRows(cls, term, club, fromDate, horizon, off));
  const made = await repo.insertSchedules(db, rows);
  // In date order, so each lesson carries the enrolment of the one before it.
  for (const lesson of made.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) await repo.enrolFromPreviousLesson(db, lesson);
  return made.length;
}

/** A day off (a holiday or a closure): lessons nobody booked go, booked ones are cancelled (the page shows the day's reason). */
async function takeDayOff(db: Database, clubId: number, date: string, reason: string): Promise<{ removed: number; notified: number }> {
  const lessons = await repo.lessonsOnDate(db, clubId, date);
  await repo.deleteSchedules(
    db,
    lessons.filter((l) => Number(l.any) === 0).map((l) => l.schedule.id),
  );
  const booked = lessons.filter((x) => Number(x.any) > 0 && !x.schedule.isCancelled);
  for (const l of booked) await repo.updateSchedule(db, l.schedule.id, { isCancelled: true });
  // Each booked student's guardian hears of it (the page marks the lesson cancelled, but nobody looks).
  const told = await repo.bookedStudentsOf(db, booked.map((l) => l.schedule.id));
  const notified = await noticeLessonsCancelled(db, told.map((b) => ({ ...b, clubId, reason })));
  return { removed: lessons.length, notified };
}

registerSessionGenerator({
  name: 'swim',
  generate: (db, clubId, opts) => generateSwimLessons(db, clubId, opts),
  closeDay: (db, clubId, _timeZone, date) => takeDayOff(db, clubId, date, M.closedReason),
});

// ---- classes ----------------------------------------------------------------------------------

async function classValues(db: Database, clubId: number, input: SwimClassInput): Promise<repo.ClassValues> {
  assertValid(swimClassErrors(input));
  if (!(await repo.termRows.find(db, clubId, input.termId))) throw new FieldError('termId', M.term);
  if (!(await repo.levelsOfClub(db, clubId)).some((l) => l.level.id === input.levelId)) throw new FieldError('levelId', M.level);
  return {
    name: input.name.trim(),
    termId: input.termId,
    levelId: input.levelId,
    weekday: CODES.indexOf(input.weekday as (typeof CODES)[number]),
    startTime: input.startTime,
    durationMin: input.durationMin,
    instructor: input.instructor.trim() || null,
    capacity: input.capacity,
  };
}

async function checkStartExists(db: Database, club: Club, v: repo.ClassValues, today: string): Promise<void> {
  const term = (await repo.termRows.find(db, club.id, v.termId!))!;
  const from = today > term.startsOn ? today : term.startsOn;
  const cls = { ...v, id: 0, clubId: club.id, active: true } as repo.ClassRow;
  const missing = occurrencesBetween(ruleOf(cls, term), from, term.endsOn, club.timeZone).find((o) => !o.exists);
  if (missing)
    throw new FieldError('startTime', `${v.startTime} does not exist on ${missing.date}: the clocks go forward that night. Choose another start time.`);
}

async function oneClass(db: Database, clubId: number, id: number, now: Date): Promise<SwimClass> {
  const found = (await swimSchool(db, clubId, now)).classes.find((c) => c.id === id);
  if (!found) throw new HttpError(404, M.classNotFound);
  return found;
}

export async function createClass(db: Database, actor: ConsoleActor, input: SwimClassInput, now = clockNow()): Promise<SwimClass> {
  const club = await findClub(db, actor.clubId);
  const v = await classValues(db, actor.clubId, input);
  await checkStartExists(db, club, v, clubToday(now, club.timeZone));
  return db.transaction(async (tx) => {
    const row = await repo.classRows.insert(tx, actor.clubId, v);
    await generateSwimLessons(tx, actor.clubId, { now, only: row.id });
    const out = await oneClass(tx, actor.clubId, row.id, now);
    await auditChange(tx, actor, 'swim-school', null, { action: 'class created', ...out });
    return out;
  });
}

/**
 * Changes a class from today on: lessons nobody booked are written again by the new day and time;
 * booked lessons stay where they are with the new places (never below the students booked).
 */
export async function updateClass(db: Database, actor: ConsoleActor, id: number, input: SwimClassInput, now = clockNow()): Promise<SwimClass> {
  // Another club's class is unknown here (404), whatever the body says.
  if (!(await repo.classRows.lock(db, actor.clubId, id))) throw new HttpError(404, M.classNotFound);
  const club = await findClub(db, actor.clubId);
  const v = await classValues(db, actor.clubId, input);
  const today = clubToday(now, club.timeZone);
  await checkStartExists(db, club, v, today);
  return db.transaction(async (tx) => {
    const current = await repo.classRows.lock(tx, actor.clubId, id);
    if (!current) throw new HttpError(404, M.classNotFound);
    const before = await oneClass(tx, actor.clubId, id, now);
    const upcoming = await repo.schedulesOfClassAfter(tx, id, clubInstant(today, '00:00', club.timeZone));
    const fullest = upcoming.reduce((max, r) => Math.max(max, r.schedule.totalBooked), 0);
    if (v.capacity < fullest) throw new FieldError('capacity', capacityBelowBookedMessage(fullest));
    await repo.classRows.update(tx, actor.clubId, id, v);
    await repo.deleteSchedules(tx, upcoming.filter((r) => Number(r.any) === 0).map((r) => r.schedule.id));
    for (const r of upcoming.filter((x) => Number(x.any) > 0)) await repo.updateSchedule(tx, r.schedule.id, { capacity: v.capacity });
    if (current.active) await generateSwimLessons(tx, actor.clubId, { now, only: id });
    const after = await oneClass(tx, actor.clubId, id, now);
    await auditChange(tx, actor, 'swim-school', before, after);
    return after;
  });
}

/** A class nobody was ever booked in is deleted with its lessons; otherwise it is retired (booked lessons stay). */
export async function removeClass(db: Database, actor: ConsoleActor, id: number, now = clockNow()): Promise<RemovalResult> {
  const club = await findClub(db, actor.clubId);
  return db.transaction(async (tx) => {
    const current = await repo.classRows.lock(tx, actor.clubId, id);
    if (!current) throw new HttpError(404, M.classNotFound);
    if (!(await repo.anyBookingOfClass(tx, id))) {
      await repo.deleteClass(tx, id);
      await auditChange(tx, actor, 'swim-school', { class: current.name }, null);
      return { outcome: 'deleted' as const, message: `${current.name} was deleted.` };
    }
    const today = clubToday(now, club.timeZone);
    const upcoming = await repo.schedulesOfClassAfter(tx, id, clubInstant(today, '00:00', club.timeZone));
    await repo.deleteSchedules(tx, upcoming.filter((r) => Number(r.any) === 0).map((r) => r.schedule.id));
    await repo.classRows.update(tx, actor.clubId, id, { active: false });
    await auditChange(tx, actor, 'swim-school', { class: current.name, retired: false }, { class: current.name, retired: true });
    return { outcome: 'retired' as const, message: `${current.name} has students booked, so it was retired: no new lessons, booked ones stay.` };
  });
}

// ---- holidays ---------------------------------------------------------------------------------

export async function addHoliday(db: Database, actor: ConsoleActor, input: SwimHolidayInput, now = clockNow()): Promise<SwimHoliday> {
  assertValid(swimHolidayErrors(input));
  const club = await findClub(db, actor.clubId);
  if (input.date < clubToday(now, club.timeZone)) throw new FieldError('date', M.holidayPast);
  return db.transaction(async (tx) => {
    const row = await repo.insertHoliday(tx, actor.clubId, input.date, input.name.trim());
    if (!row) throw new FieldError('date', M.holidayExists);
    const { removed, notified } = await takeDayOff(tx, actor.clubId, row.date, row.name);
    await auditChange(tx, actor, 'swim-school', null, { holiday: row.date, name: row.name, lessonsOff: removed, guardiansTold: notified });
    return { id: row.id, date: row.date, name: row.name };
  });
}

/** The pool opens again that day: its cancelled lessons are back and the missing ones are written. */
export async function removeHoliday(db: Database, actor: ConsoleActor, id: number, now = clockNow()): Promise<RemovalResult> {
  return db.transaction(async (tx) => {
    const row = await repo.deleteHoliday(tx, actor.clubId, id);
    if (!row) throw new HttpError(404, M.holidayNotFound);
    for (const l of await repo.lessonsOnDate(tx, actor.clubId, row.date)) await repo.updateSchedule(tx, l.schedule.id, { isCancelled: false });
    await generateSwimLessons(tx, actor.clubId, { now, fromDate: row.date });
    await auditChange(tx, actor, 'swim-school', { holiday: row.date, name: row.name }, null);
    return { outcome: 'deleted', message: `${row.name} is no longer a holiday.` };
  });
}
