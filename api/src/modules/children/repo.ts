// Member kids. Deletion is soft: past creche bookings keep pointing at the child.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, memberKids, members } from '../../db/schema';
import { isClubPerson } from '../../lib/club-people';
import { now } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';

export type KidRow = typeof memberKids.$inferSelect;
export type NewKid = typeof memberKids.$inferInsert;

/** A member and their club's time zone: a date of birth may not be after the club's today. */
export interface OwnMember {
  id: number;
  timeZone: string;
}

export async function memberOf(db: Database, clubId: number, memberNumber: string): Promise<OwnMember | undefined> {
  const [row] = await db
    .select({ id: members.id, timeZone: clubs.timeZone })
    .from(members)
    .innerJoin(clubs, eq(clubs.id, members.clubId))
    .where(isClubPerson(members, clubId, memberNumber))
    .limit(1);
  return row;
}

/** A member's children, less the removed ones (the children page, the creche's list, the quota). */
export const activeKidsOf = (memberId: number) => and(eq(memberKids.memberId, memberId), isNull(memberKids.deletedAt));

export async function listKids(db: Database, memberId: number): Promise<KidRow[]> {
  return db.select().from(memberKids).where(activeKidsOf(memberId)).orderBy(asc(memberKids.id));
}

/** A child that is not removed, by id (its owner is the caller's to check). */
export async function findKid(db: Pick<Database, 'select'>, id: number): Promise<KidRow | undefined> {
  const [row] = await db.select().from(memberKids).where(and(eq(memberKids.id, id), isNull(memberKids.deletedAt))).limit(1);
  return row;
}

/**
 * Inserts unless the member already has `maxActive` children (or `maxRows` rows counting removed
 * ones); answers null then. The member's row is locked so concurrent adds count one at a time.
 */
export async function insertKidWithinQuota(db: Database, kid: NewKid, maxActive: number, maxRows: number): Promise<KidRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, kid.memberId)).for('update');
    const active = firstRow(await tx.select({ n: count() }).from(memberKids).where(activeKidsOf(kid.memberId)), 'active children count');
    const all = firstRow(await tx.select({ n: count() }).from(memberKids).where(eq(memberKids.memberId, kid.memberId)), 'children count');
    if (Number(active.n) >= maxActive || Number(all.n) >= maxRows) return null;
    const row = firstRow(await tx.insert(memberKids).values(kid).returning(), 'inserted child');
    return row;
  });
}

export async function updateKid(db: Database, id: number, values: Partial<NewKid>): Promise<KidRow> {
  const row = firstRow(await db.update(memberKids).set(values).where(eq(memberKids.id, id)).returning(), 'updated child');
  return row;
}

export async function softDeleteKid(db: Database, id: number): Promise<void> {
  await db.update(memberKids).set({ deletedAt: now() }).where(eq(memberKids.id, id));
}
