// The home module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import type { HomeStudent } from '@portal/shared/contracts';
import { and, asc, desc, eq, gt, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
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
import { localDate, localTime } from '../../lib/club-calendar';
import { perDatabase } from '../../lib/per-database';
import type { Student } from '../swim';

// The member's parts of the dashboard are named prepared statements, built once per database: every
// member's every visit to / asks them, and building the SQL each time was a quarter of the route's CPU.
export const memberStatements = perDatabase((db) => ({
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
  // Open balances: unpaid POS items plus failed or declined direct debits no later payment settled, in one round trip (lib/member-arrears.ts says the same).
  outstanding: db
    .select({
      pos: sql<string | null>`(select sum(${posTransactions.outstandingCents}) from ${posTransactions} where ${posTransactions.memberId} = ${sql.placeholder('memberId')} and ${posTransactions.outstandingCents} > 0)`,
      failed: sql<string | null>`(select sum(${payments.amountCents}) from ${payments} where ${payments.memberId} = ${sql.placeholder('memberId')} and ${payments.status} in ('declined', 'failed') and ${payments.kind} = 'direct_debit' and ${payments.retriedByPaymentId} is null)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('portal_home_outstanding'),
}));

export async function currentMembership(db: Database, memberId: number) {
  const [row] = await memberStatements(db).currentMembership.execute({ memberId });
  return row;
}

export async function studentsNextLessons(db: Database, students: Student[], tz: string, now: Date): Promise<HomeStudent[]> {
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

export async function studentsOutstanding(db: Database, students: Student[]): Promise<number> {
  if (students.length === 0) return 0;
  const [row] = await db
    .select({ total: sum(posTransactions.outstandingCents) })
    .from(posTransactions)
    .where(and(inArray(posTransactions.studentId, students.map((s) => s.id)), gt(posTransactions.outstandingCents, 0)));
  return Number(row?.total ?? 0);
}

export async function studentsCredits(db: Database, students: Student[], tz: string, now: Date) {
  if (students.length === 0) return null;
  const [row] = await db
    .select({ available: sql<number>`count(*)::int`, nextExpiry: sql<Date | null>`min(${makeupCredits.expiresAt})` })
    .from(makeupCredits)
    .where(and(inArray(makeupCredits.studentId, students.map((s) => s.id)), isNull(makeupCredits.usedAt), gte(makeupCredits.expiresAt, now)));
  const available = Number(row?.available ?? 0);
  const expiry = row?.nextExpiry ? new Date(row.nextExpiry) : null;
  return { available, nextExpiry: expiry ? localDate(expiry, tz) : null };
}
