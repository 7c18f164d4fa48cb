// Club lookups for the theme and company lookup endpoints.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ClubRow, clubs, members, users } from '../../db/schema';

export type { ClubRow };

export async function findClubById(db: Database, id: number): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id)).limit(1);
  return row;
}

export async function findClubByAccountId(db: Database, accountId: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.accountId, accountId)).limit(1);
  return row;
}

export async function findClubByCode(db: Database, code: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.code, code)).limit(1);
  return row;
}

/** The member's own avatar (base64 PNG) when the user is a member with one. */
export async function memberAvatar(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ avatar: members.avatarPng })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.avatar ?? null;
}
