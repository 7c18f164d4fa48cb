// What a new password ends, whichever route set it (reset link, profile, registration, deregister):
// every outstanding reset link of the user, and their sessions but the one that made the change.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { now } from './clock';
import { revokeAllSessions, revokeOtherSessions } from './sessions';

export async function endCredentialsAfterPasswordChange(
  db: Database,
  userId: number,
  opts: { keepSessionId?: string } = {},
): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  if (opts.keepSessionId) await revokeOtherSessions(db, userId, opts.keepSessionId);
  else await revokeAllSessions(db, userId);
}
