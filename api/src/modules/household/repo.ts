// The household module's queries: who pays for whom, and what the payer sees of each dependant.
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  classBookings,
  classes,
  classSchedules,
  householdDependants,
  type MemberRow,
  members,
  memberSubscriptions,
  paymentMethods,
  subscriptions,
  users,
} from '../../db/schema';
import { findClubPerson } from '../../lib/club-people';
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
  const [row] = await db
    .select({ member: members })
    .from(householdDependants)
    .innerJoin(members, eq(members.id, householdDependants.memberId))
    .where(and(eq(householdDependants.payerMemberId, payerId), eq(members.memberNumber, memberNumber)))
    .limit(1);
  return row?.member;
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
  const gone = await db
    .delete(householdDependants)
    .where(and(eq(householdDependants.payerMemberId, payerId), eq(householdDependants.memberId, memberId)))
    .returning({ id: householdDependants.id });
  return gone.length > 0;
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
