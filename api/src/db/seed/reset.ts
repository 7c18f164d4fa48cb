// Wipes every table of the schema (used by `seed --reset` and tests), keeping the migrations.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import * as schema from '../schema';

export function allTableNames(): string[] {
  const values: unknown[] = Object.values(schema);
  return values
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => getTableName(t))
    .sort();
}

export async function wipeDatabase(db: Database): Promise<void> {
  const list = allTableNames()
    .map((n) => `"${n}"`)
    .join(', ');
  // One statement: CASCADE handles FK order, RESTART IDENTITY makes ids deterministic again.
  await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}
