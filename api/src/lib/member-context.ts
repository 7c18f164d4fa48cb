// Who is acting: the session user's member row and club, shared by the membership, extras and
// suspension modules. Also the club-local calendar helpers they use.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../db/client';
import { type ClubRow, type MemberRow, members } from '../db/schema';
import { findClubPerson } from './club-people';
import { HttpError } from './http-error';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../plugins/session-user';
import { assertMemberNumber, assertUserId } from './ownership';
import { now as clockNow } from './clock';
import { clubToday } from './club-calendar';

dayjs.extend(utc);

export const MEMBER_NOT_FOUND = 'Member not found.';

export type { ClubRow, MemberRow };

export interface MemberContext {
  member: MemberRow;
  club: ClubRow;
  /** Club-local today, YYYY-MM-DD. */
  today: string;
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

export function isWeekdayIso(date: string): boolean {
  const d = dayjs.utc(date).day();
  return d !== 0 && d !== 6;
}

/** YYYY-MM-DD -> DD/MM/YYYY ('' for null). */
export function displayDate(date: string | null | undefined): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** DD/MM/YYYY -> YYYY-MM-DD, or null when not a real date. */
export function parseDisplayDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return dayjs.utc(iso).format('YYYY-MM-DD') === iso ? iso : null;
}

export function ageOn(dateOfBirth: string, today: string): number {
  return dayjs.utc(today).diff(dayjs.utc(dateOfBirth), 'year');
}

/** The signed-in member (403 for guardians and prospects, who hold no membership). */
export async function memberContext(db: Database, user: SessionUser): Promise<MemberContext> {
  const row = await findClubPerson(db, members, user.clubId, user.memberNumber);
  if (!row) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return { member: row.person, club: row.club, today: clubToday(clockNow(), row.club.timeZone) };
}

/** 403 unless the id names the session's own club. */
export function assertClubId(user: SessionUser, clubId: number): void {
  if (clubId !== user.clubId) throw new HttpError(403, NO_ACCESS_MESSAGE);
}

export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** The signed-in member's context, when the member number the request names is theirs (403 otherwise). */
export function contextOfMemberNumber(db: Database, request: FastifyRequest, memberNumber: string | number): Promise<MemberContext> {
  return memberContext(db, assertMemberNumber(request, memberNumber));
}

/** The signed-in member's context, when the user id the request names is theirs (403 otherwise). */
export function contextOfUserId(db: Database, request: FastifyRequest, userId: string | number): Promise<MemberContext> {
  return memberContext(db, assertUserId(request, userId));
}
