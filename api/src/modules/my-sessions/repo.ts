// Data access of the member's own sessions.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { sessions } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';

/** The user's sessions that still work: not revoked, not past their absolute or idle end. */
export function openSessions(db: Database, userId: number, idleMs: number, now = clockNow()) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Revokes one session of this user (another user's id changes nothing). */
export async function revokeOwnSession(tx: Transaction, userId: number, sessionId: string, now = clockNow()): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeOtherOwnSessions(tx: Transaction, userId: number, keepSessionId: string, now = clockNow()): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}
