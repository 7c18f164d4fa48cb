// The debits a member will be charged and has not been yet (/payments' Upcoming debits): their
// own and, for a household's payer, their dependants' (named for whom), since the payer pays them.
import type { UpcomingDebit } from '@portal/shared/contracts';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingDebits, householdDependants, members } from '../../db/schema';

const UPCOMING_LIMIT = 100;

export async function upcomingDebitsFor(db: Database, clubId: number, memberId: number): Promise<UpcomingDebit[]> {
  const rows = await db
    .select({ d: billingDebits, firstName: members.firstName, lastName: members.lastName })
    .from(billingDebits)
    .innerJoin(members, eq(members.id, billingDebits.memberId))
    .leftJoin(householdDependants, eq(householdDependants.memberId, billingDebits.memberId))
    .where(and(eq(billingDebits.clubId, clubId), eq(billingDebits.status, 'pending'), or(eq(billingDebits.memberId, memberId), eq(householdDependants.payerMemberId, memberId))))
    .orderBy(asc(billingDebits.dueDate), asc(billingDebits.id))
    .limit(UPCOMING_LIMIT);
  return rows.map(({ d, firstName, lastName }) => ({
    id: d.id,
    dueDate: d.dueDate,
    description: d.memberId === memberId ? d.description : `${d.description} for ${firstName} ${lastName}`,
    amountCents: d.amountCents,
  }));
}
