// What a class series must be, as pure functions: each rule answers the field it concerns and the
// message the form shows under it (TIMETABLE_MESSAGES, in the spec's tone). The service runs them
// before it writes anything; the clash rules need the club's other series, read by the service.
import {
  MAX_BOOKING_WINDOW_DAYS,
  MAX_CANCEL_CUTOFF_HOURS,
  MAX_CLASS_CAPACITY,
  MAX_CLASS_DURATION_MIN,
  MAX_LATE_CANCEL_FEE_CENTS,
  TIMETABLE_MESSAGES as M,
  WEEKDAY_CODES,
  WEEKDAY_LABELS,
  instructorTakenMessage,
  missingTimeMessage,
  roomTakenMessage,
  type ClassSeriesInput,
  type WeekdayCode,
} from '@portal/shared/contracts';
import { FieldError } from '../../lib/http-error';
import { addDays, isIsoDate, isWeekdayCode, longDate, occurrencesBetween, type WeeklyRule } from '../../lib/recurrence';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** How far an open-ended series is checked for a start time a daylight-saving change skips. */
const OPEN_ENDED_CHECK_DAYS = 3 * 366;

export const isTime = (value: string) => TIME.test(value);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The form's fields, checked one by one; throws the first refusal on its field. */
export function checkSeriesFields(input: ClassSeriesInput): void {
  if (!input.name.trim()) throw new FieldError('name', M.required);
  const weekdays = input.weekdays;
  if (!weekdays.length || !weekdays.every(isWeekdayCode) || new Set(weekdays).size !== weekdays.length)
    throw new FieldError('weekdays', M.weekdays);
  if (!isTime(input.startTime)) throw new FieldError('startTime', M.startTime);
  if (!Number.isInteger(input.durationMin) || input.durationMin < 5 || input.durationMin > MAX_CLASS_DURATION_MIN)
    throw new FieldError('durationMin', M.duration);
  if (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > MAX_CLASS_CAPACITY)
    throw new FieldError('capacity', M.capacity);
  if (!isIsoDate(input.startsOn)) throw new FieldError('startsOn', M.date);
  if (input.endsOn !== null && !isIsoDate(input.endsOn)) throw new FieldError('endsOn', M.date);
  if (input.endsOn !== null && input.endsOn < input.startsOn) throw new FieldError('endsOn', M.endsBeforeStart);
  if (
    !Number.isInteger(input.bookingWindowDays) ||
    input.bookingWindowDays < 1 ||
    input.bookingWindowDays > MAX_BOOKING_WINDOW_DAYS
  )
    throw new FieldError('bookingWindowDays', M.bookingWindow);
  if (
    !Number.isInteger(input.cancelCutoffHours) ||
    input.cancelCutoffHours < 0 ||
    input.cancelCutoffHours > MAX_CANCEL_CUTOFF_HOURS
  )
    throw new FieldError('cancelCutoffHours', M.cutoff);
  if (!Number.isInteger(input.lateCancelFeeCents) || input.lateCancelFeeCents < 0)
    throw new FieldError('lateCancelFeeCents', M.fee);
  if (input.lateCancelFeeCents > MAX_LATE_CANCEL_FEE_CENTS) throw new FieldError('lateCancelFeeCents', M.feeTooHigh);
}

/** Refuses a start time that does not exist on a day of the series (the night the clocks go forward). */
export function checkTimeExists(rule: WeeklyRule, fromDate: string, timeZone: string): void {
  const until = rule.endsOn ?? addDays(fromDate, OPEN_ENDED_CHECK_DAYS);
  const missing = occurrencesBetween(rule, fromDate, until, timeZone).find((o) => !o.exists);
  if (missing) throw new FieldError('startTime', missingTimeMessage(rule.startTime, longDate(missing.date)));
}

/** Another series of the club, as the clash rules compare it. */
export interface OtherSeries {
  id: number;
  name: string;
  instructor: string | null;
  location: string | null;
  weekdays: readonly string[];
  startTime: string;
  durationMin: number;
  startsOn: string;
  endsOn: string | null;
}

export interface Slot {
  weekdays: readonly string[];
  startTime: string;
  durationMin: number;
  /** The dates the slot holds: from (inclusive) to (inclusive, null: no end). */
  from: string;
  until: string | null;
}

const same = (a: string | null, b: string | null) =>
  Boolean(a?.trim()) && a!.trim().toLowerCase() === (b ?? '').trim().toLowerCase();

function overlaps(slot: Slot, other: OtherSeries): WeekdayCode | undefined {
  const otherFrom = other.startsOn;
  if (slot.until !== null && slot.until < otherFrom) return undefined;
  if (other.endsOn !== null && other.endsOn < slot.from) return undefined;
  const a = minutesOf(slot.startTime);
  const b = minutesOf(other.startTime);
  if (!(a < b + other.durationMin && b < a + slot.durationMin)) return undefined;
  return WEEKDAY_CODES.find((d) => slot.weekdays.includes(d) && other.weekdays.includes(d));
}

/** Refuses a slot that puts two classes in one room, or one instructor in two classes, at once. */
export function checkClashes(slot: Slot, instructor: string, location: string, others: OtherSeries[]): void {
  for (const other of others) {
    const day = overlaps(slot, other);
    if (!day) continue;
    const when = `on ${WEEKDAY_LABELS[day]} at ${other.startTime}`;
    if (same(location, other.location)) throw new FieldError('location', roomTakenMessage(other.name, when));
    if (same(instructor, other.instructor))
      throw new FieldError('instructor', instructorTakenMessage(other.name, when));
  }
}
