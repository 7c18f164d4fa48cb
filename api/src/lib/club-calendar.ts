// The club's calendar: instants are stored in UTC; every date and wall-clock time a member sees or
// sends is in the club's zone, so daylight-saving changes (Australia/Sydney: first Sunday of October
// and of April) shift UTC offsets, not club times. The one way the server turns an instant into a
// club date or time, and back; "today" is always a club's, never the server's or Sydney's.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// One cached Intl formatter per zone, asked once per zone and quarter hour for the zone's UTC
// offset: formatToParts on every call dominated current-bookings CPU (docs/decisions/performance-api.md). Offsets change only at transitions, and every transition since 1970 falls on a quarter
// hour of UTC, so one offset holds for a whole quarter hour (club-calendar.test.ts checks it against
// Intl around daylight-saving changes, including Lord Howe's half-hour ones).
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number>();
const MAX_OFFSETS = 20_000;

function formatterOf(tz: string): Intl.DateTimeFormat {
  let fmt = zoneFormatters.get(tz);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormatters.set(tz, fmt);
  }
  return fmt;
}

/** The zone's offset from UTC in ms at an instant (wall clock minus UTC). */
function zoneOffsetMs(instant: Date, tz: string): number {
  const ms = instant.getTime();
  const key = `${tz}|${Math.floor(ms / QUARTER_HOUR_MS)}`;
  const memo = offsets.get(key);
  if (memo !== undefined) return memo;
  const p = { year: 0, month: 1, day: 1, hour: 0, minute: 0 };
  for (const part of formatterOf(tz).formatToParts(instant)) {
    if (part.type in p) p[part.type as keyof typeof p] = Number(part.value);
  }
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const offset = wall - (ms - (((ms % 60_000) + 60_000) % 60_000));
  if (offsets.size >= MAX_OFFSETS) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

function zonedParts(instant: Date, tz: string): { year: string; month: string; day: string; hour: string; minute: string } {
  const wall = new Date(instant.getTime() + zoneOffsetMs(instant, tz));
  return {
    year: String(wall.getUTCFullYear()).padStart(4, '0'),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  };
}

/** The club-local date (YYYY-MM-DD) and time (HH:mm) of an instant, from one offset lookup. */
export function clubWallClock(instant: Date, tz: string): { date: string; time: string } {
  const p = zonedParts(instant, tz);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** YYYY-MM-DD of an instant in the club zone. */
export function localDate(instant: Date, tz: string): string {
  const p = zonedParts(instant, tz);
  return `${p.year}-${p.month}-${p.day}`;
}

// Club-local today for every search: reformatted once a minute per zone, since a date in any
// current zone can only change on a whole minute (UTC offsets are whole minutes).
const todays = new Map<string, { minute: number; today: string }>();

/** YYYY-MM-DD of `now` in the club zone (localDate, memoised per zone and minute). */
export function clubToday(now: Date, tz: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const memo = todays.get(tz);
  if (memo && memo.minute === minute) return memo.today;
  const today = localDate(now, tz);
  todays.set(tz, { minute, today });
  return today;
}

/** HH:mm of an instant in the club zone. */
export function localTime(instant: Date, tz: string): string {
  const p = zonedParts(instant, tz);
  return `${p.hour}:${p.minute}`;
}

/** The UTC instant of a club wall-clock time on a club date. */
export function clubInstant(date: string, time: string, tz: string): Date {
  return dayjs.tz(`${date} ${time}`, tz).toDate();
}

/** [start, end) instants of a club-local calendar day (23 or 25 hours long on DST days). */
export function clubDayRange(date: string, tz: string): [Date, Date] {
  const start = dayjs.tz(`${date} 00:00`, tz);
  const next = dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD');
  return [start.toDate(), dayjs.tz(`${next} 00:00`, tz).toDate()];
}

/** Whole days from club-today to `date` (pure calendar arithmetic). */
export function daysFromToday(date: string, tz: string, now: Date): number {
  const today = localDate(now, tz);
  return dayjs.utc(date).diff(dayjs.utc(today), 'day');
}
