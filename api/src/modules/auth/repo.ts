// Data access of the auth module.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paysForSomeone } from '../../lib/household-payer';
import { now as clockNow } from '../../lib/clock';
import type { ClubPersonTable } from '../../lib/club-people';
import { perDatabase } from '../../lib/per-database';
import { unusedAndUnexpired } from '../../lib/single-use';
import { selectUserWithPeople } from '../../lib/user-people';
import {
  clubs,
  guardians,
  makeupCredits,
  members,
  passwordResetTokens,
  prospects,
  registrationRequests,
  students,
  users,
} from '../../db/schema';

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

/**
 * The signed-in user as /auth/me shows them. Every page load of every tab asks it, so its SQL is
 * built once per database as a named prepared statement (as the session lookup), and it reads only
 * the columns the answer uses: building the select on each request was a quarter of the route's
 * CPU, and `users` also holds the password hash, which /auth/me has no use for.
 */
const profileLookups = perDatabase((db) =>
  selectUserWithPeople(db, {
    id: users.id,
    userName: users.userName,
    email: users.email,
    userType: users.userType,
    role: users.role,
    clubId: users.clubId,
    isResetPassword: users.isResetPassword,
    prospectId: users.prospectId,
    guardianId: users.guardianId,
    clubName: clubs.name,
    accountId: clubs.accountId,
    memberNumber: members.memberNumber,
    memberBarcode: members.barcode,
    memberFirst: members.firstName,
    memberLast: members.lastName,
    // The member or guardian pays for a household (the menu shows Household).
    isHouseholdPayer: paysForSomeone(members.id, guardians.id),
    familyNumber: guardians.memberNumber,
    guardianName: guardians.personName,
    prospectFirst: prospects.firstName,
    prospectLast: prospects.lastName,
  })
    .leftJoin(prospects, eq(prospects.id, users.prospectId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('portal_load_profile'),
);

export async function loadProfile(db: Database, userId: number) {
  const [row] = await profileLookups(db).execute({ userId });
  return row;
}

/** Whether a guardian has at least one unused, unexpired make-up credit for any of their students. */
export async function hasUnusedMakeupCredit(db: Database, guardianId: number, now = clockNow()): Promise<boolean> {
  const [row] = await db
    .select({ id: makeupCredits.id })
    .from(makeupCredits)
    .innerJoin(students, eq(students.id, makeupCredits.studentId))
    .where(and(eq(students.guardianId, guardianId), unusedAndUnexpired(makeupCredits, now)))
    .limit(1);
  return !!row;
}

/** Members and guardians the club knows by this e-mail that have no login yet. */
export async function findRegistrableByEmail(db: Database, email: string) {
  const lower = email.toLowerCase();
  const withoutLogin = (table: ClubPersonTable, login: typeof users.memberId | typeof users.guardianId) =>
    db
      .select({ id: table.id, clubId: table.clubId })
      .from(table)
      .leftJoin(users, eq(login, table.id))
      .where(and(sql`lower(${table.email}) = ${lower}`, isNull(users.id)))
      .orderBy(table.id);
  return { members: await withoutLogin(members, users.memberId), guardians: await withoutLogin(guardians, users.guardianId) };
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
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), unusedAndUnexpired(passwordResetTokens, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export type RegistrationRequestRow = typeof registrationRequests.$inferSelect;

export async function insertRegistrationRequest(db: Database, row: typeof registrationRequests.$inferInsert, now = clockNow()) {
  // Expired requests of this e-mail go first, so the table holds only what can still be used.
  await db.delete(registrationRequests).where(and(eq(registrationRequests.email, row.email), lt(registrationRequests.expiresAt, now)));
  await db.insert(registrationRequests).values(row);
}

/** The newest unused, unexpired registrations of an e-mail (the passwords a sign-in may be using). */
export function openRegistrationRequests(db: Database, email: string, now = clockNow()): Promise<RegistrationRequestRow[]> {
  return db
    .select()
    .from(registrationRequests)
    .where(and(eq(registrationRequests.email, email), unusedAndUnexpired(registrationRequests, now)))
    .orderBy(desc(registrationRequests.id))
    .limit(5);
}

/** An unused, unexpired registration with a member or guardian to attach, by its link's token hash. */
export async function findConfirmableRequest(db: Database, tokenHash: string, now = clockNow()) {
  const [row] = await db
    .select()
    .from(registrationRequests)
    .where(and(eq(registrationRequests.tokenHash, tokenHash), unusedAndUnexpired(registrationRequests, now)))
    .limit(1);
  return row && row.clubId !== null && (row.memberId !== null || row.guardianId !== null) ? row : undefined;
}

/**
 * Uses a registration's link: marks it and every other open registration of the same e-mail or
 * the same member/guardian used, so a stranger's pending password dies with the owner's
 * confirmation. Answers false when the link was used meanwhile.
 */
export async function consumeRegistrationRequest(db: Database, request: RegistrationRequestRow, now = clockNow()): Promise<boolean> {
  const [used] = await db
    .update(registrationRequests)
    .set({ usedAt: now })
    .where(and(eq(registrationRequests.id, request.id), isNull(registrationRequests.usedAt)))
    .returning({ id: registrationRequests.id });
  if (!used) return false;
  const sameTarget = [eq(registrationRequests.email, request.email)];
  if (request.memberId !== null) sameTarget.push(eq(registrationRequests.memberId, request.memberId));
  if (request.guardianId !== null) sameTarget.push(eq(registrationRequests.guardianId, request.guardianId));
  await db
    .update(registrationRequests)
    .set({ usedAt: now })
    .where(and(isNull(registrationRequests.usedAt), or(...sameTarget)));
  return true;
}

/** Whether a member or guardian already has a login, or the club already has one for the e-mail. */
export async function loginExistsFor(
  db: Database,
  target: { clubId: number; email: string; memberId: number | null; guardianId: number | null },
): Promise<boolean> {
  const conditions = [and(eq(users.clubId, target.clubId), sql`lower(${users.email}) = ${target.email}`)];
  if (target.memberId !== null) conditions.push(eq(users.memberId, target.memberId));
  if (target.guardianId !== null) conditions.push(eq(users.guardianId, target.guardianId));
  const [row] = await db.select({ id: users.id }).from(users).where(or(...conditions)).limit(1);
  return !!row;
}
