// A weekly rule in the club's zone, shared by every module that generates dated sessions from a
// series (the timetable, the creche, the swim school).
// A series' weekly rule as RFC 5545 (the `rrule` library), computed on the club's wall clock:
// rrule expands "floating" times (dates in UTC standing for club-local dates and times, as its
// README advises for zoned rules), and each occurrence becomes an instant through the club's zone
// (lib/club-calendar.ts) only at the end. So a 06:00 class stays at 06:00 across a daylight-saving
// change, and a time the change skips (02:30 on the night the clocks go forward) is found, not
// silently moved.
import { RRule, type Weekday } from 'rrule';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { WEEKDAY_CODES, type WeekdayCode } from '@portal/shared/contracts';
import { clubInstant, localDate, localTime } from './club-calendar';

dayjs.extend(utc);

const BYDAY: Record<WeekdayCode, Weekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

export interface WeeklyRule {
  weekdays: readonly string[];
  /** HH:mm, club wall clock. */
  startTime: string;
  /** YYYY-MM-DD, club-local. */
  startsOn: string;
  endsOn: string | null;
}

/** A club-local occurrence: its date and wall-clock start, and the instant it is in the club's zone. */
export interface Occurrence {
  date: string;
  time: string;
  startsAt: Date;
  /** False when the wall-clock time does not exist that day (skipped by a daylight-saving change). */
  exists: boolean;
}

const floating = (date: string, time = '00:00') => dayjs.utc(`${date}T${time}:00Z`).toDate();

export function isWeekdayCode(code: string): code is WeekdayCode {
  return (WEEKDAY_CODES as readonly string[]).includes(code);
}

export function weeklyRule(rule: WeeklyRule): RRule {
  return new RRule({
    freq: RRule.WEEKLY,
    wkst: RRule.MO,
    byweekday: rule.weekdays.filter(isWeekdayCode).map((code) => BYDAY[code]),
    dtstart: floating(rule.startsOn, rule.startTime),
    until: rule.endsOn ? floating(rule.endsOn, '23:59') : null,
  });
}

/** The rule as RFC 5545 text ('DTSTART:...\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE'), floating times. */
export function ruleText(rule: WeeklyRule): string {
  return weeklyRule(rule).toString();
}

/** Occurrences whose club-local date lies in [fromDate, toDate], in order. */
export function occurrencesBetween(rule: WeeklyRule, fromDate: string, toDate: string, timeZone: string): Occurrence[] {
  if (toDate < fromDate) return [];
  const dates = weeklyRule(rule).between(floating(fromDate), floating(toDate, '23:59'), true);
  return dates.map((d) => {
    const date = d.toISOString().slice(0, 10);
    const time = d.toISOString().slice(11, 16);
    const startsAt = clubInstant(date, time, timeZone);
    return { date, time, startsAt, exists: wallClockExists(date, time, timeZone, startsAt) };
  });
}

/** A session a weekly rule makes: its club date, its start and its end. */
export interface SessionTimes {
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The sessions of `durationMin` a rule makes on [fromDate, toDate] within its own start and end
 * dates, leaving out the dates `off` (closures, holidays) and the times a daylight-saving change skips.
 */
export function sessionTimesBetween(
  rule: WeeklyRule,
  fromDate: string,
  toDate: string,
  timeZone: string,
  durationMin: number,
  off: ReadonlySet<string>,
): SessionTimes[] {
  const from = fromDate > rule.startsOn ? fromDate : rule.startsOn;
  const to = rule.endsOn !== null && rule.endsOn < toDate ? rule.endsOn : toDate;
  return occurrencesBetween(rule, from, to, timeZone)
    .filter((o) => o.exists && !off.has(o.date))
    .map((o) => ({ date: o.date, startsAt: o.startsAt, endsAt: new Date(o.startsAt.getTime() + durationMin * 60_000) }));
}

/** Whether `time` happens on `date` in the zone (false in the hour a daylight-saving change skips). */
export function wallClockExists(
  date: string,
  time: string,
  timeZone: string,
  at = clubInstant(date, time, timeZone),
): boolean {
  return localDate(at, timeZone) === date && localTime(at, timeZone) === time;
}

/** "Sunday 4 October 2026" for messages. */
export function longDate(date: string): string {
  return dayjs.utc(date).format('dddd D MMMM YYYY');
}

/** YYYY-MM-DD `days` after a date (pure calendar arithmetic). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}
