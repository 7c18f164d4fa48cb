import { and, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, membershipTypes, memberSubscriptions, paymentMethods, subscriptions } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

export type MembershipRow = typeof memberships.$inferSelect;
type Db = Pick<Database, 'select' | 'update' | 'insert'>;

/** A member's subscription (extra) that has not expired at `now` (no expiry: never expires). */
export const subscriptionUnexpired = (now: Date) =>
  or(isNull(memberSubscriptions.expiresAt), gt(memberSubscriptions.expiresAt, now));

/** A member's subscription that can be used at `now`: sessions left (or unlimited) and not expired. */
export const subscriptionUsable = (now: Date) =>
  and(or(isNull(memberSubscriptions.remaining), gt(memberSubscriptions.remaining, 0)), subscriptionUnexpired(now));

/** A member's subscriptions (`ms`) with the subscription each one is of (`s`), narrowed by `conditions`. */
export function memberSubscriptionsWhere(db: Db, memberId: number, ...conditions: (SQL | undefined)[]) {
  return db
    .select({ ms: memberSubscriptions, s: subscriptions })
    .from(memberSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, memberSubscriptions.subscriptionId))
    .where(and(eq(memberSubscriptions.memberId, memberId), ...conditions));
}

/** The member's current (active or suspended) membership with its type. */
export async function currentMembership(db: Db, memberId: number) {
  const [row] = await db
    .select({ m: memberships, type: membershipTypes })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(and(eq(memberships.memberId, memberId), inArray(memberships.status, ['active', 'suspended'])))
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(1);
  return row;
}

export async function defaultPaymentMethod(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.memberId, memberId), eq(paymentMethods.isDefault, true)))
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return row;
}

export async function insertMembership(db: Db, row: typeof memberships.$inferInsert): Promise<MembershipRow> {
  const created = firstRow(await db.insert(memberships).values(row).returning(), 'inserted membership');
  return created;
}

export async function findByPdf(db: Db, memberId: number, pdfFileName: string): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.pdfFileName, pdfFileName)));
  return row;
}
