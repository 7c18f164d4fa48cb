// Staleness rules of the class search cache, with explicit clocks (no waiting).
import type { GroupClass } from '@portal/shared/contracts';
import { SEARCH_TTL_MS, SearchCache } from './class-search.cached';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ classScheduleId: i }) as GroupClass);
const key = SearchCache.key(1, '2026-03-01', 0);

describe('SearchCache', () => {
  it('answers a stored search until SEARCH_TTL_MS has passed', () => {
    const cache = new SearchCache();
    cache.set(1, cache.generation(1), key, { classes: rows(2), today: '2026-02-28', windowDays: 14 }, 10_000);
    expect(cache.get(key, '2026-02-28', 14, 10_000 + SEARCH_TTL_MS - 1)).toHaveLength(2);
    expect(cache.get(key, '2026-02-28', 14, 10_000 + SEARCH_TTL_MS)).toBeUndefined();
  });

  it('does not reuse an answer on another club-local day or with another booking window', () => {
    const cache = new SearchCache();
    cache.set(1, 0, key, { classes: rows(1), today: '2026-02-28', windowDays: 14 }, 0);
    expect(cache.get(key, '2026-03-01', 14, 1)).toBeUndefined();
    cache.set(1, 0, key, { classes: rows(1), today: '2026-02-28', windowDays: 14 }, 0);
    expect(cache.get(key, '2026-02-28', 30, 1)).toBeUndefined();
  });

  it('drops a club on invalidation, and refuses rows read before a change that raced them', () => {
    const cache = new SearchCache();
    const other = SearchCache.key(2, '2026-03-01', 0);
    cache.set(1, 0, key, { classes: rows(1), today: 't', windowDays: 14 }, 0);
    cache.set(2, 0, other, { classes: rows(1), today: 't', windowDays: 14 }, 0);
    const before = cache.generation(1);
    cache.invalidateClub(1);
    expect(cache.get(key, 't', 14, 1)).toBeUndefined();
    expect(cache.get(other, 't', 14, 1)).toHaveLength(1);
    // A search that started before the booking committed must not store what it read.
    cache.set(1, before, key, { classes: rows(3), today: 't', windowDays: 14 }, 2);
    expect(cache.get(key, 't', 14, 3)).toBeUndefined();
    cache.set(1, cache.generation(1), key, { classes: rows(3), today: 't', windowDays: 14 }, 2);
    expect(cache.get(key, 't', 14, 3)).toHaveLength(3);
  });

  it('shares one read between concurrent misses, but not across a change to the club', async () => {
    const cache = new SearchCache();
    let reads = 0;
    let release: (rows: GroupClass[]) => void = () => undefined;
    const read = () => {
      reads += 1;
      return new Promise<GroupClass[]>((resolve) => (release = resolve));
    };
    const first = cache.load(1, key, 't', 14, 0, read);
    const second = cache.load(1, key, 't', 14, 0, read);
    expect(reads).toBe(1);
    release(rows(2));
    expect(await first).toHaveLength(2);
    expect(await second).toHaveLength(2);
    expect(cache.get(key, 't', 14, 1)).toHaveLength(2);

    // A booking commits while a read is in flight: later searches do not join that read.
    cache.invalidateClub(1);
    const stale = cache.load(1, key, 't', 14, 0, read);
    const releaseStale = release;
    cache.invalidateClub(1);
    const fresh = cache.load(1, key, 't', 14, 0, read);
    expect(reads).toBe(3);
    release(rows(4));
    releaseStale(rows(3));
    expect(await fresh).toHaveLength(4);
    expect(await stale).toHaveLength(3);
    expect(cache.get(key, 't', 14, 1)).toHaveLength(4);
  });

  it('does not keep a failed read: the next search reads again', async () => {
    const cache = new SearchCache();
    await expect(cache.load(1, key, 't', 14, 0, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.get(key, 't', 14, 1)).toBeUndefined();
    expect(await cache.load(1, key, 't', 14, 0, () => Promise.resolve(rows(1)))).toHaveLength(1);
  });
});
