// Who pays for a member: their household's payer (a member of the same club), else themselves.
// Every charge path for a member asks this one question (the household module's payerFor) to pick
// the stored payment method and the receipt address. It lives here, below every module, because
// the payments module itself asks it (a dependant may not change the payer's card).
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { householdDependants, type MemberRow, members } from '../db/schema';

export interface Payer {
  /** The member whose stored payment method pays (the member themselves when not a dependant). */
  memberId: number;
  name: string;
  /** Where receipts go ('' when the payer has no e-mail). */
  email: string;
  /** The member is paid for by someone else. */
  isDependant: boolean;
}

type Person = Pick<MemberRow, 'id' | 'firstName' | 'lastName'> & { email?: string | null };

const nameOf = (m: Pick<MemberRow, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();

/** The payer of a dependant (their member row), or undefined when the member pays for themselves. */
export async function payerOf(db: Database, memberId: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({ payer: members })
    .from(householdDependants)
    .innerJoin(members, eq(members.id, householdDependants.payerMemberId))
    .where(eq(householdDependants.memberId, memberId))
    .limit(1);
  return row?.payer;
}

/** Who pays for this member: their household's payer, else themselves. */
export async function payerFor(db: Database, member: Person): Promise<Payer> {
  const payer: Person = (await payerOf(db, member.id)) ?? member;
  return { memberId: payer.id, name: nameOf(payer), email: payer.email ?? '', isDependant: payer.id !== member.id };
}

/**
 * Whether a member or a swim guardian pays for anyone (the menu shows Household): a member's
 * dependants, a guardian's students (docs/decisions.md "The swim guardian is a household payer").
 */
export function paysForSomeone(memberId: AnyColumn, guardianId: AnyColumn) {
  return sql<boolean>`(exists (select 1 from household_dependants hd where hd.payer_member_id = ${memberId}) or exists (select 1 from students s where s.guardian_id = ${guardianId}))`;
}
