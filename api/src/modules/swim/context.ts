// Who is asking and what they own: a guardian (the session's family id) and their students, who are
// the guardian's household (the household module answers which students a guardian pays for).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { type ClubRow, guardians, type students } from '../../db/schema';
import { findClubPerson } from '../../lib/club-people';
import { householdStudent, householdStudents } from '../household';
import { HttpError } from '../../lib/http-error';
import { INVALID_DATE } from '@portal/shared/messages';
import type { SessionUser } from '../../plugins/session-user';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs };

export type Guardian = typeof guardians.$inferSelect;
export type Student = typeof students.$inferSelect;
export type Club = ClubRow;

export interface SwimActor {
  user: SessionUser;
  guardian: Guardian;
  club: Club;
}

/** The session's guardian; anyone else (a member, another club) gets 403. */
export async function guardianOf(db: Database, user: SessionUser): Promise<SwimActor> {
  const row = await findClubPerson(db, guardians, user.clubId, user.memberNumber);
  if (!row) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return { user, guardian: row.person, club: row.club };
}

/** The students of the guardian's household. */
export function studentsOf(db: Database, guardianId: number): Promise<Student[]> {
  return householdStudents(db, guardianId);
}

/** A student of the actor's household by number: unknown or another club's 404, another household's 403. */
export function ownedStudent(db: Database, actor: SwimActor, studentNumber: string): Promise<Student> {
  return householdStudent(db, actor.guardian, studentNumber);
}

/** Parses a club calendar date in `format` to YYYY-MM-DD; 400 when it isn't a real date. */
export function parseClubDate(value: string, format: 'YYYY/MM/DD' | 'DD/MM/YYYY'): string {
  const d = dayjs(value, format, true);
  if (!d.isValid()) throw new HttpError(400, INVALID_DATE);
  return d.format('YYYY-MM-DD');
}

/** 400 for a date before today in the club's zone. */
export function assertNotPast(club: Club, isoDate: string): void {
  if (isoDate < clubToday(clockNow(), club.timeZone)) throw new HttpError(400, INVALID_DATE);
}

export const displayDate = (isoDate: string): string => dayjs(isoDate, 'YYYY-MM-DD').format('DD/MM/YYYY');

export function classTime(club: Club, startsAt: Date, endsAt: Date): string {
  const f = (d: Date) => dayjs(d).tz(club.timeZone).format('h:mm A');
  return `${f(startsAt)} - ${f(endsAt)}`;
}

export const dollars = (cents: number): number => Math.round(cents) / 100;
