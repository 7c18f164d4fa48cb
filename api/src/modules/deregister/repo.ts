// The deregister module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { users } from '../../db/schema';
import { now } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { endCredentialsAfterPasswordChange } from '../../lib/password-change';
import { randomToken } from '../../lib/tokens';

export const WRONG_PASSWORD = 'The password is not correct.';

export const DEREGISTERED = 'Your portal login has been removed.';

export async function deregister(db: Database, userId: number, password: string): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, WRONG_PASSWORD);
  const tombstone = `deregistered+${user.id}.${randomToken(6)}@invalid`;
  await db
    .update(users)
    .set({ email: tombstone, userName: tombstone, passwordHash: await hashPassword(randomToken(24)), passwordChangedAt: now() })
    .where(eq(users.id, user.id));
  // Its reset links die with it: none may bring the retired login back.
  await endCredentialsAfterPasswordChange(db, user.id);
  return DEREGISTERED;
}
