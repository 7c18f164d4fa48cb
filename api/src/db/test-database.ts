// Test helper: an isolated, migrated database per call.
// - Without DATABASE_URL: a fresh in-memory PGlite.
// - With DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test): a brand-new PostgreSQL
//   DATABASE named portal_test_<pid>_<random> is created next to it and dropped on close.
//   A whole database (not a schema on search_path) is used because the generated migrations
//   qualify foreign keys with "public", so per-schema isolation would not hold.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

export async function openTestDatabase(opts: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  if (!baseUrl) {
    handle = await openDatabase({});
  } else {
    const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const inner = await openDatabase({ databaseUrl: url.toString(), poolMax: 5 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  if (opts.migrate !== false) await migrateDatabase(handle);
  return handle;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
