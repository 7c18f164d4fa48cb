// GET /portal/home: everything the dashboard shows, in one answer (issue 20). Each part is a
// small query; they run together.
import { and, asc, desc, eq, gt, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { HomeBooking, HomeStudent, MemberHome } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import {
  makeupCredits,
  memberships,
  membershipTypes,
  payments,
  posTransactions,
  studentSwimBookings,
  swimClasses,
  swimClassSchedules,
} from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { perDatabase } from '../../lib/per-database';
import type { SessionUser } from '../../plugins/session-user';
import { findClubCached, type Member } from '../../lib/club-time';
import { localDate, localTime } from '../../lib/club-calendar';
import { list as listBookings } from '../bookings';
import type { Student } from '../swim';
import { unreadNotificationsFor } from './notifications-slot';
import { payerContext } from './owner';

const NEXT_BOOKINGS = 3;

async function nextBookings(db: Database, member: Member, now: Date): Promise<HomeBooking[]> {
  const lists = await Promise.all((['class', 'pt', 'creche'] as const).map((kind) => listBookings(db, member, 'current', kind, now)));
  return lists
    .flat()
    .filter((b) => b.bookingStatus === 'Booked' && new Date(b.startsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, NEXT_BOOKINGS)
    .map((b) => ({
      bookedId: b.bookedId,
      kind: b.kind,
      className: b.className,
      bookedDate: b.bookedDate,
      startTime: b.startTime,
      endTime: b.endTime,
      startsAt: b.startsAt,
      onlineClassUrlLink: b.onlineClassUrlLink,
    }));
}

// The member's parts of the dashboard are named prepared statements, built once per database: every
// member's every visit to / asks them, and building the SQL each time was a quarter of the route's CPU.
const memberStatements = perDatabase((db) => ({
  currentMembership: db
    .select({
      description: membershipTypes.description,
      contractType: memberships.contractType,
      status: memberships.status,
      expiryDate: memberships.expiryDate,
      nextPaymentDate: memberships.nextPaymentDate,
      nextPaymentAmountCents: memberships.nextPaymentAmountCents,
    })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(eq(memberships.memberId, sql.placeholder('memberId')))
    // The active or suspended contract first, then the newest.
    .orderBy(sql`case ${memberships.status} when 'active' then 0 when 'suspended' then 1 else 2 end`, desc(memberships.createdAt))
    .limit(1)
    .prepare('portal_home_membership'),
  // Open balances: unpaid POS items plus failed direct debits no retry has settled, in one round trip.
  outstanding: db
    .select({
      pos: sql<string | null>`(select sum(${posTransactions.outstandingCents}) from ${posTransactions} where ${posTransactions.memberId} = ${sql.placeholder('memberId')} and ${posTransactions.outstandingCents} > 0)`,
      failed: sql<string | null>`(select sum(${payments.amountCents}) from ${payments} where ${payments.memberId} = ${sql.placeholder('memberId')} and ${payments.status} = 'failed' and ${payments.kind} = 'direct_debit' and ${payments.retriedByPaymentId} is null)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('portal_home_outstanding'),
}));

async function currentMembership(db: Database, memberId: number) {
  const [row] = await memberStatements(db).currentMembership.execute({ memberId });
  return row;
}

/** Open balances: unpaid POS items plus failed payments no retry has settled. */
async function memberOutstanding(db: Database, memberId: number): Promise<number> {
  const [row] = await memberStatements(db).outstanding.execute({ memberId });
  return Number(row?.pos ?? 0) + Number(row?.failed ?? 0);
}

async function studentsNextLessons(db: Database, students: Student[], tz: string, now: Date): Promise<HomeStudent[]> {
  if (students.length === 0) return [];
  const rows = await db
    .selectDistinctOn([studentSwimBookings.studentId], {
      studentId: studentSwimBookings.studentId,
      bookingId: studentSwimBookings.id,
      className: swimClasses.name,
      startsAt: swimClassSchedules.startsAt,
    })
    .from(studentSwimBookings)
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(
      and(
        inArray(studentSwimBookings.studentId, students.map((s) => s.id)),
        eq(studentSwimBookings.status, 'Booked'),
        eq(swimClassSchedules.isCancelled, false),
        gt(swimClassSchedules.startsAt, now),
      ),
    )
    .orderBy(studentSwimBookings.studentId, asc(swimClassSchedules.startsAt));
  return students.map((s) => {
    const next = rows.find((r) => r.studentId === s.id);
    return {
      studentNumber: s.studentNumber,
      name: s.name,
      nextLesson: next
        ? {
            bookingId: next.bookingId,
            className: next.className,
            date: localDate(next.startsAt, tz),
            startTime: localTime(next.startsAt, tz),
            startsAt: next.startsAt.toISOString(),
          }
        : null,
    };
  });
}

async function studentsOutstanding(db: Database, students: Student[]): Promise<number> {
  if (students.length === 0) return 0;
  const [row] = await db
    .select({ total: sum(posTransactions.outstandingCents) })
    .from(posTransactions)
    .where(and(inArray(posTransactions.studentId, students.map((s) => s.id)), gt(posTransactions.outstandingCents, 0)));
  return Number(row?.total ?? 0);
}

async function studentsCredits(db: Database, students: Student[], tz: string, now: Date) {
  if (students.length === 0) return null;
  const [row] = await db
    .select({ available: sql<number>`count(*)::int`, nextExpiry: sql<Date | null>`min(${makeupCredits.expiresAt})` })
    .from(makeupCredits)
    .where(and(inArray(makeupCredits.studentId, students.map((s) => s.id)), isNull(makeupCredits.usedAt), gte(makeupCredits.expiresAt, now)));
  const available = Number(row?.available ?? 0);
  const expiry = row?.nextExpiry ? new Date(row.nextExpiry) : null;
  return { available, nextExpiry: expiry ? localDate(expiry, tz) : null };
}

export async function memberHome(db: Database, user: SessionUser, now = clockNow()): Promise<MemberHome> {
  // Independent of each other: one round trip's wait instead of three.
  const [club, ctx, unreadNotifications] = await Promise.all([findClubCached(db, user.clubId), payerContext(db, user), unreadNotificationsFor(db, user)]);
  const tz = club.timeZone;
  if (ctx.member) {
    const member = ctx.member;
    const [bookings, current, owed] = await Promise.all([
      nextBookings(db, member, now),
      currentMembership(db, member.id),
      memberOutstanding(db, member.id),
    ]);
    const m = current;
    const debit =
      m && m.contractType === 'Direct Debit' && m.status === 'active' && m.nextPaymentDate && m.nextPaymentAmountCents !== null
        ? { date: m.nextPaymentDate, amountCents: m.nextPaymentAmountCents }
        : null;
    return {
      kind: 'member',
      membership: m ? { name: m.description, contractType: m.contractType, status: m.status, expiryDate: m.expiryDate } : null,
      nextBookings: bookings,
      nextDebit: debit,
      outstanding: owed > 0 ? { amountCents: owed, payPath: '/payments' } : null,
      makeupCredits: null,
      unreadNotifications,
      students: [],
    };
  }
  if (ctx.guardian) {
    const [students, owed, credits] = await Promise.all([
      studentsNextLessons(db, ctx.students, tz, now),
      studentsOutstanding(db, ctx.students),
      studentsCredits(db, ctx.students, tz, now),
    ]);
    return {
      kind: 'guardian',
      membership: null,
      nextBookings: [],
      nextDebit: null,
      // The swim area's outstanding-balance dialog takes the payment (it opens on this page).
      outstanding: owed > 0 ? { amountCents: owed, payPath: '/student-class-booking' } : null,
      makeupCredits: credits,
      unreadNotifications,
      students,
    };
  }
  return {
    kind: 'prospect',
    membership: null,
    nextBookings: [],
    nextDebit: null,
    outstanding: null,
    makeupCredits: null,
    unreadNotifications,
    students: [],
  };
}

