// Waits until the app's session cache has heard every change notice committed so far: a notice of
// its own is sent and waited for (PostgreSQL delivers notices in commit order). On PGlite a notice
// is heard before the statement that committed it answers, so this returns at once.
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../src/db/client';
import { SESSION_CHANGES_CHANNEL, sessionCache } from '../../src/lib/sessions.cached';

export async function sessionChangesHeard(handle: DatabaseHandle, timeoutMs = 5_000): Promise<void> {
  const cache = sessionCache(handle.db);
  const marker = `barrier:${randomBytes(6).toString('hex')}`;
  await handle.db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${marker})`);
  const until = Date.now() + timeoutMs;
  while (cache.lastNotice !== marker) {
    if (Date.now() > until) throw new Error('the session change notice was not heard');
    await new Promise((r) => setTimeout(r, 5));
  }
}
