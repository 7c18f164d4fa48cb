// Front-desk check-in by barcode (camera or USB scanner) or by name. The server admits only an
// active member with an active, not suspended membership and nothing overdue, records the visit,
// and otherwise says why. The caller has checked the kiosk belongs to `club`. With a class it also checks the member's booking in.
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CheckInResult, MemberNameMatch } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { checkIns, classBookings, classes, classSchedules, type MemberRow, members, memberships, posTransactions } from '../../db/schema';
import { now } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { HttpError } from '../../lib/http-error';
import { shortName, type ClubRow } from '../../lib/public-club';

export const MEMBER_CARD_NOT_FOUND = 'We could not find that member card. Please see the front desk.';
export const MEMBER_SUSPENDED = 'Your membership is suspended. Please see the front desk.';
export const NO_ACTIVE_MEMBERSHIP = 'You do not have an active membership. Please see the front desk.';
export const PAYMENT_OVERDUE = 'Your account has an overdue payment. Please see the front desk.';
export const CLASS_NOT_BOOKED = 'You are not booked into this class.';
export const CLASS_NOT_FOUND = 'Class not found.';
export const SEARCH_TOO_SHORT = 'Please enter at least 3 letters of the name.';
export const WELCOME = (name: string) => `Welcome, ${name}! You are checked in.`;

const MIN_SEARCH_LETTERS = 3;

async function memberBy(db: Database, club: ClubRow, field: 'barcode' | 'memberNumber', value: string): Promise<MemberRow> {
  const column = field === 'barcode' ? members.barcode : members.memberNumber;
  const [member] = await db.select().from(members).where(and(eq(members.clubId, club.id), eq(column, value.trim()))).limit(1);
  if (!member) throw new HttpError(404, MEMBER_CARD_NOT_FOUND);
  return member;
}

/** Throws 403 with the reason when the member may not enter today. */
export async function assertAdmissible(db: Database, club: ClubRow, member: MemberRow): Promise<void> {
  if (member.status === 'suspended') throw new HttpError(403, MEMBER_SUSPENDED);
  const today = clubToday(now(), club.timeZone);
  const current = await db
    .select({ status: memberships.status, expiryDate: memberships.expiryDate, startDate: memberships.startDate })
    .from(memberships)
    .where(and(eq(memberships.memberId, member.id), inArray(memberships.status, ['active', 'suspended'])));
  if (current.some((m) => m.status === 'suspended')) throw new HttpError(403, MEMBER_SUSPENDED);
  const valid = current.filter((m) => m.startDate <= today && (!m.expiryDate || m.expiryDate >= today));
  if (member.status !== 'active' || valid.length === 0) throw new HttpError(403, NO_ACTIVE_MEMBERSHIP);
  const [overdue] = await db
    .select({ id: posTransactions.id })
    .from(posTransactions)
    .where(and(eq(posTransactions.memberId, member.id), gt(posTransactions.outstandingCents, 0)))
    .limit(1);
  if (overdue) throw new HttpError(403, PAYMENT_OVERDUE);
}

async function checkIn(db: Database, club: ClubRow, member: MemberRow, method: 'barcode' | 'name', classScheduleId?: number): Promise<CheckInResult> {
  await assertAdmissible(db, club, member);
  const displayName = shortName(member.firstName, member.lastName);
  let className = '';
  await db.transaction(async (tx) => {
    if (classScheduleId) {
      const [row] = await tx
        .select({ bookingId: classBookings.id, className: classes.name })
        .from(classSchedules)
        .innerJoin(classes, eq(classes.id, classSchedules.classId))
        .leftJoin(
          classBookings,
          and(eq(classBookings.scheduleId, classSchedules.id), eq(classBookings.memberId, member.id), eq(classBookings.status, 'Booked')),
        )
        .where(and(eq(classSchedules.id, classScheduleId), eq(classSchedules.clubId, club.id)))
        .limit(1);
      if (!row) throw new HttpError(404, CLASS_NOT_FOUND);
      if (!row.bookingId) throw new HttpError(403, CLASS_NOT_BOOKED);
      await tx.update(classBookings).set({ checkedInAt: now() }).where(and(eq(classBookings.id, row.bookingId), isNull(classBookings.checkedInAt)));
      className = row.className;
    }
    await tx.insert(checkIns).values({ clubId: club.id, memberId: member.id, method, classScheduleId: classScheduleId ?? null });
  });
  const message = className ? `${WELCOME(member.firstName)} Enjoy ${className}.` : WELCOME(member.firstName);
  return { memberNumber: member.memberNumber, displayName, message, className };
}

export async function checkInByBarcode(db: Database, club: ClubRow, barcode: string, classScheduleId?: number): Promise<CheckInResult> {
  // The printed card carries the barcode; typing the member number works as well.
  const value = barcode.trim();
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.clubId, club.id), or(eq(members.barcode, value), eq(members.memberNumber, value))))
    .limit(1);
  if (!member) throw new HttpError(404, MEMBER_CARD_NOT_FOUND);
  return checkIn(db, club, member, 'barcode', classScheduleId);
}

export async function checkInByMemberNumber(db: Database, club: ClubRow, memberNumber: string, classScheduleId?: number): Promise<CheckInResult> {
  return checkIn(db, club, await memberBy(db, club, 'memberNumber', memberNumber), 'name', classScheduleId);
}

/** Name search at the desk: at most 10 matches, first name and last initial only. */
export async function searchByName(db: Database, club: ClubRow, name: string): Promise<MemberNameMatch[]> {
  // The schema counts raw characters; spaces are no letters.
  if (name.trim().length < MIN_SEARCH_LETTERS) throw new HttpError(400, SEARCH_TOO_SHORT);
  const words = name.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 3);
  const conds = words.map((w) => {
    const like = `${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(sql`lower(${members.firstName}) like ${like}`, sql`lower(${members.lastName}) like ${like}`);
  });
  const rows = await db
    .select({ memberNumber: members.memberNumber, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(eq(members.clubId, club.id), ...conds))
    .orderBy(asc(members.lastName), asc(members.firstName))
    .limit(10);
  return rows.map((r) => ({ memberNumber: r.memberNumber, displayName: shortName(r.firstName, r.lastName) }));
}
