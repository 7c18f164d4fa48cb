// join: every query of the module.
import type {
    JoinComplete,
    JoinCompleteBody,
    JoinQuoteBody
} from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/formatters';
import { EMAIL, WELCOME_TO_GYM } from '@portal/shared/messages';
import { EMAIL_PATTERN } from '@portal/shared/validators';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import { memberAddons, members, memberships, memberSubscriptions, USER_TYPE, users, waivers } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { clubToday } from '../../lib/club-calendar';
import { firstRow } from '../../lib/first-row';
import { HttpError } from '../../lib/http-error';
import type { MemberContext } from '../../lib/member-context';
import { addDays, ageOn, displayDate } from '../../lib/member-context';
import { requireClub, type ClubRow } from '../../lib/public-club';
import { forgetCachedSessions } from '../../lib/sessions.cached';
import { quote, type Quote } from '../fees';
import * as types from '../membership-types';
import { enqueueEmail } from '../outbox';
import { payer, payOnce, resolveCardToken, saveCardAsPaymentMethod, saveDirectDebit, storedPayment } from '../payments';
import { signaturePng } from '../visits';
import { assertVerified, MOBILE_INVALID, normaliseMobile } from './mobile-code';
import { insertNewMember } from './new-member';

export const QUESTIONNAIRE = [
  'Has your doctor ever said that you have a heart condition?',
  'Do you feel pain in your chest when you do physical activity?',
  'Do you lose your balance because of dizziness or ever lose consciousness?',
  'Do you have a bone or joint problem that could be made worse by exercise?',
  'Are you pregnant or have you given birth in the last 12 months?',
];

export const DUPLICATE_MEMBER = 'You are already a member of this club. Please sign in to renew or change your membership.';

export const GUARANTOR_REQUIRED = 'A parent or guardian must sign as guarantor for a member under 18.';

export const QUESTIONNAIRE_REQUIRED = 'Please answer every question of the pre-activity questionnaire.';

export const CARD_REQUIRED = 'Please enter your card details.';

// The fees module quotes for a member context; online join has no member yet, and quote() reads
// only the club and today from it.
const joinContext = (club: ClubRow): MemberContext => ({ club, today: clubToday(clockNow(), club.timeZone), member: undefined as never });

export async function findExisting(db: Database, clubId: number, p: { firstName: string; lastName: string; dateOfBirth: string; email: string }) {
  const [byPerson] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.clubId, clubId),
        sql`lower(${members.firstName}) = ${p.firstName.trim().toLowerCase()}`,
        sql`lower(${members.lastName}) = ${p.lastName.trim().toLowerCase()}`,
        eq(members.dateOfBirth, p.dateOfBirth),
      ),
    )
    .limit(1);
  if (byPerson) return byPerson;
  const email = p.email.trim().toLowerCase();
  const [byEmail] = await db.select().from(members).where(and(eq(members.clubId, clubId), sql`lower(${members.email}) = ${email}`)).limit(1);
  return byEmail;
}

export const ADD_ON_NOT_AVAILABLE = 'That add-on is not available with this membership.';

type Addon = NonNullable<ReturnType<Awaited<ReturnType<typeof types.addonsByType>>['get']>>[number];

/** The quote of a join, intro add-ons included, and the add-ons it priced. */
export async function quoteFor(db: Database, club: ClubRow, body: JoinQuoteBody): Promise<Quote & { addons: Addon[] }> {
  const ids = [...new Set(body.addOnIds ?? [])];
  const offered = ids.length ? ((await types.addonsByType(db, [body.membershipTypeId])).get(body.membershipTypeId) ?? []) : [];
  const addons = ids.map((id) => offered.find((a) => a.id === id));
  if (addons.some((a) => !a)) throw new HttpError(400, ADD_ON_NOT_AVAILABLE);
  const chosen = addons as Addon[];
  const q = await quote(db, joinContext(club), {
    membershipTypeId: body.membershipTypeId,
    paymentType: body.paymentType,
    cardType: body.cardType ?? null,
    membershipStartDate: body.membershipStartDate,
    paymentStartDate: body.paymentStartDate,
    promoCode: body.promoCode ?? null,
    subscriptionIds: body.subscriptionIds ?? [],
    addOnCents: chosen.reduce((sum, a) => sum + a.totalCostCents, 0),
  });
  return { ...q, addons: chosen };
}

/** A prospect's login found by a join that is not signed in as that prospect. */
export const PROSPECT_SIGN_IN_TO_JOIN = 'You already have a login with this e-mail. Please sign in, then join online.';

/**
 * Joins online. `signedInUserId` is the session's user, if any: a prospect (user type 6) who has a
 * login joins with it (signed in as that prospect), so the login becomes the new member's.
 */
export type ExistingMember = NonNullable<Awaited<ReturnType<typeof findExisting>>>;

/** What a join answers once it is through: the same for a new member and for a member already on the books. */
export const joinReceived = (firstPaymentCents: number): JoinComplete => ({ message: WELCOME_TO_GYM, firstPaymentCents });

export async function completeJoin(
  db: Database,
  body: JoinCompleteBody,
  idempotencyKey: string,
  signedInUserId: number | null | undefined,
  tellExistingMember: (club: ClubRow, existing: ExistingMember) => Promise<void>,
): Promise<JoinComplete> {
  const club = await requireClub(db, body.accountId);
  const today = clubToday(clockNow(), club.timeZone);
  const email = body.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, EMAIL);
  // The joiner is who the form says: the key is theirs, for this exact form. A replay answers
  // before the duplicate-member check, which the first join itself would now trip.
  const purchase = { clubId: club.id, payer: payer.email(email), key: idempotencyKey, route: 'POST /public/join/complete', body };
  const stored = await storedPayment<JoinComplete>(db, purchase);
  if (stored) return stored;
  const mobile = normaliseMobile(body.mobileNumber);
  if (!mobile) throw new HttpError(400, MOBILE_INVALID);
  await assertVerified(db, body.mobileReference, body.mobileToken, mobile, email);

  const existing = await findExisting(db, club.id, body);
  const [login] = await db
    .select({ id: users.id, userType: users.userType, memberId: users.memberId })
    .from(users)
    .where(and(eq(users.clubId, club.id), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  const prospectLogin = login && login.userType === USER_TYPE.prospect && login.memberId === null ? login : null;
  // A member (or another login) already holds these details: the form is checked and quoted as
  // for anyone, nothing is stored or charged, and the answer is a new member's, so the end of the
  // join tells nobody who is a member; the member learns it by e-mail at the address on file.
  const alreadyOnTheBooks = Boolean(existing) || Boolean(login && !prospectLogin);
  // Only the prospect themself, signed in, turns their login into a member's: anyone else who
  // types their e-mail must not take it over.
  if (!alreadyOnTheBooks && prospectLogin && prospectLogin.id !== signedInUserId) throw new HttpError(409, PROSPECT_SIGN_IN_TO_JOIN);

  if (ageOn(body.dateOfBirth, today) < 18 && (!body.guarantorName?.trim() || !body.signatureParentGuarantor)) {
    throw new HttpError(400, GUARANTOR_REQUIRED);
  }
  const questions = club.flags.preActivityQuestionnaire ? QUESTIONNAIRE : [];
  if (questions.some((q) => typeof body.questionnaire?.[q] !== 'boolean')) throw new HttpError(400, QUESTIONNAIRE_REQUIRED);
  // Checked and re-encoded before anything is stored: the terms PDF embeds them on every download.
  const signature = await signaturePng(body.signature);
  const guarantorSignature = body.signatureParentGuarantor?.trim() ? await signaturePng(body.signatureParentGuarantor) : null;

  const q = await quoteFor(db, club, body);
  const { type, addons } = q;
  const firstPaymentCents = q.fees.firstPaymentTotal;
  // A card pays the first payment; a direct-debit member pays it from the account on the payment start date.
  // A card token already saved for someone pays only for them: the person these details name (a
  // repeated join's own card passes and, as the join is a duplicate, charges nothing).
  const cardOwner = existing?.id ?? login?.memberId ?? null;
  const card = body.paymentType === 17 ? await resolveCardToken(db, { clubId: club.id, memberId: cardOwner }, { token: body.token, tokenReference: body.tokenReference }) : null;
  if (body.paymentType === 17 && !card) throw new HttpError(400, CARD_REQUIRED);
  const passwordHash = await hashPassword(body.password);
  if (alreadyOnTheBooks) {
    if (existing) await tellExistingMember(club, existing);
    return joinReceived(firstPaymentCents);
  }
  const now = clockNow();

  const { response } = await payOnce(db, purchase, async (tx, pay) => {
    // Checked again under the key: a concurrent join of the same person with another key.
    if (await findExisting(tx as unknown as Database, club.id, body)) throw new HttpError(409, DUPLICATE_MEMBER);
    const member = await insertNewMember(tx as unknown as Database, {
      clubId: club.id,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      dateOfBirth: body.dateOfBirth,
      gender: body.gender,
      email,
      mobile,
      street: body.street?.trim() || null,
      suburb: body.suburb?.trim() || null,
      state: body.state?.trim() || null,
      postCode: body.postCode?.trim() || null,
      status: 'active',
    });
    const msd = q.breakdown.membershipStartDate;
    const psd = q.breakdown.paymentStartDate;
    const membership = firstRow(await tx
      .insert(memberships)
      .values({
        memberId: member.id,
        membershipTypeId: type.id,
        contractType: type.isDirectDebit ? 'Direct Debit' : 'Paid in Full',
        status: 'active',
        startDate: msd,
        paymentStartDate: psd,
        expiryDate: type.isDirectDebit ? null : addDays(msd, type.durationDays ?? 365),
        nextPaymentDate: type.isDirectDebit ? psd : null,
        nextPaymentAmountCents: type.isDirectDebit ? q.fees.regularPayment : null,
        sessionsRemaining: type.isSessionType ? type.sessionCount : null,
        promoCodeId: q.promo?.id ?? null,
        signaturePng: signature,
        guarantorSignaturePng: guarantorSignature,
        signedAt: now,
        signupDetails: {
          source: 'online-join',
          specialConditions: q.breakdown.specialConditions,
          fees: q.fees,
        },
      })
      .returning(), 'inserted membership');
    const pdfFileName = `membership-${membership.id}.pdf`;
    await tx.update(memberships).set({ pdfFileName }).where(eq(memberships.id, membership.id));
    for (const s of q.subscriptions) {
      await tx.insert(memberSubscriptions).values({
        memberId: member.id,
        subscriptionId: s.id,
        remaining: s.isUnlimited ? null : s.numberOfSession ?? 0,
        expiresAt: s.validDays ? new Date(now.getTime() + s.validDays * 86_400_000) : null,
      });
    }
    for (const a of addons) {
      await tx.insert(memberAddons).values({
        memberId: member.id,
        addonId: a.id,
        remainingVisit: a.visits,
        expiryDate: a.validDays ? addDays(today, a.validDays) : null,
      });
    }
    if (questions.length || body.signatureParentGuarantor) {
      await tx.insert(waivers).values({
        clubId: club.id,
        memberId: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        email,
        dateOfBirth: body.dateOfBirth,
        answers: body.questionnaire ?? {},
        signaturePng: signature,
        guarantorName: body.guarantorName?.trim() || null,
        guarantorSignaturePng: guarantorSignature,
      });
    }
    if (card) await saveCardAsPaymentMethod(tx, { memberId: member.id }, card);
    else await saveDirectDebit(tx, { memberId: member.id }, body);
    if (prospectLogin) {
      // The prospect keeps their login (and its password); from now on it is a member's.
      const moved = await tx
        .update(users)
        .set({ userType: USER_TYPE.member, memberId: member.id })
        .where(and(eq(users.id, prospectLogin.id), eq(users.userType, USER_TYPE.prospect), isNull(users.memberId)))
        .returning({ id: users.id });
      if (moved.length === 0) throw new HttpError(409, DUPLICATE_MEMBER);
    } else {
      await tx.insert(users).values({ clubId: club.id, email, userName: email, passwordHash, userType: USER_TYPE.member, role: 'USER', memberId: member.id });
    }
    if (card && firstPaymentCents > 0) {
      const charge = await pay({ amountCents: firstPaymentCents, purpose: 'membership-signup', memberId: member.id, token: card.token });
      // Declined: nothing of the sign-up is kept, the visitor can try another card.
      if (charge.status !== 'approved') throw new HttpError(402, charge.message);
    }
    // Queued with the join itself: a replay (same key, same form) sends nothing again.
    await enqueueEmail(tx as unknown as Database, {
      clubId: club.id,
      to: email,
      subject: `Welcome to ${club.name}`,
      text: [
        `Hi ${member.firstName},`,
        '',
        `Welcome to ${club.name}! Your member number is ${member.memberNumber}.`,
        `Membership: ${type.description}, starting ${displayDate(q.breakdown.membershipStartDate)}.`,
        `First payment: ${formatMoney(firstPaymentCents)}.`,
        '',
        `Sign in to the member portal with ${email} and the password you chose. Your signed agreement (${pdfFileName}) is under Your Active Membership.`,
        '',
        club.name,
      ].join('\n'),
    });
    return joinReceived(firstPaymentCents);
  });
  // A prospect's login became a member's: their session carries the new kind from the next request.
  forgetCachedSessions(db);
  return response;
}
