// The household module's queries: who pays for whom, and what the payer sees of each dependant.
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  classBookings,
  classes,
  classSchedules,
  guardians,
  householdDependants,
  makeupCredits,
  type MemberRow,
  members,
  memberSubscriptions,
  paymentMethods,
  posTransactions,
  studentSwimBookings,
  students,
  subscriptions,
  swimClasses,
  swimClassSchedules,
  swimLevels,
  users,
} from '../../db/schema';
import { findClubPerson } from '../../lib/club-people';
import { deletedAny, linkedRow } from '../../lib/linked-rows';
import { unusedAndUnexpired } from '../../lib/single-use';
import { currentMembership, memberSubscriptionsWhere, subscriptionUsable } from '../membership';

type Db = Database;

export async function hasDependants(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: householdDependants.id }).from(householdDependants).where(eq(householdDependants.payerMemberId, memberId)).limit(1);
  return !!row;
}

/** The payer's dependants with whether each has a login of their own. */
export async function dependantsOf(db: Db, payerId: number) {
  const rows = await db
    .select({ member: members, userId: users.id })
    .from(householdDependants)
    .innerJoin(members, eq(members.id, householdDependants.memberId))
    .leftJoin(users, eq(users.memberId, members.id))
    .where(eq(householdDependants.payerMemberId, payerId))
    .orderBy(asc(members.firstName), asc(members.id));
  return rows.map((r) => ({ member: r.member, hasLogin: r.userId !== null }));
}

/** One dependant of this payer, by member number; undefined when not theirs. */
export async function dependantOf(db: Db, payerId: number, memberNumber: string): Promise<MemberRow | undefined> {
  return linkedRow(db, members, householdDependants, householdDependants.memberId, and(eq(householdDependants.payerMemberId, payerId), eq(members.memberNumber, memberNumber)));
}

export async function memberOfClub(db: Db, clubId: number, memberNumber: string): Promise<MemberRow | undefined> {
  return (await findClubPerson(db, members, clubId, memberNumber))?.person;
}

export async function hasLogin(db: Db, memberId: number): Promise<boolean> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.memberId, memberId)).limit(1);
  return !!u;
}

export async function insertDependant(db: Db, clubId: number, payerId: number, memberId: number): Promise<void> {
  await db.insert(householdDependants).values({ clubId, payerMemberId: payerId, memberId });
}

export async function deleteDependant(db: Db, payerId: number, memberId: number): Promise<boolean> {
  return deletedAny(db, householdDependants, and(eq(householdDependants.payerMemberId, payerId), eq(householdDependants.memberId, memberId)));
}

/** The member's default stored card (the payer's, for a household purchase). */
export async function savedCardLast4(db: Db, memberId: number): Promise<string | undefined> {
  const [card] = await db
    .select({ last4: paymentMethods.cardLast4 })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.memberId, memberId), eq(paymentMethods.kind, 'card'), sql`${paymentMethods.cardToken} is not null`))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
    .limit(1);
  return card?.last4 ?? undefined;
}

/** Whether the member has a stored bank account (BECS direct debit) the club's debits can use. */
export async function hasBankAccount(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.memberId, memberId), eq(paymentMethods.kind, 'direct_debit'), sql`${paymentMethods.gatewayToken} is not null`))
    .limit(1);
  return !!row;
}

/** What a dependant holds: the current membership's name, usable packs, upcoming class bookings. */
export async function dependantView(db: Db, memberId: number, now: Date) {
  const current = await currentMembership(db, memberId);
  const packs = await memberSubscriptionsWhere(db, memberId, subscriptionUsable(now)).orderBy(asc(memberSubscriptions.id));
  const bookings = await db
    .select({ id: classBookings.id, className: classes.name, startsAt: classSchedules.startsAt, status: classBookings.status })
    .from(classBookings)
    .innerJoin(classSchedules, eq(classSchedules.id, classBookings.scheduleId))
    .innerJoin(classes, eq(classes.id, classSchedules.classId))
    .where(and(eq(classBookings.memberId, memberId), ne(classBookings.status, 'Cancelled'), gt(classSchedules.startsAt, now)))
    .orderBy(asc(classSchedules.startsAt))
    .limit(50);
  return { membership: current?.type.description ?? '', packs, bookings };
}

/** Packs a payer can buy for a dependant now: the club's prepaid, web-purchasable subscriptions. */
export async function offersOf(db: Db, clubId: number) {
  return db
    .select({ id: subscriptions.id, name: subscriptions.name, totalCostCents: subscriptions.totalCostCents })
    .from(subscriptions)
    .where(and(eq(subscriptions.clubId, clubId), eq(subscriptions.isWebPurchasable, true), ne(subscriptions.contractType, 2)))
    .orderBy(asc(subscriptions.subscriptionType), asc(subscriptions.id));
}

// ---- A guardian's swim students (docs/decisions.md "The swim guardian is a household payer") ----

export type StudentRow = typeof students.$inferSelect;
export type GuardianRow = typeof guardians.$inferSelect;

/** The guardian of the session's family id in this club. */
export async function guardianOfClub(db: Db, clubId: number, memberNumber: string): Promise<GuardianRow | undefined> {
  return (await findClubPerson(db, guardians, clubId, memberNumber))?.person;
}

/** The students a guardian pays for, by name. */
export async function studentsOfGuardian(db: Db, guardianId: number): Promise<StudentRow[]> {
  return db.select().from(students).where(eq(students.guardianId, guardianId)).orderBy(asc(students.name), asc(students.id));
}

/** A student by number with the club of their household (undefined when unknown). */
export async function studentWithClub(db: Db, studentNumber: string): Promise<{ student: StudentRow; clubId: number } | undefined> {
  const [row] = await db
    .select({ student: students, clubId: guardians.clubId })
    .from(students)
    .innerJoin(guardians, eq(guardians.id, students.guardianId))
    .where(eq(students.studentNumber, studentNumber))
    .limit(1);
  return row;
}

/** What the payer's page says of each student: level, the next lessons, usable make-up credits, the balance owed. */
export async function studentView(db: Db, student: StudentRow, now: Date) {
  const [level] = student.levelId ? await db.select({ name: swimLevels.name }).from(swimLevels).where(eq(swimLevels.id, student.levelId)) : [];
  const lessons = await db
    .select({ className: swimClasses.name, startsAt: swimClassSchedules.startsAt })
    .from(studentSwimBookings)
    .innerJoin(swimClassSchedules, eq(swimClassSchedules.id, studentSwimBookings.scheduleId))
    .innerJoin(swimClasses, eq(swimClasses.id, swimClassSchedules.classId))
    .where(and(eq(studentSwimBookings.studentId, student.id), eq(studentSwimBookings.status, 'Booked'), eq(swimClassSchedules.isCancelled, false), gt(swimClassSchedules.startsAt, now)))
    .orderBy(asc(swimClassSchedules.startsAt))
    .limit(3);
  const [credits] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(makeupCredits)
    .where(and(eq(makeupCredits.studentId, student.id), unusedAndUnexpired(makeupCredits, now)));
  const owed = await db
    .select({ id: posTransactions.id, cents: posTransactions.outstandingCents })
    .from(posTransactions)
    .where(and(eq(posTransactions.studentId, student.id), gt(posTransactions.outstandingCents, 0)))
    .orderBy(asc(posTransactions.createdAt), asc(posTransactions.id));
  return {
    levelName: level?.name ?? '',
    lessons,
    makeupCredits: Number(credits?.n ?? 0),
    balanceCents: owed.reduce((sum, t) => sum + t.cents, 0),
    oldestBalanceId: owed[0]?.id ?? 0,
  };
}
