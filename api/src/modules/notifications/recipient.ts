// Who a notification is for: a member, or a sign-in user with no member record (a swim-school
// guardian, told about make-up credits and balances). A session has exactly one recipient, so the
// bell, the list, mark-as-read and the preferences of one person never split over two keys.
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guardians, members, users } from '../../db/schema';
import { studentHousehold } from '../../lib/household-students';
import { isClubPersonPlaceholder } from '../../lib/club-people';
import { perDatabase } from '../../lib/per-database';
import type { notificationPreferences, notifications } from '../../db/schema';
import type { SessionUser } from '../../plugins/session-user';

export type Recipient = { memberId: number; userId?: undefined } | { userId: number; memberId?: undefined };

type RecipientTable = typeof notifications | typeof notificationPreferences;

/** The row filter of one recipient. */
export function ofRecipient(table: RecipientTable, r: Recipient): SQL {
  return r.memberId !== undefined ? eq(table.memberId, r.memberId) : eq(table.userId, r.userId);
}

/** The column values naming the recipient (exactly one set, as the table's check demands). */
export function recipientColumns(r: Recipient): { memberId: number | null; userId: number | null } {
  return r.memberId !== undefined ? { memberId: r.memberId, userId: null } : { memberId: null, userId: r.userId };
}

/** Just the recipient of a larger object (a notify input). */
export const recipientOf = (x: Recipient): Recipient => (x.memberId !== undefined ? { memberId: x.memberId } : { userId: x.userId });

/** A notification row's recipient (the table's check keeps exactly one of the two set). */
export const rowRecipient = (n: { memberId: number | null; userId: number | null }): Recipient =>
  n.memberId !== null ? { memberId: n.memberId } : { userId: n.userId! };

/** A stable text form for dedupe keys and signed links ('m12', 'u34'). */
export const recipientKey = (r: Recipient) => (r.memberId !== undefined ? `m${r.memberId}` : `u${r.userId}`);

/**
 * The member id of a member number in a club, as a prepared statement: the bell asks for the
 * signed-in user's recipient on every page.
 */
const memberIds = perDatabase((db) =>
  db.select({ id: members.id }).from(members).where(isClubPersonPlaceholder(members)).limit(1).prepare('portal_recipient_member'),
);

/** The signed-in user's recipient: their member record in this club, else the user themself. */
export async function sessionRecipient(db: Database, user: SessionUser): Promise<Recipient> {
  const [member] = await memberIds(db).execute({ clubId: user.clubId, memberNumber: user.memberNumber });
  return member ? { memberId: member.id } : { userId: user.userId };
}

/**
 * The recipient for a guardian's family: the guardian's login (its member record when the
 * guardian is also a member, so the session finds the same key). A guardian with no login yet
 * has nowhere to read a bell: null.
 */
export async function guardianRecipient(db: Database, guardianId: number): Promise<Recipient | null> {
  const [user] = await db.select({ id: users.id, memberId: users.memberId }).from(users).where(eq(users.guardianId, guardianId)).orderBy(users.id).limit(1);
  if (!user) return null;
  return user.memberId !== null ? { memberId: user.memberId } : { userId: user.id };
}

/** The guardian recipient of a student. */
export async function studentRecipient(db: Database, studentId: number): Promise<Recipient | null> {
  const household = await studentHousehold(db, studentId);
  return household ? guardianRecipient(db, household.guardianId) : null;
}

export interface Contact {
  firstName: string;
  email: string | null;
  mobile: string | null;
}

/** Where a recipient's e-mail and SMS go: the member record, else the guardian's, else the login's. */
export async function contactOf(db: Database, r: Recipient): Promise<Contact | null> {
  if (r.memberId !== undefined) {
    const [member] = await db.select().from(members).where(eq(members.id, r.memberId));
    if (!member) return null;
    const email = member.email ?? (await db.select({ email: users.email }).from(users).where(eq(users.memberId, member.id)).limit(1))[0]?.email ?? null;
    return { firstName: member.firstName, email, mobile: member.mobile };
  }
  const [row] = await db
    .select({ user: users, guardian: guardians })
    .from(users)
    .leftJoin(guardians, eq(guardians.id, users.guardianId))
    .where(eq(users.id, r.userId));
  if (!row) return null;
  const g = row.guardian;
  return {
    firstName: g?.personName.split(' ')[0] || row.user.userName,
    email: g?.email ?? row.user.email,
    mobile: g?.personContactNumber ?? null,
  };
}
