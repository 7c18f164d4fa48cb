// A timetable change reaches every API instance's class search at once: each write sends the
// club's id on TIMETABLE_CHANGES_CHANNEL inside its transaction (NOTIFY is delivered on commit,
// never for a rollback), and every instance listens and drops that club's cached searches
// (classes/search-cache.ts), as this instance does itself after the commit. Should the listener
// be down, the cache's own bound (SEARCH_TTL_MS, 1 s) still holds.
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import { invalidateClassSearches } from '../classes';

export const TIMETABLE_CHANGES_CHANNEL = 'portal_timetable_changes';

/** Inside the write's transaction: tells every instance, on commit, that the club's timetable changed. */
export async function announceTimetableChange(tx: Database, clubId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${TIMETABLE_CHANGES_CHANNEL}, ${String(clubId)})`);
}

/** What an instance does with a notice: forgets the club's cached searches. */
export function heardTimetableChange(db: Database, payload: string): void {
  const clubId = Number(payload);
  if (Number.isInteger(clubId) && clubId > 0) invalidateClassSearches(db, clubId);
}

/** Listens for other instances' timetable changes; answers the stop. */
export function watchTimetableChanges(handle: DatabaseHandle): Promise<() => Promise<void>> {
  return handle.listen(TIMETABLE_CHANGES_CHANNEL, {
    onNotice: (payload) => heardTimetableChange(handle.db, payload),
    onListening: () => undefined,
  });
}
