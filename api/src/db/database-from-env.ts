// The database the command-line tools work on: DATABASE_URL (PostgreSQL) or the embedded PGlite
// under DATA_DIR, the same choice the server makes.
import path from 'node:path';
import { REPO_ROOT } from '../lib/paths';
import { openDatabase, type DatabaseHandle } from './client';

export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): { open(): Promise<DatabaseHandle>; where: string } {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = env.DATA_DIR || path.join(REPO_ROOT, '.data/pglite');
  return {
    where: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`,
    open: () => openDatabase(databaseUrl ? { databaseUrl, poolMax: 2 } : { dataDir }),
  };
}
