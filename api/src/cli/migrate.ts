// `node api/dist/cli/migrate.js`: applies the versioned migrations to the database the environment
// names (DATABASE_URL, else the embedded database under DATA_DIR) and exits. The one-shot `migrate`
// service of docker-compose.yml runs it once before any API instance starts. It needs no secrets.
import path from 'node:path';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { REPO_ROOT } from '../lib/paths';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : process.env.DATA_DIR || path.join(REPO_ROOT, '.data/pglite');
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  console.log(`Migrations applied to ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`}.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
