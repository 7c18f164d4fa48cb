// GET /membership/:memberNumber — the Your Active Membership page (docs/spec/account-core.md §2, §3).
import type { MembershipInfo } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { cardTypeOfBrand, maskLast4 } from '../payments';
import { memberArrearsCents } from '../../lib/member-arrears';
import { centsToDollars, displayDate, type MemberContext } from '../../lib/member-context';
import * as repo from './repo';

export async function membershipInfo(db: Database, ctx: MemberContext): Promise<MembershipInfo | null> {
  const current = await repo.currentMembership(db, ctx.member.id);
  if (!current) return null;
  const { m, type } = current;
  const pm = await repo.defaultPaymentMethod(db, ctx.member.id);
  const [bsb1, bsb2] = (pm?.bsb ?? '').split('-');
  const paidInFull = m.contractType === 'Paid in Full';
  return {
    membershipId: m.id,
    membershipName: type.description,
    membershipTypeId: type.id,
    contractType: m.contractType,
    status: m.status,
    sessionRemaining: m.sessionsRemaining ?? 0,
    // A member can change a membership they hold outright; the club flag decides the button.
    isShowCurrentMembership: !type.isSessionType,
    overdueCents: await memberArrearsCents(db, ctx.member.id),
    contractTypeDetails: {
      membershipStartDate: displayDate(m.startDate),
      expiryDate: displayDate(m.expiryDate),
      nextPaymentDate: paidInFull ? '' : displayDate(m.nextPaymentDate),
      nextPaymentAmount: paidInFull ? 0 : centsToDollars(m.nextPaymentAmountCents ?? 0),
      nextPaymentAmountCents: paidInFull ? 0 : (m.nextPaymentAmountCents ?? 0),
      paymentType: pm?.kind === 'direct_debit' ? 19 : 17,
      paymentTypeDetails: {
        accountName: pm?.accountName ?? '',
        accountNumber: pm?.accountNumberLast3 ? `******${pm.accountNumberLast3}` : '',
        bsbNumber1: bsb1 ?? '',
        bsbNumber2: bsb2 ?? '',
        nameOnCard: pm?.nameOnCard ?? '',
        creditCardNumber: pm?.cardLast4 ? maskLast4(pm.cardLast4) : '',
        cardType: pm?.cardBrand ? cardTypeOfBrand(pm.cardBrand) : '',
        ccExpiryMonth: pm?.cardExpiryMonth ? String(pm.cardExpiryMonth).padStart(2, '0') : '',
        ccExpiryYear: pm?.cardExpiryYear ? String(pm.cardExpiryYear) : '',
        cvv: '',
      },
    },
  };
}
