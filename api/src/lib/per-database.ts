// One object per database handle (prepared statements, request batches, caches), made on first
// use. A WeakMap holds them, so a closed database (a test app's) takes its objects with it, and
// two databases with the same club ids never share a cache.
import type { Database } from '../db/client';

export interface PerDatabase<T> {
  /** The database's object, made now if it has none yet. */
  (db: Database): T;
  /** The database's object if one was made, without making it. */
  existing(db: Database): T | undefined;
}

export function perDatabase<T>(create: (db: Database) => T): PerDatabase<T> {
  const made = new WeakMap<Database, T>();
  const get = (db: Database): T => {
    let value = made.get(db);
    if (value === undefined) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
  return Object.assign(get, { existing: (db: Database) => made.get(db) });
}

/**
 * A per-database cache of values by key, each kept `ttlMs` after it was loaded; past `maxKeys`
 * keys it starts over. A load that throws caches nothing.
 */
export function ttlCache<K, V>(ttlMs: number, maxKeys = Number.POSITIVE_INFINITY) {
  const caches = perDatabase(() => new Map<K, { value: V; expiresAt: number }>());
  return async (db: Database, key: K, load: () => Promise<V>, now: number): Promise<V> => {
    const cache = caches(db);
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await load();
    if (cache.size >= maxKeys) cache.clear();
    cache.set(key, { value, expiresAt: now + ttlMs });
    return value;
  };
}
