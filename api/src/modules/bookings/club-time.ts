// Club-calendar helpers shared by the booking modules. Instants are stored in UTC; every date
// and wall-clock time a member sees or sends is in the club's zone, so daylight-saving changes
// (Australia/Sydney: first Sunday of October and of April) shift UTC offsets, not club times.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ClubRow, clubs, type MemberRow, members } from '../../db/schema';
import { isClubPersonPlaceholder } from '../../lib/club-people';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { DATE_OUT_OF_RANGE_MESSAGE } from '@portal/shared/contracts';
import { nowMs } from '../../lib/clock';
import { perDatabase, ttlCache } from '../../lib/per-database';

dayjs.extend(utc);
dayjs.extend(timezone);

export type Club = ClubRow;
export type Member = MemberRow;

/** Class and creche window when the club sets none (docs/spec/bookings-commerce.md §9). */
export const DEFAULT_WINDOW_DAYS = 30;
export const PT_WINDOW_DAYS = 365;

// One cached Intl formatter per zone, asked once per zone and quarter hour for the zone's UTC
// offset: formatToParts on every call dominated current-bookings CPU (docs/decisions/performance-api.md,
// round 4). Offsets change only at transitions, and every transition since 1970 falls on a quarter
// hour of UTC, so one offset holds for a whole quarter hour (club-time.test.ts checks it against
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

/** The class and creche date window: 30 days, or classBookingMaxDaysView when positive. */
export function classWindowDays(club: Pick<Club, 'classBookingMaxDaysView'>): number {
  return club.classBookingMaxDaysView > 0 ? club.classBookingMaxDaysView : DEFAULT_WINDOW_DAYS;
}

/** 400 unless `date` lies between club-today and today + windowDays. */
export function assertDateInWindow(date: string, tz: string, windowDays: number, now: Date): void {
  if (!dayjs.utc(date, 'YYYY-MM-DD').isValid()) throw new HttpError(400, DATE_OUT_OF_RANGE_MESSAGE);
  const days = daysFromToday(date, tz, now);
  if (days < 0 || days > windowDays) throw new HttpError(400, DATE_OUT_OF_RANGE_MESSAGE);
}

/** findClub runs on most booking requests: its SQL is built once per database (named prepared statement). */
const clubLookups = perDatabase(prepareClubLookup);

function prepareClubLookup(db: Database) {
  return db.select().from(clubs).where(eq(clubs.id, sql.placeholder('clubId'))).limit(1).prepare('portal_find_club');
}

export async function findClub(db: Database, clubId: number): Promise<Club> {
  const [club] = await clubLookups(db).execute({ clubId });
  if (!club) throw new HttpError(404, 'Club not found.');
  return club;
}

/**
 * Club rows change only through an operator (time zone, booking window), never through the API,
 * yet every search needs one: searches read them through this per-process cache, for at most
 * CLUB_CACHE_TTL_MS. Booking, cancelling and check-in keep reading the row (findClub).
 */
export const CLUB_CACHE_TTL_MS = 10_000;
const clubCache = ttlCache<number, Club>(CLUB_CACHE_TTL_MS);

export async function findClubCached(db: Database, clubId: number, now = nowMs()): Promise<Club> {
  return clubCache(db, clubId, () => findClub(db, clubId), now);
}

/** The club a search targets: the accountId or clubId sent, which must be the member's own club. */
export async function searchClub(db: Database, user: SessionUser, q: { clubId?: number; accountId?: string }): Promise<Club> {
  const club = await findClubCached(db, user.clubId);
  if (q.accountId && q.accountId !== club.accountId) throw new HttpError(403, NO_ACCESS_MESSAGE);
  if (q.clubId && q.clubId !== club.id) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return club;
}

/**
 * The signed-in member's row; guardians and prospects hold no gym bookings (403). Nearly every
 * member route asks it, so it is a named prepared statement, built once per database.
 */
const memberLookups = perDatabase((db) =>
  db.select().from(members).where(isClubPersonPlaceholder(members)).limit(1).prepare('portal_session_member'),
);

export async function sessionMember(db: Database, user: SessionUser): Promise<Member> {
  const [member] = await memberLookups(db).execute({ clubId: user.clubId, memberNumber: user.memberNumber });
  if (!member) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return member;
}
