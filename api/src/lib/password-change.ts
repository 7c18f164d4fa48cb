// What a new password ends, whichever route set it (reset link, profile, registration, deregister):
// every outstanding reset link of the user, their private calendar feed (a bearer URL: the member
// gets a new one on their next visit), and their sessions but the one that made the change.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { calendarFeeds, passwordResetTokens, users } from '../db/schema';
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
  await db.delete(calendarFeeds).where(sql`${calendarFeeds.memberId} = (select ${users.memberId} from ${users} where ${users.id} = ${userId})`);
  if (opts.keepSessionId) await revokeOtherSessions(db, userId, opts.keepSessionId);
  else await revokeAllSessions(db, userId);
}
