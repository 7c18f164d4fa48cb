// Builds the agreement of a membership row (pending or signed) and renders it on demand, so every
// API instance serves the same file without shared storage.
import { and, eq } from 'drizzle-orm';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/formatters';
import type { Database } from '../../db/client';
import { clubs, members, memberships, membershipTypes } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';
import { displayDate } from '../../lib/member-context';
import type { FeeResult } from '../fees';
import { feeRowsOf } from './fee-rows';
import { renderTermsPdf } from './pdf';
import { joinAddress } from '../../lib/address';

export const TERMS_NOT_FOUND = 'Terms and conditions not found.';

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
  // Agreements keep the quote they were signed with (memberships.signup_details.fees).
  const details = (m.signupDetails ?? {}) as { fees?: FeeResult; specialConditions?: string };
  const feeRows: [string, string][] = details.fees?.lines
    ? feeRowsOf(details.fees, type.isDirectDebit ? (type.paymentFrequency ?? '') : null)
    : [['Membership', formatMoney(type.priceCents)]];
  return renderTermsPdf({
    clubName: club.name,
    memberName: `${member.firstName} ${member.lastName}`,
    memberNumber: member.memberNumber,
    dateOfBirth: displayDate(member.dateOfBirth),
    email: member.email ?? '',
    address: joinAddress(member.street, member.suburb, member.state, member.postCode),
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
