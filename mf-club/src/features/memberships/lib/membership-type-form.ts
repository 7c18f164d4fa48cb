import { MEMBERSHIP_TYPE_DEFAULTS, membershipTypeErrors } from '@portal/shared';
import type { ConsoleMembershipType, MembershipTypeInput } from '@portal/shared/contracts';
import { toCents, toDollars } from '../../../common/money';

/** The form's values: the input with its money in dollars as typed. */
export type MembershipTypeValues = Omit<MembershipTypeInput, 'priceCents' | 'joiningFeeCents' | 'accessCardFeeCents' | 'earlyCancelFeeCents'> & {
  earlyCancelFeeCents: number | string;
  priceCents: number | string;
  joiningFeeCents: number | string;
  accessCardFeeCents: number | string;
};

export const NEW_MEMBERSHIP_TYPE: MembershipTypeValues = { ...MEMBERSHIP_TYPE_DEFAULTS, description: '', priceCents: '' };

export function membershipTypeValues(t: ConsoleMembershipType): MembershipTypeValues {
  const { id: _id, active: _active, memberCount: _members, ...input } = t;
  return {
    ...input,
    priceCents: toDollars(t.priceCents),
    joiningFeeCents: toDollars(t.joiningFeeCents),
    accessCardFeeCents: toDollars(t.accessCardFeeCents),
    earlyCancelFeeCents: toDollars(t.earlyCancelFeeCents),
    durationDays: t.durationDays || 365,
  };
}

export function membershipTypeInput(v: MembershipTypeValues): MembershipTypeInput {
  return {
    ...v,
    priceCents: toCents(v.priceCents),
    joiningFeeCents: toCents(v.joiningFeeCents),
    accessCardFeeCents: toCents(v.accessCardFeeCents),
    earlyCancelFeeCents: v.earlyCancelAllowed ? toCents(v.earlyCancelFeeCents) : 0,
    paymentFrequency: v.paymentKind === 'direct-debit' ? v.paymentFrequency : '',
    durationDays: v.paymentKind === 'direct-debit' ? 0 : Number(v.durationDays),
    // A debit membership is never a pack: its visits are not counted.
    sessionCount: v.paymentKind === 'direct-debit' ? 0 : Number(v.sessionCount),
  };
}

/** The shared rules, on the form's fields. */
export const validateMembershipType = (v: MembershipTypeValues) => membershipTypeErrors(membershipTypeInput(v));
