// One drizzle type for both drivers: PGlite (embedded, default) and node-postgres (DATABASE_URL).
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  ping(): Promise<void>;
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

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite(loadDataDir ? { loadDataDir } : undefined);
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
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max });
  // An idle client dying (PostgreSQL restart) emits 'error' on the pool; without a handler
  // Node would crash. The pool discards that client and opens a new one on demand.
  pool.on('error', (err) => {
    console.error('[db] idle PostgreSQL client error (will reconnect on demand):', err.message);
  });
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
  };
}
