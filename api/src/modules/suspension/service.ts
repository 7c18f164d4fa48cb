// Self-service suspension (docs/spec/account-core.md §2 Suspend member, §5 suspend form, §8 messages).
// The server enforces the form's rules, marks the membership suspended and moves the next
// payment date (and a paid-in-full expiry) by the suspended days.
import type { Suspension } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { displayDate, type MemberContext } from '../../lib/member-context';
import * as membershipRepo from '../membership';
import { openSuspensions } from './repo';
export { ALREADY_SUSPENDED, FROM_BEFORE_TODAY, NO_ACTIVE_MEMBERSHIP, NOT_SUSPENDED, quoteFreeze, reasons, unsuspend, untilTooLate } from './repo';
export { freezeOwn } from './paid-freeze';
export { createFreezeType, listFreezeTypes, retireFreezeType, updateFreezeType } from './freeze-types';

export async function list(db: Database, ctx: MemberContext): Promise<Suspension[]> {
  const current = await membershipRepo.currentMembership(db, ctx.member.id);
  if (!current) return [];
  return (await openSuspensions(db, current.m.id, ctx.today)).map(({ s, reasonText }) => ({
    id: s.id,
    reasonId: s.reasonId ?? 0,
    reasonText: reasonText ?? '',
    suspendFromDate: displayDate(s.fromDate),
    suspendToDate: displayDate(s.toDate),
    feeCents: s.feeCents,
  }));
}
