// SQL of the club's staff logins (users whose role is ADMIN or STAFF).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, passwordResetTokens, users } from '../../db/schema';
import { firstRow } from '../../lib/first-row';
import { now } from '../../lib/clock';

export type StaffRow = { id: number; email: string; role: 'ADMIN' | 'STAFF'; memberId: number | null; firstName: string | null; lastName: string | null; pending: boolean };

export async function listStaff(db: Database, clubId: number): Promise<StaffRow[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      memberId: users.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      // Invited and never signed in: no password chosen yet, an unused link outstanding.
      pending: sql<boolean>`${users.passwordChangedAt} is null and exists (select 1 from ${passwordResetTokens} t where t.user_id = ${users.id} and t.used_at is null)`,
    })
    .from(users)
    .leftJoin(members, eq(members.id, users.memberId))
    .where(and(eq(users.clubId, clubId), inArray(users.role, ['ADMIN', 'STAFF'])))
    .orderBy(users.email);
  return rows as StaffRow[];
}

export async function findUserByEmail(db: Database, clubId: number, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, memberId: users.memberId })
    .from(users)
    .where(and(eq(users.clubId, clubId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row;
}

/** Gives a login its console role back, with the member record an ADMIN needs when it had none. */
export async function restoreAccess(db: Database, clubId: number, userId: number, v: { role: 'ADMIN' | 'STAFF'; memberId: number | null }): Promise<void> {
  await db.update(users).set(v).where(and(eq(users.id, userId), eq(users.clubId, clubId)));
}

export async function insertStaffUser(db: Database, v: { clubId: number; email: string; passwordHash: string; role: 'ADMIN' | 'STAFF'; memberId: number | null }) {
  return firstRow(
    await db.insert(users).values({ clubId: v.clubId, email: v.email, userName: v.email, passwordHash: v.passwordHash, userType: 1, role: v.role, memberId: v.memberId }).returning({ id: users.id }),
    'inserted staff user',
  );
}

export async function insertLinkToken(db: Database, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** The club's ADMIN ids, locked until the transaction ends: two ADMINs removing each other wait in turn. */
export async function lockAdmins(db: Database, clubId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.clubId, clubId), eq(users.role, 'ADMIN'))).for('update');
  return rows.map((r) => r.id);
}

export async function setRole(db: Database, clubId: number, userId: number, role: 'ADMIN' | 'STAFF' | 'USER' | 'GUEST'): Promise<void> {
  await db.update(users).set({ role }).where(and(eq(users.id, userId), eq(users.clubId, clubId)));
}

export async function endLinks(db: Database, userId: number): Promise<void> {
  await db.update(passwordResetTokens).set({ usedAt: now() }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
