// Club lookups for the theme and company lookup endpoints.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ClubRow, clubs, members, users } from '../../db/schema';
import { perDatabase } from '../../lib/per-database';

export type { ClubRow };

// The theme is asked on every page load (signed in by id, public pages by account id), with the
// signed-in member's avatar: named prepared statements, built once per database.
const themeLookups = perDatabase((db) => ({
  byId: db.select().from(clubs).where(eq(clubs.id, sql.placeholder('id'))).limit(1).prepare('portal_club_by_id'),
  byAccountId: db.select().from(clubs).where(eq(clubs.accountId, sql.placeholder('accountId'))).limit(1).prepare('portal_club_by_account'),
  avatar: db
    .select({ avatar: members.avatarPng })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('portal_member_avatar'),
}));

export async function findClubById(db: Database, id: number): Promise<ClubRow | undefined> {
  const [row] = await themeLookups(db).byId.execute({ id });
  return row;
}

export async function findClubByAccountId(db: Database, accountId: string): Promise<ClubRow | undefined> {
  const [row] = await themeLookups(db).byAccountId.execute({ accountId });
  return row;
}

export async function findClubByCode(db: Database, code: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.code, code)).limit(1);
  return row;
}

/** The member's own avatar (base64 PNG) when the user is a member with one. */
export async function memberAvatar(db: Database, userId: number): Promise<string | null> {
  const [row] = await themeLookups(db).avatar.execute({ userId });
  return row?.avatar ?? null;
}
