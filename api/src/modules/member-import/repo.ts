// Over 300 lines on purpose: every write of an import batch reads together, in one place.
// SQL of member imports: the import rows and the club's remembered mapping, and the batch writes
// (members, their membership and suspension, children, swim families), each found again by the
// old system's id so a second import of a row updates it instead of adding one.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  clubs,
  guardians,
  memberImportKeys,
  memberImportMappings,
  memberImports,
  memberInvites,
  notificationJobs,
  memberKids,
  members,
  memberships,
  membershipTypes,
  outbox,
  passwordResetTokens,
  sessions,
  students,
  suspensions,
  USER_TYPE,
  users,
} from '../../db/schema';
import { now } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';

export type ImportRow = typeof memberImports.$inferSelect;
type MemberValues = Partial<typeof members.$inferInsert>;
type MembershipValues = Omit<typeof memberships.$inferInsert, 'memberId'>;

export async function insertImport(db: Database, values: typeof memberImports.$inferInsert): Promise<ImportRow> {
  return firstRow(await db.insert(memberImports).values(values).returning(), 'inserted member import');
}

/** The club's import; another club's is undefined (404). */
export async function findImport(db: Database, clubId: number, id: number): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(memberImports).where(and(eq(memberImports.id, id), eq(memberImports.clubId, clubId)));
  return row;
}

/** The import, locked until the transaction ends (one batch at a time). */
export async function lockImport(db: Database, id: number): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(memberImports).where(eq(memberImports.id, id)).for('update');
  return row;
}

export async function listImports(db: Database, clubId: number): Promise<ImportRow[]> {
  return db.select().from(memberImports).where(eq(memberImports.clubId, clubId)).orderBy(desc(memberImports.id)).limit(50);
}

export async function updateImport(db: Database, id: number, patch: Partial<typeof memberImports.$inferInsert>): Promise<void> {
  await db.update(memberImports).set(patch).where(eq(memberImports.id, id));
}

/** Moves an 'uploaded' import to 'importing'; false when it had started already. */
export async function startImport(db: Database, clubId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(memberImports)
    .set({ status: 'importing', phase: 1, cursor: 0, cursorOffset: 0, processedRows: 0, importedRows: 0 })
    .where(and(eq(memberImports.id, id), eq(memberImports.clubId, clubId), eq(memberImports.status, 'uploaded')))
    .returning({ id: memberImports.id });
  return rows.length > 0;
}

/** The first rows the import has read of these keys (old ids, e-mails). */
export async function importKeys(db: Database, importId: number, keys: string[]) {
  if (!keys.length) return [];
  return db
    .select({ key: memberImportKeys.key, row: memberImportKeys.row, text: memberImportKeys.text })
    .from(memberImportKeys)
    .where(and(eq(memberImportKeys.importId, importId), inArray(memberImportKeys.key, keys)));
}

export async function insertImportKeys(db: Database, importId: number, keys: Array<{ key: string; row: number; text: string }>): Promise<void> {
  if (!keys.length) return;
  await db
    .insert(memberImportKeys)
    .values(keys.map((k) => ({ importId, ...k })))
    .onConflictDoNothing();
}

export async function dropImportKeys(db: Database, importId: number): Promise<void> {
  await db.delete(memberImportKeys).where(eq(memberImportKeys.importId, importId));
}

export async function rememberedMapping(db: Database, clubId: number): Promise<Record<string, string>> {
  const [row] = await db.select({ mapping: memberImportMappings.mapping }).from(memberImportMappings).where(eq(memberImportMappings.clubId, clubId));
  return row?.mapping ?? {};
}

export async function rememberMapping(db: Database, clubId: number, mapping: Record<string, string>): Promise<void> {
  await db
    .insert(memberImportMappings)
    .values({ clubId, mapping, updatedAt: now() })
    .onConflictDoUpdate({ target: memberImportMappings.clubId, set: { mapping, updatedAt: now() } });
}

/** The club's membership types (any, active or not: an old member may hold a retired one). */
export async function clubTypes(db: Database, clubId: number) {
  return db
    .select({ id: membershipTypes.id, description: membershipTypes.description, isDirectDebit: membershipTypes.isDirectDebit })
    .from(membershipTypes)
    .where(eq(membershipTypes.clubId, clubId))
    .orderBy(asc(membershipTypes.id));
}

export async function clubTimeZone(db: Database, clubId: number): Promise<string> {
  const [row] = await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  return row?.timeZone ?? 'Australia/Sydney';
}

/** Which of these old ids the club's members have already (imported before). */
export async function membersByExternalId(db: Database, clubId: number, externalIds: string[]) {
  if (!externalIds.length) return [];
  return db.select().from(members).where(and(eq(members.clubId, clubId), inArray(members.externalId, externalIds)));
}

/** The first free member number, for a batch numbered from it (as join's: above the highest numeric one). */
export async function nextMemberNumber(db: Database): Promise<number> {
  const [row] = await db
    .select({ max: sql<string | null>`max(${members.memberNumber}::bigint)::text` })
    .from(members)
    .where(sql`${members.memberNumber} ~ '^[0-9]{1,15}$'`);
  return Math.max(Number(row?.max ?? '300000'), 300000) + 1;
}

export async function insertMembers(db: Database, values: (typeof members.$inferInsert)[]) {
  if (!values.length) return [];
  return db.insert(members).values(values).returning({ id: members.id, externalId: members.externalId });
}

export async function updateMember(db: Database, id: number, values: MemberValues): Promise<void> {
  await db.update(members).set(values).where(eq(members.id, id));
}

/** Each member's first membership (the one an import wrote or updates). */
export async function firstMemberships(db: Database, memberIds: number[]) {
  if (!memberIds.length) return [];
  return db
    .selectDistinctOn([memberships.memberId])
    .from(memberships)
    .where(inArray(memberships.memberId, memberIds))
    .orderBy(memberships.memberId, asc(memberships.id));
}

export type NewMembership = typeof memberships.$inferInsert;

/** Each new membership's id by its member's (one new membership a member). */
export async function insertMemberships(db: Database, values: NewMembership[]): Promise<Map<number, number>> {
  if (!values.length) return new Map();
  const rows = await db.insert(memberships).values(values).returning({ id: memberships.id, memberId: memberships.memberId });
  return new Map(rows.map((r) => [r.memberId, r.id]));
}

export async function updateMembership(db: Database, id: number, values: Partial<MembershipValues>): Promise<void> {
  await db.update(memberships).set(values).where(eq(memberships.id, id));
}

/** The membership's suspension still in force (not cancelled), the first one. */
export async function openSuspension(db: Database, membershipId: number) {
  const [row] = await db
    .select()
    .from(suspensions)
    .where(and(eq(suspensions.membershipId, membershipId), isNull(suspensions.cancelledAt)))
    .orderBy(asc(suspensions.id))
    .limit(1);
  return row;
}

export async function insertSuspensions(db: Database, values: Array<{ membershipId: number; fromDate: string; toDate: string }>): Promise<void> {
  if (!values.length) return;
  await db.insert(suspensions).values(values);
}

export async function setSuspension(db: Database, id: number, values: { fromDate?: string; toDate?: string; cancelledAt?: Date }): Promise<void> {
  await db.update(suspensions).set(values).where(eq(suspensions.id, id));
}

export async function guardianByExternalId(db: Database, clubId: number, externalId: string) {
  const [row] = await db.select().from(guardians).where(and(eq(guardians.clubId, clubId), eq(guardians.externalId, externalId)));
  return row;
}

export async function insertGuardian(db: Database, values: typeof guardians.$inferInsert) {
  return firstRow(await db.insert(guardians).values(values).returning(), 'inserted guardian');
}

type ParentTable = PgTable & { id: AnyPgColumn; clubId: AnyPgColumn };

/**
 * The imported rows under a club's person (a member's children, a family's swim students): found
 * again by their old id through the parent that holds the club, inserted, and updated by id.
 */
function linkedRows<T extends typeof memberKids | typeof students>(table: T, parent: ParentTable, parentId: AnyPgColumn) {
  type Row = T['$inferSelect'];
  type Values = T['$inferInsert'];
  // Drizzle's builders cannot infer through a generic table; the rows are the table's own.
  const base = table as PgTable;
  return {
    /** The club's row with this old id (under whichever parent). */
    async byExternalId(db: Database, clubId: number, externalId: string): Promise<Row | undefined> {
      const [row] = await db
        .select({ row: base })
        .from(base)
        .innerJoin(parent, eq(parent.id, parentId))
        .where(and(eq(parent.clubId, clubId), eq(table.externalId, externalId)));
      return row?.row as Row | undefined;
    },
    async insert(db: Database, values: Values): Promise<void> {
      await db.insert(base).values(values);
    },
    async update(db: Database, id: number, values: Partial<Values>): Promise<void> {
      await db.update(base).set(values).where(eq(table.id, id));
    },
  };
}

export const kidRows = linkedRows(memberKids, members, memberKids.memberId);
export const studentRows = linkedRows(students, guardians, students.guardianId);

/**
 * Imported members still to invite, oldest first: an e-mail, no login at the club under that
 * e-mail, no invitation yet. Locked (SKIP LOCKED) so two runs never invite the same member.
 */
export async function membersToInvite(db: Database, clubId: number, limit: number) {
  return db
    .select({ id: members.id, firstName: members.firstName, email: members.email })
    .from(members)
    .where(
      and(
        eq(members.clubId, clubId),
        isNotNull(members.externalId),
        isNotNull(members.email),
        sql`not exists (select 1 from ${memberInvites} i where i.member_id = ${members.id})`,
        sql`not exists (select 1 from ${users} u where u.club_id = ${clubId} and (u.member_id = ${members.id} or lower(u.email) = lower(${members.email})))`,
      ),
    )
    .orderBy(asc(members.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function insertInvitedUser(db: Database, v: { clubId: number; memberId: number; email: string; passwordHash: string }) {
  const [row] = await db
    .insert(users)
    .values({ clubId: v.clubId, email: v.email, userName: v.email, passwordHash: v.passwordHash, userType: USER_TYPE.member, role: 'USER', memberId: v.memberId })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row;
}

export async function insertInviteToken(db: Database, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

export async function insertInvite(db: Database, v: { clubId: number; memberId: number; userId: number; outboxId: number }): Promise<void> {
  await db.insert(memberInvites).values({ ...v, invitedAt: now() });
}

/** The club's imported members with their invitation's state (newest invitations first). */
export async function inviteStates(db: Database, clubId: number, limit: number) {
  return db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      invitedAt: memberInvites.invitedAt,
      signedIn: sql<boolean>`exists (select 1 from ${sessions} s where s.user_id = ${memberInvites.userId})`,
      bounced: sql<boolean>`coalesce(${outbox.status} = 'failed', false)`,
    })
    .from(members)
    .leftJoin(memberInvites, eq(memberInvites.memberId, members.id))
    .leftJoin(outbox, eq(outbox.id, memberInvites.outboxId))
    .where(and(eq(members.clubId, clubId), isNotNull(members.externalId)))
    .orderBy(sql`${memberInvites.invitedAt} desc nulls last`, asc(members.id))
    .limit(limit);
}

/** How many of the club's imported members are in each state. */
export async function inviteCounts(db: Database, clubId: number) {
  const [row] = await db
    .select({
      imported: sql<number>`count(*)::int`,
      invited: sql<number>`count(${memberInvites.id})::int`,
      signedIn: sql<number>`count(*) filter (where exists (select 1 from ${sessions} s where s.user_id = ${memberInvites.userId}))::int`,
      bounced: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
    })
    .from(members)
    .leftJoin(memberInvites, eq(memberInvites.memberId, members.id))
    .leftJoin(outbox, eq(outbox.id, memberInvites.outboxId))
    .where(and(eq(members.clubId, clubId), isNotNull(members.externalId)));
  return row ?? { imported: 0, invited: 0, signedIn: 0, bounced: 0 };
}

export async function clubNameAndCode(db: Database, clubId: number) {
  return firstRow(await db.select({ name: clubs.name, code: clubs.code }).from(clubs).where(eq(clubs.id, clubId)), 'club');
}

/** Invitations still to send in the club's scheduled runs. */
export async function scheduledInvites(db: Database, clubId: number, kind: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum((${notificationJobs.payload}->>'remaining')::int), 0)::int` })
    .from(notificationJobs)
    .where(and(eq(notificationJobs.kind, kind), eq(notificationJobs.status, 'pending'), sql`(${notificationJobs.payload}->>'clubId')::int = ${clubId}`));
  return row?.n ?? 0;
}
