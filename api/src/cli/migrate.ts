// `pnpm --filter @portal/api migrate` / `node api/dist/cli/migrate.js`: applies the pending
// migrations and exits (0 on success). For a one-shot migrate service before the API starts;
// the API migrates at start as well, under the same advisory lock, so running both is safe.
import { migrateDatabase } from '../db/migrate';
import { databaseFromEnv } from './database-from-env';

async function main(): Promise<void> {
  const database = databaseFromEnv();
  const handle = await database.open();
  try {
    await migrateDatabase(handle);
    console.log(`Migrations applied: ${database.where}`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
