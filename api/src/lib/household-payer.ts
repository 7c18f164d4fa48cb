// Who pays for a member: their household's payer (a member of the same club), else themselves.
// Every charge path for a member asks this one question (the household module's payerFor) to pick
// the stored payment method and the receipt address. It lives here, below every module, because
// the payments module itself asks it (a dependant may not change the payer's card).
import { type AnyColumn, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { householdDependants, type MemberRow, members } from '../db/schema';
import { linkedRow } from './linked-rows';

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
  return linkedRow(db, members, householdDependants, householdDependants.payerMemberId, eq(householdDependants.memberId, memberId));
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

/** payerFor's answer for a member of a billing run: with the payer's member number and whom they pay for. */
export interface PayerOfMember extends Payer {
  /** The payer's member number (their signed pay-now link). */
  memberNumber: string;
  /** The member paid for, as the payer's statement names them. */
  paidForName: string;
}

const payerMembers = alias(members, 'payer_member');

/** payerFor for many members at once (a billing run's debits), by member id. */
export async function payersFor(db: Database, memberIds: number[]): Promise<Map<number, PayerOfMember>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .select({
      member: { id: members.id, firstName: members.firstName, lastName: members.lastName, email: members.email, memberNumber: members.memberNumber },
      payer: { id: payerMembers.id, firstName: payerMembers.firstName, lastName: payerMembers.lastName, email: payerMembers.email, memberNumber: payerMembers.memberNumber },
    })
    .from(members)
    .leftJoin(householdDependants, eq(householdDependants.memberId, members.id))
    .leftJoin(payerMembers, eq(payerMembers.id, householdDependants.payerMemberId))
    .where(inArray(members.id, memberIds));
  return new Map(
    rows.map(({ member, payer }) => {
      const paying = payer?.id ? payer : member;
      const answer: PayerOfMember = {
        memberId: paying.id,
        name: nameOf(paying),
        email: paying.email ?? '',
        isDependant: paying.id !== member.id,
        memberNumber: paying.memberNumber,
        paidForName: nameOf(member),
      };
      return [member.id, answer];
    }),
  );
}
