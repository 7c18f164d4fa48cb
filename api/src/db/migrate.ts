// Applies the versioned SQL migrations in api/drizzle with the migrator of the handle's driver.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';
import { MIGRATIONS_FOLDER } from '../lib/paths';

export { MIGRATIONS_FOLDER };

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, unknown>>, config);
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Record<string, unknown>>, config);
  }
}
