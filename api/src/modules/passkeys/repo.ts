// Data access of passkeys: the credentials, the ceremonies' challenges and the club's staff rule.
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, passkeys, users, webauthnChallenges, type WebauthnPurpose } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { deletedAny } from '../../lib/linked-rows';
import { unusedAndUnexpired } from '../../lib/single-use';

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function insertChallenge(
  db: Database,
  row: { challenge: string; purpose: WebauthnPurpose; binding: string; userId: number | null; expiresAt: Date },
  now = clockNow(),
): Promise<void> {
  // Spent and expired challenges go as new ones come: the table holds only what is still open.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(row);
}

/**
 * Uses a challenge once: marks it used when it is open, of this purpose and bound to this
 * session or browser (and login), in one statement, so two answers to it never both pass.
 */
export async function consumeChallenge(
  db: Database,
  where: { challenge: string; purpose: WebauthnPurpose; binding: string; userId: number | null },
  now = clockNow(),
): Promise<boolean> {
  const [row] = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, where.challenge),
        eq(webauthnChallenges.purpose, where.purpose),
        eq(webauthnChallenges.binding, where.binding),
        where.userId === null ? sql`${webauthnChallenges.userId} is null` : eq(webauthnChallenges.userId, where.userId),
        unusedAndUnexpired(webauthnChallenges, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return !!row;
}

export function passkeysOf(db: Database, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

export async function hasPasskey(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return !!row;
}

export async function findByCredentialId(db: Database, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/** Answers false when the credential is registered already (to anyone, in any club). */
export async function insertPasskey(db: Database, row: typeof passkeys.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(passkeys).values(row).onConflictDoNothing({ target: passkeys.credentialId }).returning({ id: passkeys.id });
  return inserted.length > 0;
}

export async function deletePasskey(db: Database, userId: number, id: number): Promise<boolean> {
  return deletedAny(db, passkeys, and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
}

/**
 * Records a sign-in's counter: only past the stored one (or both 0, a key that keeps none), in
 * one statement, so two uses of one assertion, or a cloned key behind, cannot both count.
 */
export async function advanceCounter(db: Database, id: number, from: number, to: number, now = clockNow()): Promise<boolean> {
  const [row] = await db
    .update(passkeys)
    .set({ counter: to, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, from), or(sql`${passkeys.counter} < ${to}`, sql`${to} = 0 and ${passkeys.counter} = 0`)))
    .returning({ id: passkeys.id });
  return !!row;
}

/** The login a passkey signs in, with what the rules need. */
export async function signInUser(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, isResetPassword: users.isResetPassword, clubId: users.clubId, email: users.email, userName: users.userName, clubName: clubs.name })
    .from(users)
    .innerJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function staffPasskeysRequired(db: Database, clubId: number): Promise<boolean> {
  const [row] = await db.select({ required: clubs.staffPasskeysRequired }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row?.required ?? false;
}

export async function setStaffPasskeysRequired(db: Database, clubId: number, required: boolean): Promise<void> {
  await db.update(clubs).set({ staffPasskeysRequired: required }).where(eq(clubs.id, clubId));
}
