// The rules of the creche series and the swim school as an ADMIN writes them in the console, one
// message per field. The console's forms show them under their field before anything is sent; the
// API runs the same functions and refuses with the first one on its field, so a hand-made request
// gets the same words. What needs the database (bookings, a level in use, another club's term) is
// the API's alone.
import type {
  CrecheSeriesInput,
  SwimClassInput,
  SwimHolidayInput,
  SwimLevelInput,
  SwimTermInput,
} from '../contracts/school-console';
import { END_BEFORE_START, ISO_DATE_FORMAT, REQUIRED } from '../messages/validation';
import type { FieldErrorMap } from './catalogue-rules';

/** The oldest child a creche takes: 12 years. */
export const MAX_CRECHE_AGE_MONTHS = 144;

export const SCHOOL_MESSAGES = {
  required: REQUIRED,
  weekdays: 'Choose at least one day of the week.',
  weekday: 'Choose the day of the week.',
  startTime: 'Enter a start time as HH:mm, for example 08:30.',
  duration: 'Enter a duration from 5 to 600 minutes.',
  capacity: 'Enter a capacity from 1 to 500.',
  ages: `Enter an age from 0 to ${MAX_CRECHE_AGE_MONTHS} months.`,
  agesOrder: 'The oldest age cannot be below the youngest.',
  date: ISO_DATE_FORMAT,
  endsBeforeStart: END_BEFORE_START,
  sortOrder: 'Enter a whole number from 0 to 1000.',
  makeupCredits: 'Enter a number of make-up credits from 0 to 52.',
  makeupExpiry: 'Enter a number of days from 1 to 365.',
  term: 'Choose a term of this club.',
  level: 'Choose a level of this club.',
  seriesNotFound: 'That creche series is not on this club\u2019s timetable.',
  sessionNotFound: 'That creche session is not on this club\u2019s timetable.',
  sessionStarted: 'Only a session that has not started can be cancelled.',
  levelNotFound: 'That level is not one of this club\u2019s.',
  termNotFound: 'That term is not one of this club\u2019s.',
  classNotFound: 'That swim class is not one of this club\u2019s.',
  holidayNotFound: 'That holiday is not on this club\u2019s calendar.',
  holidayExists: 'That day is already a holiday.',
  holidayPast: 'A holiday must be today or later.',
  /** Why a lesson is cancelled when the club closes for the day (a guardian is told). */
  closedReason: 'the club is closed that day',
  levelInUse: 'Students or classes are at this level: move them to another level first.',
  termInUse: 'This term has classes: retire or move them first.',
} as const;

const M = SCHOOL_MESSAGES;
const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
const required = (text: string) => (text.trim() ? undefined : M.required);
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

export const isSchoolDate = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
export const isClockTime = (t: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t);

function only<T>(errors: Record<string, string | undefined>): FieldErrorMap<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as FieldErrorMap<T>;
}

function dates(startsOn: string, endsOn: string | null) {
  return {
    startsOn: isSchoolDate(startsOn) ? undefined : M.date,
    endsOn: !endsOn ? undefined : !isSchoolDate(endsOn) ? M.date : endsOn < startsOn ? M.endsBeforeStart : undefined,
  };
}

export function crecheSeriesErrors(s: CrecheSeriesInput): FieldErrorMap<CrecheSeriesInput> {
  return only({
    name: required(s.name),
    weekdays: s.weekdays.length && s.weekdays.every((d) => WEEKDAYS.includes(d)) ? undefined : M.weekdays,
    startTime: isClockTime(s.startTime) ? undefined : M.startTime,
    durationMin: wholeIn(s.durationMin, 5, 600) ? undefined : M.duration,
    capacity: wholeIn(s.capacity, 1, 500) ? undefined : M.capacity,
    minAgeMonths: wholeIn(s.minAgeMonths, 0, MAX_CRECHE_AGE_MONTHS) ? undefined : M.ages,
    maxAgeMonths: !wholeIn(s.maxAgeMonths, 0, MAX_CRECHE_AGE_MONTHS)
      ? M.ages
      : s.maxAgeMonths < s.minAgeMonths
        ? M.agesOrder
        : undefined,
    ...dates(s.startsOn, s.endsOn),
  });
}

export function swimLevelErrors(l: SwimLevelInput): FieldErrorMap<SwimLevelInput> {
  return only({ name: required(l.name), sortOrder: wholeIn(l.sortOrder, 0, 1000) ? undefined : M.sortOrder });
}

export function swimTermErrors(t: SwimTermInput): FieldErrorMap<SwimTermInput> {
  return only({
    name: required(t.name),
    startsOn: isSchoolDate(t.startsOn) ? undefined : M.date,
    endsOn: !isSchoolDate(t.endsOn) ? M.date : t.endsOn < t.startsOn ? M.endsBeforeStart : undefined,
    makeupCreditsPerTerm: wholeIn(t.makeupCreditsPerTerm, 0, 52) ? undefined : M.makeupCredits,
    makeupExpiryDays: wholeIn(t.makeupExpiryDays, 1, 365) ? undefined : M.makeupExpiry,
  });
}

export function swimClassErrors(c: SwimClassInput): FieldErrorMap<SwimClassInput> {
  return only({
    name: required(c.name),
    termId: c.termId > 0 ? undefined : M.term,
    levelId: c.levelId > 0 ? undefined : M.level,
    weekday: WEEKDAYS.includes(c.weekday) ? undefined : M.weekday,
    startTime: isClockTime(c.startTime) ? undefined : M.startTime,
    durationMin: wholeIn(c.durationMin, 5, 600) ? undefined : M.duration,
    capacity: wholeIn(c.capacity, 1, 500) ? undefined : M.capacity,
  });
}

export function swimHolidayErrors(h: SwimHolidayInput): FieldErrorMap<SwimHolidayInput> {
  return only({ date: isSchoolDate(h.date) ? undefined : M.date, name: required(h.name) });
}

/** A child's age in whole months on a date (both YYYY-MM-DD). */
export function ageInMonths(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
}

const ageText = (months: number) =>
  months % 12 === 0 && months > 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} month${months === 1 ? '' : 's'}`;

/** Why a child of `months` cannot join a session for ages [min, max], or null. */
export function crecheAgeRefusal(name: string, months: number, min: number | null, max: number | null): string | null {
  if (min !== null && months < min) return `${name} is too young for this session: it is for children from ${ageText(min)}.`;
  if (max !== null && months > max) return `${name} is too old for this session: it is for children up to ${ageText(max)}.`;
  return null;
}
