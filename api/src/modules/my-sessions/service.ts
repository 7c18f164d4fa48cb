// "Your sessions": where the member is signed in, and ending any one or all the others. Ending
// one revokes its row in a transaction that forgets this instance's cached sessions at once
// (changingSessions); every other instance hears the database's change notice
// (lib/sessions.cached.ts), so the ended browser is signed out on its next request anywhere.
import { SIGNED_IN_SESSION_NOT_FOUND_MESSAGE, type MySession } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { changingSessions } from '../../lib/sessions.cached';
import { sha256Hex } from '../../lib/tokens';
import { describeUserAgent } from '../../lib/user-agent';
import * as repo from './repo';

export interface SessionOwner {
  userId: number;
  /** The session asking (the sessions row id). */
  sessionId: string;
}

/** The id the list shows: derived from the row id, so the page never holds a session's own id. */
function listedId(sessionId: string): string {
  return sha256Hex(`listed-session:${sessionId}`).slice(0, 32);
}

export async function listSessions(db: Database, owner: SessionOwner, idleMs: number): Promise<MySession[]> {
  const rows = await repo.openSessions(db, owner.userId, idleMs);
  return rows.map((row) => ({
    id: listedId(row.id),
    ...describeUserAgent(row.userAgent),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === owner.sessionId,
  }));
}

export async function endSession(db: Database, owner: SessionOwner, id: string, idleMs: number): Promise<string> {
  const target = (await repo.openSessions(db, owner.userId, idleMs)).find((row) => listedId(row.id) === id);
  const ended = target && (await changingSessions(db, (tx) => repo.revokeOwnSession(tx, owner.userId, target.id)));
  if (!ended) throw new HttpError(404, SIGNED_IN_SESSION_NOT_FOUND_MESSAGE);
  return 'Success';
}

export async function endOtherSessions(db: Database, owner: SessionOwner): Promise<number> {
  return changingSessions(db, (tx) => repo.revokeOtherOwnSessions(tx, owner.userId, owner.sessionId));
}
