// Short-lived, per-instance cache of class search results, keyed by (club, club-local date,
// class type). Class search is the hottest read of the portal and every member of a club asks the
// same few questions, so most searches can skip the schedule query.
//
// Staleness bound:
// - a booking, cancellation or wait-list move made through THIS instance drops the club's entries
//   as soon as its transaction commits, before it answers: the very next search sees it;
// - anything else (another API instance, a manual database edit) shows within SEARCH_TTL_MS.
// Only the displayed "spots left" can be that stale: booking itself always re-reads the schedule
// row under a row lock (classes/service.ts `book`), so capacity can never be oversold.
import type { Database } from '../../db/client';
import { perDatabase } from '../../lib/per-database';
import type { SearchDay } from './service';

/** How long another instance's booking can stay invisible in this instance's searches. */
export const SEARCH_TTL_MS = 1_000;
/** Bound on memory: clubs x days in the window x class types actually asked for. */
const MAX_ENTRIES = 5_000;

interface Entry<T> {
  classes: T;
  /** Club-local date the entry was computed on: the date-window check it passed is only valid that day. */
  today: string;
  windowDays: number;
  expiresAt: number;
}

interface Load<T> {
  generation: number;
  today: string;
  windowDays: number;
  promise: Promise<T>;
}

/** Also holds the public timetable (T = its rows), with the same invalidation. */
class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Reads in flight: when an entry expires under load, concurrent misses share one query. */
  private readonly loads = new Map<string, Load<T>>();
  /** Bumped by every change to a club's bookings; a search that raced one must not store its rows. */
  private readonly generations = new Map<number, number>();

  constructor(private readonly ttlMs = SEARCH_TTL_MS) {}

  static key(clubId: number, date: string, classType: number): string {
    return `${clubId}|${date}|${classType}`;
  }

  get(key: string, today: string, windowDays: number, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now || entry.today !== today || entry.windowDays !== windowDays) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.classes;
  }

  generation(clubId: number): number {
    return this.generations.get(clubId) ?? 0;
  }

  /** Stores rows read while the club's generation was `generation`, unless a change happened since. */
  set(clubId: number, generation: number, key: string, entry: Omit<Entry<T>, 'expiresAt'>, now: number): void {
    if (this.generation(clubId) !== generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first (Map keeps insertion order); entries live one second, so this rarely runs.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...entry, expiresAt: now + this.ttlMs });
  }

  /**
   * The rows of a missed search: joins a read of the same key already in flight when no change
   * to the club happened since it started, else reads and stores (unless a change raced it).
   * The entry expires SEARCH_TTL_MS after its read started.
   */
  load(clubId: number, key: string, today: string, windowDays: number, now: number, read: () => Promise<T>): Promise<T> {
    const generation = this.generation(clubId);
    const pending = this.loads.get(key);
    if (pending && pending.generation === generation && pending.today === today && pending.windowDays === windowDays) return pending.promise;
    const promise = read().then((classes) => {
      this.set(clubId, generation, key, { classes, today, windowDays }, now);
      return classes;
    });
    const settled = () => {
      if (this.loads.get(key)?.promise === promise) this.loads.delete(key);
    };
    promise.then(settled, settled);
    this.loads.set(key, { generation, today, windowDays, promise });
    return promise;
  }

  invalidateClub(clubId: number): void {
    this.generations.set(clubId, this.generation(clubId) + 1);
    const prefix = `${clubId}|`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

// One cache per database handle: test apps each open their own database with the same club ids.
const caches = perDatabase(() => new SearchCache<SearchDay>());

/** This database's cache of class search days (what a change notice from another instance drops). */
export function searchCache(db: Database): SearchCache<SearchDay> {
  return caches(db);
}

/** The club day's cached search, while still good: then the caller skips the date check and the query. */
export function cachedSearchDay(db: Database, clubId: number, date: string, classType: number, today: string, windowDays: number, nowMs: number): SearchDay | undefined {
  return caches(db).get(SearchCache.key(clubId, date, classType), today, windowDays, nowMs);
}

/** Reads the club day once for all concurrent misses and keeps it, unless a change raced the read. */
export function loadSearchDay(
  db: Database,
  clubId: number,
  date: string,
  classType: number,
  today: string,
  windowDays: number,
  nowMs: number,
  read: () => Promise<SearchDay>,
): Promise<SearchDay> {
  return caches(db).load(clubId, SearchCache.key(clubId, date, classType), today, windowDays, nowMs, read);
}

/**
 * The public timetable's cache per club and day (public/timetable.ts). Same staleness bound as
 * the member search: a change through this instance drops it at once, anything else shows
 * within TIMETABLE_TTL_MS; it is public and unauthenticated, so it must not cost a query per hit.
 */
export const TIMETABLE_TTL_MS = 2_000;
const timetables = perDatabase(() => new SearchCache<unknown>(TIMETABLE_TTL_MS));

export function timetableCache<T>(db: Database): SearchCache<T> {
  return timetables(db) as SearchCache<T>;
}

export { SearchCache };

/** Drops the club's cached searches and timetable: call after a change to its classes or bookings committed. */
export function invalidateClassSearches(db: Database, clubId: number): void {
  caches.existing(db)?.invalidateClub(clubId);
  timetables.existing(db)?.invalidateClub(clubId);
}
