// Data access of the e-mailed sign-in links.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailSignInLinks, users } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { unusedAndUnexpired } from '../../lib/single-use';

/** The members' and guardians' logins of an e-mail (every club): staff sign in otherwise. */
export function memberLoginsByEmail(db: Database, email: string) {
  return db
    .select({ id: users.id, clubId: users.clubId, email: users.email, isResetPassword: users.isResetPassword })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.role, 'USER')))
    .orderBy(users.id);
}

export async function insertLink(db: Database, row: { userId: number; tokenHash: string; binding: string; expiresAt: Date }, now = clockNow()) {
  await db.delete(emailSignInLinks).where(lt(emailSignInLinks.expiresAt, now));
  await db.insert(emailSignInLinks).values(row);
}

/**
 * Uses a link once, and only in the browser that asked for it: a try from another browser
 * spends nothing. Answers the login, or undefined.
 */
export async function consumeLink(db: Database, tokenHash: string, binding: string, now = clockNow()) {
  const [row] = await db
    .update(emailSignInLinks)
    .set({ usedAt: now })
    .where(and(eq(emailSignInLinks.tokenHash, tokenHash), eq(emailSignInLinks.binding, binding), unusedAndUnexpired(emailSignInLinks, now)))
    .returning({ userId: emailSignInLinks.userId });
  if (!row) return undefined;
  const [user] = await db
    .select({ id: users.id, isResetPassword: users.isResetPassword })
    .from(users)
    .where(and(eq(users.id, row.userId), eq(users.role, 'USER')))
    .limit(1);
  return user;
}
