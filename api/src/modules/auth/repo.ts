// Data access of the auth module.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  clubs,
  guardians,
  makeupCredits,
  members,
  passwordResetTokens,
  prospects,
  students,
  users,
} from '../../db/schema';
import { now as clockNow } from '../../lib/clock';

export type UserRow = typeof users.$inferSelect;

export function findUsersByEmail(db: Database, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .orderBy(users.id);
}

export async function findUserById(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function setPassword(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, isResetPassword: false, passwordChangedAt: clockNow(), failedLogins: 0 })
    .where(eq(users.id, userId));
}

export async function loadProfile(db: Database, userId: number) {
  const [row] = await db
    .select({
      user: users,
      clubName: clubs.name,
      accountId: clubs.accountId,
      memberNumber: members.memberNumber,
      memberBarcode: members.barcode,
      memberFirst: members.firstName,
      memberLast: members.lastName,
      familyNumber: guardians.memberNumber,
      guardianName: guardians.personName,
      prospectFirst: prospects.firstName,
      prospectLast: prospects.lastName,
    })
    .from(users)
    .innerJoin(clubs, eq(clubs.id, users.clubId))
    .leftJoin(members, eq(members.id, users.memberId))
    .leftJoin(guardians, eq(guardians.id, users.guardianId))
    .leftJoin(prospects, eq(prospects.id, users.prospectId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether a guardian has at least one unused, unexpired make-up credit for any of their students. */
export async function hasUnusedMakeupCredit(db: Database, guardianId: number, now = clockNow()): Promise<boolean> {
  const [row] = await db
    .select({ id: makeupCredits.id })
    .from(makeupCredits)
    .innerJoin(students, eq(students.id, makeupCredits.studentId))
    .where(and(eq(students.guardianId, guardianId), isNull(makeupCredits.usedAt), gt(makeupCredits.expiresAt, now)))
    .limit(1);
  return !!row;
}

/** Members and guardians the club knows by this e-mail that have no login yet. */
export async function findRegistrableByEmail(db: Database, email: string) {
  const lower = email.toLowerCase();
  const memberRows = await db
    .select({ id: members.id, clubId: members.clubId })
    .from(members)
    .leftJoin(users, eq(users.memberId, members.id))
    .where(and(sql`lower(${members.email}) = ${lower}`, isNull(users.id)))
    .orderBy(members.id);
  const guardianRows = await db
    .select({ id: guardians.id, clubId: guardians.clubId })
    .from(guardians)
    .leftJoin(users, eq(users.guardianId, guardians.id))
    .where(and(sql`lower(${guardians.email}) = ${lower}`, isNull(users.id)))
    .orderBy(guardians.id);
  return { members: memberRows, guardians: guardianRows };
}

export async function insertUser(db: Database, row: typeof users.$inferInsert): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function clubName(db: Database, clubId: number): Promise<string> {
  const [row] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row?.name ?? 'your club';
}

export async function insertResetToken(db: Database, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Marks a token used if it is unused and unexpired; answers its user, or undefined. Single use by construction. */
export async function consumeResetToken(db: Database, tokenHash: string, now = clockNow()): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
