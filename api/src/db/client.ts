// One drizzle type for both drivers: PGlite (embedded, default) and node-postgres (DATABASE_URL).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import * as schema from './schema';
import { API_ROOT } from '../lib/paths';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction(async (tx) => ...)` callback gets (same query API as Database). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  ping(): Promise<void>;
  /** LISTENs on a channel (NOTIFY, pg_notify) until the answered stop is called. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
}

export interface ChannelListener {
  onNotice(payload: string): void;
  /**
   * True once notices arrive; false when they may have been lost (the connection broke, or the
   * listener stopped), then true again once it listens anew.
   */
  onListening(listening: boolean): void;
}

export interface OpenDatabaseOptions {
  /** postgres://... — when set, a pg Pool is used instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined => in-memory PGlite (tests). */
  dataDir?: string;
  /** node-postgres pool size (ignored for PGlite). */
  poolMax?: number;
  /** In-memory PGlite only: a dumped data directory to start from instead of a fresh initdb (tests). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

/**
 * PGlite's own defaults plus small buffers: its WebAssembly memory only ever grows, and with the
 * stock 128 MB shared_buffers a busy embedded server settled at 460-640 MB. 16 MB holds a demo or
 * small club's hot pages; PostgreSQL (DATABASE_URL) is the answer for anything bigger.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c', 'shared_buffers=16MB',
  '-c', 'work_mem=2MB',
  '-c', 'maintenance_work_mem=16MB',
  '-c', 'temp_buffers=1MB',
];

/**
 * A new data directory is created (initdb) by a short-lived child process: initdb runs a second
 * PGlite with its own WebAssembly instance, and a process that ran it keeps ~500 MB it never gives
 * back. The server then opens the ready directory like on any later start.
 */
function createPgliteDataDir(dataDir: string): void {
  const entry = createRequire(path.join(API_ROOT, 'package.json')).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(entry)});
PGlite.create(${JSON.stringify(dataDir)}).then((db) => db.close()).catch((err) => { console.error(err); process.exit(1); });`;
  execFileSync(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) createPgliteDataDir(dataDir);
  }
  const options = { startParams: PGLITE_START_PARAMS, ...(loadDataDir && !dataDir ? { loadDataDir } : {}) };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  // PGlite is a single connection: concurrent work must go through db.transaction(),
  // which drizzle serialises; never a manual BEGIN held across awaits.
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
    ping: async () => {
      await client.query('select 1');
    },
    // One process, one connection: a notice arrives (as a microtask) while the statement that
    // committed it is still being answered, and none can be lost.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.onNotice(payload));
      listener.onListening(true);
      return async () => {
        listener.onListening(false);
        if (!client.closed) await unlisten();
      };
    },
  };
}

/**
 * A statement sent on a pooled connection whose backend PostgreSQL has just terminated (a restart,
 * `pg_terminate_backend`) fails before it runs: the pool only drops such a client once its error
 * event is processed, so the first statements after a restart can still land on one, and the
 * next attempt on another idle client that is just as dead (the restart drill caught a 500 after a
 * single retry). Such a statement is sent again until it runs, at most once per connection the pool
 * can hold plus one: each failed attempt uses up one dead client, which the pool then drops. Nothing
 * ran (the backend was gone, or its transaction was rolled back by the termination), so a write is
 * not repeated. Statements inside a transaction use a checked-out client, not `pool.query`, and are
 * not retried.
 */
const TERMINATED_BACKEND = new Set(['57P01', '57P02', '57P03']);
const NOT_QUERYABLE = /Client has encountered a connection error and is not queryable/;

function isTerminatedBackend(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return Boolean(e && ((e.code && TERMINATED_BACKEND.has(e.code)) || (e.message && NOT_QUERYABLE.test(e.message))));
}

export function retryOnTerminatedBackend(pool: Pool, maxConnections: number): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
    // Callback form: not used by drizzle; left as it is.
    if (typeof args[args.length - 1] === 'function') return query(...args);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await query(...args);
      } catch (error) {
        if (!isTerminatedBackend(error) || attempt > maxConnections) throw error;
      }
    }
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max });
  // An idle client dying (PostgreSQL restart) emits 'error' on the pool; without a handler
  // Node would crash. The pool discards that client and opens a new one on demand.
  pool.on('error', (err) => {
    console.error('[db] idle PostgreSQL client error (will reconnect on demand):', err.message);
  });
  retryOnTerminatedBackend(pool, max);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, listener) => listenOnPostgres(url, channel, listener),
  };
}

const LISTEN_RETRY_MS = { first: 250, max: 5_000 };

/**
 * A connection of its own (not the pool's: a pooled client goes back to other work) that LISTENs
 * on `channel`. When it breaks (a PostgreSQL restart, a network fault) the listener hears
 * `onListening(false)` at once and the connection is made again, with a growing pause.
 */
async function listenOnPostgres(url: string, channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let current: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = LISTEN_RETRY_MS.first;
  const broken = new WeakSet<Client>();

  const lost = (client: Client) => {
    if (broken.has(client)) return;
    broken.add(client);
    if (current === client) current = undefined;
    listener.onListening(false);
    client.end().catch(() => undefined);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, LISTEN_RETRY_MS.max);
  };

  const connect = async () => {
    // Bounded: the first attempt is awaited at start-up, and a server that does not answer must
    // not hold the API back (it starts uncached, and the next attempt follows the pause).
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (notice) => {
      if (notice.channel === channel) listener.onNotice(notice.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lost(client);
      return;
    }
    if (stopped || broken.has(client)) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    pause = LISTEN_RETRY_MS.first;
    listener.onListening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    listener.onListening(false);
    const client = current;
    current = undefined;
    if (client) {
      broken.add(client);
      await client.end().catch(() => undefined);
    }
  };
}
