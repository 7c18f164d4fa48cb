import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, membershipTypes, paymentMethods } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

export type MembershipRow = typeof memberships.$inferSelect;
type Db = Pick<Database, 'select' | 'update' | 'insert'>;

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
