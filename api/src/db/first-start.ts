// What the server does to its database before listening: migrate (under the advisory lock on
// PostgreSQL), then, only in demo mode, seed an empty database with the demo clubs.
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { clubs } from './schema';
import { seedDatabase } from './seed';

export interface FirstStart {
  /** The demo data was written now. */
  seeded: boolean;
  /** No club exists: a real deployment still needs `create-club`. */
  empty: boolean;
}

export async function prepareDatabase(handle: DatabaseHandle, opts: { demoMode: boolean }): Promise<FirstStart> {
  await migrateDatabase(handle);
  const [anyClub] = await handle.db.select({ id: clubs.id }).from(clubs).limit(1);
  if (anyClub) return { seeded: false, empty: false };
  if (!opts.demoMode) return { seeded: false, empty: true };
  await seedDatabase(handle);
  return { seeded: true, empty: false };
}
