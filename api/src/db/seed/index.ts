// Deterministic demo data. Idempotent: if the demo club exists nothing is written, so running
// it twice gives the same data; `reset` wipes every table first and seeds afresh.
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { hashPassword } from '../passwords';
import { clubs } from '../schema';
import { DEMO_PASSWORD } from './demo-logins';
import { seedDemoClub } from './demo-club';
import { seedLiteClub } from './lite-club';
import { seedNewcomer } from './newcomer';
import { seedDemoHousehold } from './demo-household';
import { ClubCalendar } from './calendar';
import { wipeDatabase } from './reset';
import { now as clockNow } from '../../lib/clock';

export { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';
export { NEWCOMER_EMAIL } from './newcomer';
export { wipeDatabase, allTableNames } from './reset';

export interface SeedOptions {
  /** "Now" for relative dates (defaults to the current time); the club's today derives from it. */
  today?: Date;
  /** Wipe every table first. */
  reset?: boolean;
}

export interface SeedResult {
  seeded: boolean;
}

export const SEED_MARKER_ACCOUNT_ID = 'DEMO01';

export async function seedDatabase(handle: DatabaseHandle, opts: SeedOptions = {}): Promise<SeedResult> {
  const { db } = handle;
  if (opts.reset) await wipeDatabase(db);
  const existing = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.accountId, SEED_MARKER_ACCOUNT_ID));
  if (existing.length > 0) return { seeded: false };

  const now = opts.today ?? clockNow();
  // One hash shared by every demo account: same password, and argon2 at full cost is slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // All or nothing: a failed seed leaves no half-built club (and no marker) behind.
  await db.transaction(async (tx) => {
    await seedDemoClub(tx, now, passwordHash);
    await seedLiteClub(tx, now, passwordHash);
    await seedNewcomer(tx);
    await seedDemoHousehold(tx, new ClubCalendar('Australia/Sydney', now), passwordHash);
  });
  return { seeded: true };
}
