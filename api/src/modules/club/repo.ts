// Club lookups for the theme and company lookup endpoints.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ClubRow, clubs, members, users } from '../../db/schema';
import { perDatabase } from '../../lib/per-database';

export type { ClubRow };

// The theme is asked on every page load (signed in by id, public pages by account id), with the
// signed-in member's avatar: a named prepared statement, built once per database (the club
// itself: lib/club-lookup.ts).
const themeLookups = perDatabase((db) => ({
  avatar: db
    .select({ avatar: members.avatarPng })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('portal_member_avatar'),
}));

export { findClubByAccountId, findClubById } from '../../lib/club-lookup';

export async function findClubByCode(db: Database, code: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.code, code)).limit(1);
  return row;
}

/** The member's own avatar (base64 PNG) when the user is a member with one. */
export async function memberAvatar(db: Database, userId: number): Promise<string | null> {
  const [row] = await themeLookups(db).avatar.execute({ userId });
  return row?.avatar ?? null;
}
