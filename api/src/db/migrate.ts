// Applies the versioned SQL migrations in api/drizzle with the migrator of the handle's driver.
// On PostgreSQL the whole run holds a session advisory lock, so API instances starting together
// (`docker compose up --scale api=3`) or a one-shot migrate service migrate one after another:
// the first applies, the others wait and then find nothing left to do.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { DatabaseHandle } from './client';
import { MIGRATIONS_FOLDER } from '../lib/paths';

export { MIGRATIONS_FOLDER };

/** pg_advisory_lock key of the migration run (any fixed bigint; this one spells "portalmg"). */
export const MIGRATION_LOCK_KEY = 0x706f7274616c6d67n;

// One embedded database belongs to one process: runs on the same database only queue in-process.
const pgliteRuns = new WeakMap<object, Promise<void>>();

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    const db = handle.db as unknown as PgliteDatabase<Record<string, unknown>>;
    const run = (pgliteRuns.get(db) ?? Promise.resolve()).catch(() => undefined).then(() => migratePglite(db, config));
    pgliteRuns.set(db, run);
    await run;
    return;
  }
  // The lock belongs to a session, so lock, migrate and unlock on one dedicated connection.
  const pool = (handle.db as unknown as NodePgDatabase<Record<string, unknown>> & { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
