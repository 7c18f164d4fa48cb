// Online join (/onlineoffers): the catalogue, the member existence check, the server's quote and
// terms PDF, and complete sign-up, which creates the member, membership, first payment, payment
// method and portal login in one transaction and queues the welcome e-mail. Fees come from the
// fees module (quote), promo codes from promo, the PDF from terms, card charges from payments.
import type {
    JoinComplete,
    JoinCompleteBody,
    JoinOptions,
    JoinQuoteBody,
    JoinTermsBody,
    MemberExistence,
    MemberExistenceBody
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { displayDate } from '../../lib/member-context';
import { requireClub, toPublicClub, type ClubRow } from '../../lib/public-club';
import { hitRateLimit } from '../../lib/rate-limit';
import { signLink } from '../../lib/signed-links';
import { type Quote } from '../fees';
import * as types from '../membership-types';
import { enqueueEmail } from '../outbox';
import { feeRowsOf, renderTermsPdf } from '../terms';
import * as repo from './repo';
import { findExisting, QUESTIONNAIRE, quoteFor, type ExistingMember } from './repo';
export { ADD_ON_NOT_AVAILABLE, CARD_REQUIRED, DUPLICATE_MEMBER, GUARANTOR_REQUIRED, PROSPECT_SIGN_IN_TO_JOIN, QUESTIONNAIRE, QUESTIONNAIRE_REQUIRED } from './repo';
// The fees module quotes for a member context; online join has no member yet, and quote() reads
// only the club and today from it.

export async function joinOptions(db: Database, accountId: string): Promise<JoinOptions> {
  const club = await requireClub(db, accountId);
  const all = await types.listTypes(db, club.id);
  const web = (await types.listWebSubscriptions(db, club.id)).map(types.toSubscription);
  return {
    club: toPublicClub(club),
    today: clubToday(clockNow(), club.timeZone),
    membershipTypes: all.map((t) => ({
      id: t.id,
      description: t.description,
      shortDescription: t.shortDescription,
      fullDescription: t.fullDescription,
      minimumPeriodLabel: t.minimumPeriodLabel,
      onlineSignupTag: t.onlineSignupTag,
      photo: t.photo,
      isDirectDebit: t.isDirectDebit,
      paymentFrequency: t.paymentFrequency,
      priceCents: t.priceCents,
      joiningFeeCents: t.joiningFeeCents,
      accessCardFeeCents: t.accessCardFeeCents,
      noOfDaysAllowMembershipStartDate: t.noOfDaysAllowMembershipStartDate,
      noOfDaysAllowPaymentStartDate: t.noOfDaysAllowPaymentStartDate,
      addOns: t.addons,
    })),
    subscriptions: web.map((s) => ({
      subscriptionId: s.subscriptionId,
      subscriptionName: s.subscriptionName,
      subscriptionTypeName: s.subscriptionTypeName,
      subscriptionType: s.subscriptionType,
      totalCostCents: s.totalCostCents,
      onlineBodyDescription: s.onlineBodyDescription,
      onlineFooterDescription: s.onlineFooterDescription,
    })),
    questionnaire: club.flags.preActivityQuestionnaire ? QUESTIONNAIRE : [],
  };
}

/** What the existence check answers everyone: a member and a stranger alike (docs/security.md, "Enumeration"). */
export const EXISTENCE_ANSWER: MemberExistence = { exists: false, message: '' };
/** A member is told by e-mail at most once a day, however often someone types their details. */
const MEMBER_NOTICE_RULE = { name: 'join-member-notice', limit: 1, windowMs: 86_400_000 };

/** A member whose details were typed into the join, told at the address on file (never the typed one), at most once a day. */
async function tellExistingMember(db: Database, club: ClubRow, existing: ExistingMember, portalOrigin: string): Promise<void> {
  if (!existing.email || (await hitRateLimit(db, MEMBER_NOTICE_RULE, String(existing.id))) !== 1) return;
  const link = `${portalOrigin}/membership?accountId=${encodeURIComponent(club.accountId)}&renew=${encodeURIComponent(signLink('renew', existing.memberNumber))}`;
  await enqueueEmail(db, {
    clubId: club.id,
    to: existing.email,
    subject: `${club.name}: renew your membership`,
    text: `Hi ${existing.firstName},\n\nSomeone (hopefully you) tried to join ${club.name} online with your details. You are already a member, so nothing was charged: sign in to the portal, or renew here:\n${link}\n\n${club.name}`,
  });
}

/**
 * The spec's member existence check, made to say nothing: it answers every caller the same, and a
 * member whose details were typed learns it by e-mail. The end of the join answers alike too.
 */
export async function memberExists(db: Database, body: MemberExistenceBody, portalOrigin: string): Promise<MemberExistence> {
  const club = await requireClub(db, body.accountId);
  const existing = await findExisting(db, club.id, body);
  if (existing) await tellExistingMember(db, club, existing, portalOrigin);
  return EXISTENCE_ANSWER;
}

/** Joins online; a member already on the books gets a new member's answer and an e-mail (docs/security.md, "Enumeration"). */
export function completeJoin(
  db: Database,
  body: JoinCompleteBody,
  idempotencyKey: string,
  signedInUserId: number | null | undefined,
  portalOrigin: string,
): Promise<JoinComplete> {
  return repo.completeJoin(db, body, idempotencyKey, signedInUserId, (club, existing) => tellExistingMember(db, club, existing, portalOrigin));
}

export async function joinQuote(db: Database, body: JoinQuoteBody) {
  const club = await requireClub(db, body.accountId);
  return (await quoteFor(db, club, body)).breakdown;
}

function feeRows(q: Quote): [string, string][] {
  return feeRowsOf(q.fees, q.type.isDirectDebit ? (q.type.paymentFrequency ?? '') : null);
}

/** The agreement to read before signing, generated from the server's own quote. */
export async function joinTerms(db: Database, body: JoinTermsBody): Promise<Uint8Array> {
  const club = await requireClub(db, body.accountId);
  const q = await quoteFor(db, club, body);
  return renderTermsPdf({
    clubName: club.name,
    memberName: `${body.firstName.trim()} ${body.lastName.trim()}`,
    memberNumber: '(new member)',
    dateOfBirth: displayDate(body.dateOfBirth),
    email: body.email.trim(),
    address: '',
    membershipName: q.type.description,
    contractType: q.type.isDirectDebit ? 'Direct Debit' : 'Paid in Full',
    membershipStartDate: displayDate(q.breakdown.membershipStartDate),
    paymentStartDate: displayDate(q.breakdown.paymentStartDate),
    minimumPeriod: q.type.minimumPeriodLabel ?? '',
    feeRows: feeRows(q),
    specialConditions: q.breakdown.specialConditions,
  });
}
