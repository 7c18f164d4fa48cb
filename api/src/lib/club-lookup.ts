// A club by id or by account id: asked on every page load (the theme, the club's time zone), so
// named prepared statements built once per database. modules/club re-exports both.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type ClubRow, clubs } from '../db/schema';
import { perDatabase } from './per-database';

const clubLookups = perDatabase((db) => ({
  byId: db.select().from(clubs).where(eq(clubs.id, sql.placeholder('id'))).limit(1).prepare('portal_club_by_id'),
  byAccountId: db.select().from(clubs).where(eq(clubs.accountId, sql.placeholder('accountId'))).limit(1).prepare('portal_club_by_account'),
}));

export async function findClubById(db: Database, id: number): Promise<ClubRow | undefined> {
  const [row] = await clubLookups(db).byId.execute({ id });
  return row;
}

export async function findClubByAccountId(db: Database, accountId: string): Promise<ClubRow | undefined> {
  const [row] = await clubLookups(db).byAccountId.execute({ accountId });
  return row;
}
