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
//
// A cached day also keeps the answers of the pages asked for (the bytes sent), so they are dropped
// with it: serializing 12 classes per request was a fifth of the route's CPU.
import { CLASS_SEARCH_MAX_PAGE_SIZE, type ClassSearchBody, type GroupClass } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { okBody, type OkBody } from '../../lib/envelope';
import { perDatabase } from '../../lib/per-database';

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

const HELD_PAGES_PER_DAY = 2_000;

/** A page holding some of the member's own bookings, kept per member while the day is cached. */
export function heldPageBody(day: SearchDay, page: Page, memberId: number, held: Map<number, MyClassBooking>): OkBody {
  const memo = `${memberId}|${page.start}|${page.started}`;
  let answer = day.heldPages.get(memo);
  if (answer === undefined) {
    // A member asks their pages again and again (each visit, each refresh); a bound keeps a busy
    // day's answers from growing with the club.
    if (day.heldPages.size >= HELD_PAGES_PER_DAY) day.heldPages.clear();
    answer = heldPageJson(day, page, held);
    day.heldPages.set(memo, answer);
  }
  return answer;
}

/**
 * A page holding the member's own bookings: each class's cached JSON, with the member's booking
 * written into those they hold (building the objects and serializing them per request doubled the
 * route's CPU for a member with a booking that day).
 */
function heldPageJson(day: SearchDay, { start, end, started }: Page, held: Map<number, MyClassBooking>): OkBody {
  let json = '[';
  for (let i = start; i < end; i += 1) {
    const c = day.classes[i]!;
    const hasStarted = started[i - start] === '1';
    const memo = `${i}|${hasStarted ? 1 : 0}`;
    let text = day.classJson.get(memo);
    if (text === undefined) {
      text = JSON.stringify({ ...c, hasStarted });
      day.classJson.set(memo, text);
    }
    const mine = held.get(c.classScheduleId);
    if (i > start) json += ',';
    json += mine ? `${text.slice(0, -1)},"myBooking":${JSON.stringify(mine)}}` : text;
  }
  return okBody(`${json}]`);
}

/** A member's own live booking of a class, as the search card shows it. */
export type MyClassBooking = NonNullable<GroupClass['myBooking']>;

export interface Page {
  start: number;
  end: number;
  /** '1' for each class of the page that has started, else '0'. */
  started: string;
}

export function pageOf(day: SearchDay, body: ClassSearchBody, now: number): Page {
  const size = Math.min(body.pageSize ?? CLASS_SEARCH_MAX_PAGE_SIZE, CLASS_SEARCH_MAX_PAGE_SIZE);
  const start = ((body.page ?? 1) - 1) * size;
  const end = Math.min(start + size, day.classes.length);
  let started = '';
  for (let i = start; i < end; i += 1) started += day.startsAtMs[i]! <= now ? '1' : '0';
  return { start, end, started };
}

/** The page's classes, each marked started or not (a class that has started offers no Book Now). */
function pageClasses(day: SearchDay, { start, end, started }: Page): GroupClass[] {
  return day.classes.slice(start, end).map((c, i) => ({ ...c, hasStarted: started[i] === '1' }));
}

/** The page's answer as every member without a booking on it gets it, kept while the day is cached. */
export function pageBody(day: SearchDay, page: Page): OkBody {
  const memo = `${page.start}|${page.started}`;
  let answer = day.pages.get(memo);
  if (answer === undefined) {
    answer = okBody(JSON.stringify(pageClasses(day, page)));
    day.pages.set(memo, answer);
  }
  return answer;
}

/** A club day as the search cache holds it: read whole (a few dozen rows); a page is a slice of it. */
export interface SearchDay {
  classes: GroupClass[];
  /** The live bookings of the day's classes: member id -> schedule id -> the member's booking. */
  bookings: Map<number, Map<number, MyClassBooking>>;
  startsAtMs: number[];
  /** The answers of the pages asked for while the day is cached, by first class and started flags. */
  pages: Map<string, OkBody>;
  /** Each class's JSON as the page writes it, by index and started flag (pages with a member's own bookings). */
  classJson: Map<string, string>;
  /** The answers of pages holding a member's own bookings, by member, first class and started flags. */
  heldPages: Map<string, OkBody>;
}


/** A day as read, with no answers kept yet. */
export function searchDay(classes: GroupClass[], bookings: SearchDay['bookings'], startsAtMs: number[]): SearchDay {
  return { classes, bookings, startsAtMs, pages: new Map(), classJson: new Map(), heldPages: new Map() };
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
