// The sessions this API instance has read in the last minute, kept in memory: nearly every request
// carries a session, and reading it from the database was one round trip of every request (the
// largest share of current bookings' time).
//
// When a cached session may be wrong (docs/decisions.md, "Superseded for sessions"):
// - The database says so. Triggers (api/drizzle/0018_session_change_notices.sql) send a notice on
//   every write to what a session carries: a session revoked or deleted, a user's role, kind or
//   person, a club's flags, remotes, zone or account id, a member's or guardian's number. Every
//   instance listens (db/client.ts `listen`) and forgets every cached session on each notice.
// - This instance wrote it: `changingSessions` forgets at once after the commit, so the very
//   next request here sees the change, before any notice arrives.
// - Not listening (not connected yet, the connection broke): nothing is cached or read from the
//   cache until the listener is back; every request reads its session from the database.
// - A read that started before a change and ends after it is never stored (`generation`).
// - An entry lives until its session's last_seen_at is a minute old: then the request reads the
//   row again, and writes the new last_seen_at as before (sessions.ts).
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { perDatabase } from './per-database';

/** The notice channel of the triggers. */
export const SESSION_CHANGES_CHANNEL = 'portal_session_changes';
/** Bounds memory: a club's sessions active within one minute. Past it the oldest go first. */
const MAX_SESSIONS = 10_000;

export class SessionCache<Row> {
  private readonly rows = new Map<string, Row>();
  private generation = 0;
  private listening = false;
  /** The payload of the last change notice heard (tests wait for their own: test/helpers/session-changes.ts). */
  lastNotice: string | undefined;

  get(key: string): Row | undefined {
    return this.listening ? this.rows.get(key) : undefined;
  }

  /** Call before reading a row; hand the answer to store(), which drops it if a change came between. */
  begin(): number {
    return this.generation;
  }

  store(generation: number, key: string, row: Row): void {
    if (!this.listening || generation !== this.generation) return;
    this.rows.delete(key);
    if (this.rows.size >= MAX_SESSIONS) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
    this.rows.set(key, row);
  }

  forget(): void {
    this.generation += 1;
    this.rows.clear();
  }

  heard(payload: string): void {
    this.forget();
    this.lastNotice = payload;
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** Whether change notices arrive: a break may have lost some, so everything cached goes. */
  setListening(listening: boolean): void {
    this.forget();
    this.listening = listening;
  }

  get size(): number {
    return this.rows.size;
  }
}

const caches = perDatabase(() => new SessionCache<unknown>());

export function sessionCache<Row>(db: Database): SessionCache<Row> {
  return caches(db) as SessionCache<Row>;
}

/** Forgets this instance's cached sessions (a no-op for a transaction's handle: call it after the commit). */
export function forgetCachedSessions(db: Database | Transaction): void {
  caches.existing(db as Database)?.forget();
}

/**
 * Runs a transaction that changes what a session carries (revokes sessions, a user's role or kind,
 * a club's flags), then forgets this instance's cached sessions, after the commit and before the
 * caller answers. Other instances learn it from the triggers' notice.
 */
export async function changingSessions<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    forgetCachedSessions(db);
  }
}

/** Starts caching the database's sessions while its change notices are heard; answers the stop. */
export function watchSessionChanges(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const cache = sessionCache(handle.db);
  return handle.listen(SESSION_CHANGES_CHANNEL, {
    onNotice: (payload) => cache.heard(payload),
    onListening: (listening) => cache.setListening(listening),
  });
}
