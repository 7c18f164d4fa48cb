// Server-side sessions: the cookie holds a 128-bit random token, the `sessions` row its sha256.
// Every API instance reads the same rows, so sign-out and password changes revoke everywhere.
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clubs, guardians, members, sessions, users } from '../db/schema';
import type { SessionUser } from '../plugins/session-user';
import { KeyedBatches } from './keyed-batches';
import { perDatabase } from './per-database';
import { forgetCachedSessions, sessionCache } from './sessions.cached';
import { randomToken, sha256Hex } from './tokens';
import { selectUserWithPeople } from './user-people';
import { now as clockNow } from './clock';

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

/** Don't write last_seen_at on every request: once a minute is precise enough for a 30 min idle timeout. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Database,
  userId: number,
  timeouts: SessionTimeouts,
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomToken(16);
  const sessionId = sha256Hex(token);
  const now = clockNow();
  const expiresAt = new Date(now.getTime() + timeouts.absoluteMs);
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, sessionId, expiresAt };
}

export async function revokeSessionByToken(db: Database, token: string): Promise<void> {
  await revokeSession(db, sha256Hex(token));
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await revokeLiveSessions(db, eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Database, userId: number): Promise<void> {
  await revokeLiveSessions(db, eq(sessions.userId, userId));
}

/** Every session of the user but `keepSessionId` (the one that changed the password). */
export async function revokeOtherSessions(db: Database, userId: number, keepSessionId: string): Promise<void> {
  await revokeLiveSessions(db, eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
}

/** Revokes the sessions every condition of `which` selects that are not revoked yet, and forgets them from the cache. */
async function revokeLiveSessions(db: Database, ...which: [SQL, ...SQL[]]): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clockNow() })
    .where(and(...which, isNull(sessions.revokedAt)));
  // Inside a transaction this is a no-op: changingSessions forgets after its commit.
  forgetCachedSessions(db);
}

/**
 * The session lookup runs on every API request: its SQL is built once per database, as a named
 * prepared statement, and the lookups that arrive while one is in flight go together in the next
 * (keyed-batches.ts): under load one round trip serves many requests, each read after it arrived.
 */
const sessionLookups = perDatabase((db) => {
  const query = prepareSessionLookup(db);
  return new KeyedBatches<0, string, SessionRow | undefined>(async (_key, ids) => {
    const rows = await query.execute({ sessionIds: [...new Set(ids)] });
    const byId = new Map(rows.map((r) => [r.sessionId, r]));
    return ids.map((id) => ({ ok: true as const, value: byId.get(id) }));
  });
});

function prepareSessionLookup(db: Database) {
  return selectUserWithPeople(db, {
    sessionId: sessions.id,
    userId: users.id,
    userType: users.userType,
    role: users.role,
    clubId: users.clubId,
    prospectId: users.prospectId,
    accountId: clubs.accountId,
    // For the access policy (plugins/access-policy.ts): no second query per request.
    clubFlags: clubs.flags,
    enabledRemotes: clubs.enabledRemotes,
    timeZone: clubs.timeZone,
    memberId: users.memberId,
    memberNumber: members.memberNumber,
    familyNumber: guardians.memberNumber,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
    revokedAt: sessions.revokedAt,
  })
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(sql`${sessions.id} = any(${sql.placeholder('sessionIds')})`)
    .prepare('portal_resolve_sessions');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>['execute']>>[number];

function lookupSession(db: Database, sessionId: string): Promise<SessionRow | undefined> {
  return sessionLookups(db).submit(0, sessionId);
}

/**
 * The number a signed-in user goes by: the member's number, else the guardian's family id, else
 * the prospect's `P<id>`, else the user id (staff).
 */
export function memberNumberOf(user: { memberNumber: string | null; familyNumber: string | null; prospectId: number | null; userId: number }): string {
  return user.memberNumber ?? user.familyNumber ?? (user.prospectId ? `P${user.prospectId}` : String(user.userId));
}

/** A cached row serves until its last_seen_at is due to be written again (sessions.cached.ts). */
function servesFromCache(row: SessionRow, t: number, timeouts: SessionTimeouts): boolean {
  return t - row.lastSeenAt.getTime() < Math.min(TOUCH_INTERVAL_MS, timeouts.idleMs) && row.expiresAt.getTime() > t && !row.revokedAt;
}

/**
 * The signed-in user of a cookie token when this instance has its session cached, else undefined
 * (ask resolveSession). Found by the cookie's token, which stays in this process: a hit hashes nothing.
 */
export function cachedSessionUser(db: Database, token: string, timeouts: SessionTimeouts, now = clockNow()): SessionUser | undefined {
  const row = sessionCache<SessionRow>(db).get(token);
  return row && servesFromCache(row, now.getTime(), timeouts) ? sessionUserOf(row) : undefined;
}

/** The signed-in user of a cookie token, or null when unknown, revoked, idle too long or expired. */
export async function resolveSession(
  db: Database,
  token: string,
  timeouts: SessionTimeouts,
  now = clockNow(),
): Promise<SessionUser | null> {
  const cached = cachedSessionUser(db, token, timeouts, now);
  if (cached) return cached;
  const t = now.getTime();
  const cache = sessionCache<SessionRow>(db);
  const generation = cache.begin();
  let row = await lookupSession(db, sha256Hex(token));
  if (!row || row.revokedAt) return null;
  if (row.expiresAt.getTime() <= t) return null;
  if (row.lastSeenAt.getTime() + timeouts.idleMs <= t) return null;
  if (t - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    row = { ...row, lastSeenAt: now };
  }
  cache.store(generation, token, row);
  return sessionUserOf(row);
}

function sessionUserOf(row: SessionRow): SessionUser {
  return {
    userId: row.userId,
    memberNumber: memberNumberOf(row),
    clubId: row.clubId,
    accountId: row.accountId,
    userType: row.userType,
    role: row.role,
    sessionId: row.sessionId,
    access: { clubFlags: row.clubFlags, enabledRemotes: row.enabledRemotes, timeZone: row.timeZone, memberId: row.memberId },
  };
}
