// Members and guardians are both known by their club and a member number (a guardian's is the
// family id): one lookup for either table, alone or with the club.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type ClubRow, clubs, type guardians, type members } from '../db/schema';

export type ClubPersonTable = typeof members | typeof guardians;
type Db = Pick<Database, 'select'>;

/** The row of `table` with this member number in this club. */
export function isClubPerson(table: ClubPersonTable, clubId: number, memberNumber: string) {
  return and(eq(table.clubId, clubId), eq(table.memberNumber, memberNumber));
}

/** isClubPerson for a prepared statement: run it with `{ clubId, memberNumber }`. */
export function isClubPersonPlaceholder(table: ClubPersonTable) {
  return and(eq(table.clubId, sql.placeholder('clubId')), eq(table.memberNumber, sql.placeholder('memberNumber')));
}

/** The club's member (or guardian) with this member number, and the club. */
export async function findClubPerson<T extends ClubPersonTable>(
  db: Db,
  table: T,
  clubId: number,
  memberNumber: string,
): Promise<{ person: T['$inferSelect']; club: ClubRow } | undefined> {
  const [row] = await db
    .select({ person: table as ClubPersonTable, club: clubs })
    .from(table as ClubPersonTable)
    .innerJoin(clubs, eq(clubs.id, table.clubId))
    .where(isClubPerson(table, clubId, memberNumber))
    .limit(1);
  return row;
}
