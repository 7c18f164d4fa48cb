// What the booking modules share: the booking windows, the club and the session member (the club's
// calendar itself is lib/club-calendar.ts).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { Database } from '../db/client';
import { type ClubRow, type MemberRow, members } from '../db/schema';
import { isClubPersonPlaceholder } from './club-people';
import { HttpError } from './http-error';
import type { SessionUser } from '../plugins/session-user';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { DATE_OUT_OF_RANGE_MESSAGE } from '@portal/shared/contracts';
import { nowMs } from './clock';
import { daysFromToday } from './club-calendar';
import { perDatabase, ttlCache } from './per-database';
import { findClubById } from './club-lookup';

dayjs.extend(utc);

export type Club = ClubRow;
export type Member = MemberRow;

/** Class and creche window when the club sets none (docs/spec/bookings-commerce.md §9). */
export const DEFAULT_WINDOW_DAYS = 30;
export const PT_WINDOW_DAYS = 365;

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

/** The club by id, or a 404 (the club module's prepared statement: most booking requests ask it). */
export async function findClub(db: Database, clubId: number): Promise<Club> {
  const club = await findClubById(db, clubId);
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
