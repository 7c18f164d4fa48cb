// Builds the agreement of a membership row (pending or signed) and renders it on demand, so every
// API instance serves the same file without shared storage.
import { and, eq } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/formatters';
import type { Database } from '../../db/client';
import { clubs, members, memberships, membershipTypes } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';
import { displayDate } from '../membership/member-context';
import { renderTermsPdf } from './pdf';

export const TERMS_NOT_FOUND = 'Terms and conditions not found.';

/** Fee snapshot kept in memberships.signup_details.fees (cents). */
interface FeeSnapshot {
  regularPayment: number;
  joiningFee: number;
  accessCardFee: number;
  prorata: number;
  subscriptionAmount: number;
  membershipDiscount: number;
  joiningFeeDiscount: number;
  accessCardFeeDiscount: number;
  cardTransactionFee: number;
  firstPaymentTotal: number;
  totalGst: number;
  membershipFee: number;
}

export async function termsPdfForMembership(db: Database, membershipId: number): Promise<Uint8Array> {
  const [row] = await db
    .select({ m: memberships, member: members, type: membershipTypes, club: clubs })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .innerJoin(clubs, eq(clubs.id, members.clubId))
    .where(eq(memberships.id, membershipId));
  if (!row) throw new HttpError(404, TERMS_NOT_FOUND);
  const { m, member, type, club } = row;
  const details = (m.signupDetails ?? {}) as { fees?: FeeSnapshot; specialConditions?: string };
  const f = details.fees;
  const feeRows: [string, string][] = f
    ? [
        ['Membership', formatMoney(f.membershipFee)],
        ['Joining Fee', formatMoney(f.joiningFee)],
        ['Access Card Fee', formatMoney(f.accessCardFee)],
        ['Extras', formatMoney(f.subscriptionAmount)],
        ['Discounts', formatMoney(f.membershipDiscount + f.joiningFeeDiscount + f.accessCardFeeDiscount)],
        ['Card surcharge', formatMoney(f.cardTransactionFee)],
        ['First payment total (inc. GST)', formatMoney(f.firstPaymentTotal)],
        ['GST included', formatMoney(f.totalGst)],
        ...(type.isDirectDebit ? ([['Regular payment', `${formatMoney(f.regularPayment)} ${type.paymentFrequency ?? ''}`]] as [string, string][]) : []),
      ]
    : [['Membership', formatMoney(type.priceCents)]];
  return renderTermsPdf({
    clubName: club.name,
    memberName: `${member.firstName} ${member.lastName}`,
    memberNumber: member.memberNumber,
    dateOfBirth: displayDate(member.dateOfBirth),
    email: member.email ?? '',
    address: [member.street, member.suburb, member.state, member.postCode].filter(Boolean).join(', '),
    membershipName: type.description,
    contractType: m.contractType,
    membershipStartDate: displayDate(m.startDate),
    paymentStartDate: displayDate(m.paymentStartDate),
    minimumPeriod: type.minimumPeriodLabel ?? '',
    feeRows,
    specialConditions: details.specialConditions ?? '',
    signature: m.signaturePng,
    guarantorSignature: m.guarantorSignaturePng,
    signedAt: m.signedAt ? m.signedAt.toISOString() : null,
  });
}

/** The PDF named by filename, only for its owner (403 otherwise, 404 unknown). */
export async function downloadTerms(db: Database, user: SessionUser, filename: string): Promise<Uint8Array> {
  const [row] = await db
    .select({ id: memberships.id, memberNumber: members.memberNumber, clubId: members.clubId })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .where(and(eq(memberships.pdfFileName, filename)));
  if (!row) throw new HttpError(404, TERMS_NOT_FOUND);
  if (row.memberNumber !== user.memberNumber || row.clubId !== user.clubId) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return termsPdfForMembership(db, row.id);
}
