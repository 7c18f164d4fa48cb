// `pnpm --filter @portal/api seed [-- --reset]`: open the DB from the environment, migrate, seed.
import path from 'node:path';
import { pinClockFromEnv } from '../../lib/clock';
import { REPO_ROOT } from '../../lib/paths';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { DEMO_LOGINS, seedDatabase } from './index';

async function main(): Promise<void> {
  // A production database holds a real club: demo data (and --reset, which wipes every table) only
  // when asked for with DEMO_MODE=1.
  if (process.env.NODE_ENV === 'production' && process.env.DEMO_MODE !== '1') {
    throw new Error('Refusing to seed demo data with NODE_ENV=production; set DEMO_MODE=1 if this database is a demo');
  }
  const reset = process.argv.includes('--reset');
  // PORTAL_NOW (demo mode only): the seed's "today" follows the same pinned clock as the server.
  pinClockFromEnv();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : process.env.DATA_DIR || path.join(REPO_ROOT, '.data/pglite');
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(handle);
    const { seeded } = await seedDatabase(handle, { reset });
    const where = databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`;
    console.log(seeded ? `Seeded demo data into ${where}.` : `Demo data already present in ${where} (use --reset to re-seed).`);
    for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(22)} ${l.password}  ${l.who}`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
