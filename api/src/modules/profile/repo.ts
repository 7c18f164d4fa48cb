// Profile rows: members, prospects and guardians, always scoped to the session's club.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guardians, type MemberRow, members, prospects, users } from '../../db/schema';
import { findClubPerson } from '../../lib/club-people';
import { linkedRow } from '../../lib/linked-rows';

export type { MemberRow };
export type ProspectRow = typeof prospects.$inferSelect;
export type GuardianRow = typeof guardians.$inferSelect;

export async function findMember(db: Database, clubId: number, memberNumber: string): Promise<MemberRow | undefined> {
  return (await findClubPerson(db, members, clubId, memberNumber))?.person;
}

export async function updateMember(db: Database, id: number, values: Partial<MemberRow>): Promise<void> {
  await db.update(members).set(values).where(eq(members.id, id));
}

/** The prospect behind a user (user type 6). */
export async function findProspectOfUser(db: Database, userId: number): Promise<ProspectRow | undefined> {
  return linkedRow(db, prospects, users, users.prospectId, eq(users.id, userId));
}

export async function updateProspect(db: Database, id: number, values: Partial<ProspectRow>): Promise<void> {
  await db.update(prospects).set(values).where(eq(prospects.id, id));
}

export async function findGuardian(db: Database, clubId: number, memberNumber: string): Promise<GuardianRow | undefined> {
  return (await findClubPerson(db, guardians, clubId, memberNumber))?.person;
}

export async function updateGuardian(db: Database, id: number, values: Partial<GuardianRow>): Promise<void> {
  await db.update(guardians).set(values).where(eq(guardians.id, id));
}
