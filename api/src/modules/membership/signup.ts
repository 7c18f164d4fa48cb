// Change / renew membership: renew-contract validates and quotes (nothing charged, a 'pending'
// membership row holds what was validated), complete-signup charges once, signs and activates.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CompleteSignupPayload, CompleteSignupRequest, RenewContractPayload, RenewContractRequest } from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/formatters';
import { LETTERS_AND_SPACES, PAYER_CARD_LOCKED, payerHasNoCard, payerPaysMessage, SIGNATURE_HEADING, WELCOME_TO_GYM } from '@portal/shared/messages';
import { joinBsb, validateAccountNumber, validateDebitRule, LETTERS_AND_SPACES_PATTERN } from '@portal/shared/validators';
import type { Database } from '../../db/client';
import { memberSubscriptions, members, memberships } from '../../db/schema';
import { FieldError, HttpError } from '../../lib/http-error';
import { type Payer, payerFor, payerHasBankAccount } from '../household';
import { requireBsb } from '../bsb';
import type { FeeResult } from '../fees';
import * as fees from '../fees';
import { enqueueEmail } from '../outbox';
import { cardTypeOfBrand, gatewayForClub, payer, payOnce, resolveCardToken, type ResolvedCard, SAVED_CARD_NOT_FOUND, saveCardAsPaymentMethod, saveDirectDebit, storedPayment } from '../payments';
import { readSignature } from '../images';
import { countPromoUse } from '../promo';
import { addDays, ageOn, type MemberContext } from '../../lib/member-context';
import * as repo from './repo';
import { now as clockNow, nowMs } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';

export const SIGNUP_NOT_FOUND = 'We could not find that membership agreement, please start again.';
export const SIGNUP_ALREADY_COMPLETED = 'This membership agreement was already signed.';

interface PendingDetails {
  paymentType: 17 | 19;
  useExistingCard: boolean;
  card: ResolvedCard | null;
  directDebit: { bsbNumber1: string; bsbNumber2: string; accountNumber: string; accountName: string } | null;
  subscriptionIds: number[];
  fees: FeeResult;
  specialConditions: string;
  guarantorRequired: boolean;
  paymentId?: number | null;
}

const bad = (message: string): never => {
  throw new HttpError(400, message);
};

function validateDirectDebit(body: RenewContractRequest) {
  const input = {
    bsbNumber1: body.bsbNumber1?.trim() ?? '',
    bsbNumber2: body.bsbNumber2?.trim() ?? '',
    accountNumber: body.accountNumber?.trim() ?? '',
    accountName: body.accountName?.trim() ?? '',
  };
  const ruleError = validateDebitRule(input);
  if (ruleError) bad(ruleError);
  requireBsb(joinBsb(input.bsbNumber1, input.bsbNumber2));
  const accountError = validateAccountNumber(input.accountNumber, 'member');
  if (accountError) bad(accountError);
  if (!LETTERS_AND_SPACES_PATTERN.test(input.accountName)) bad(LETTERS_AND_SPACES);
  return input;
}

/**
 * A $0 authorisation at the gateway: a declined card is reported here, before the member sees
 * the summary ('Issue Validating Credit Card'), and nothing is recorded.
 */
async function verifyCard(db: Database, clubId: number, card: ResolvedCard): Promise<void> {
  const gateway = await gatewayForClub(db, clubId);
  const result = await gateway.charge({
    token: card.token,
    amountCents: 0,
    currency: 'AUD',
    idempotencyKey: `verify-${randomBytes(8).toString('hex')}`,
    description: 'card verification',
  });
  if (result.status !== 'approved') bad(result.message);
}

const filled = (...values: (string | undefined)[]) => values.some((v) => !!v?.trim());

/**
 * What pays for a dependant's membership change: the payer's stored card, else the payer's stored
 * bank account (a card is null: the change is paid by debits, as the dependant's own account would
 * pay it). A card, token or bank account in the dependant's body is refused on its field (only the
 * payer chooses what pays); a payer with neither is named on the payment type's field.
 */
type PaymentFields = Pick<RenewContractRequest, 'ccNumber' | 'token' | 'tokenReference' | 'bsbNumber1' | 'bsbNumber2' | 'accountNumber' | 'accountName'>;

async function payersCard(db: Database, ctx: MemberContext, paidBy: Payer, body: PaymentFields): Promise<ResolvedCard | null> {
  const refusal = `${payerPaysMessage(paidBy.name)} ${PAYER_CARD_LOCKED}`;
  if (filled(body.ccNumber, body.token, body.tokenReference)) throw new FieldError('ccNumber', refusal, 403);
  if (filled(body.bsbNumber1, body.bsbNumber2, body.accountNumber, body.accountName)) throw new FieldError('accountNumber', refusal, 403);
  try {
    return await resolveCardToken(db, { clubId: ctx.club.id, memberId: paidBy.memberId }, { useExistingCard: true });
  } catch (error) {
    if (!(error instanceof HttpError && error.message === SAVED_CARD_NOT_FOUND)) throw error;
    if (await payerHasBankAccount(db, paidBy.memberId)) return null;
    throw new FieldError('paymentType', payerHasNoCard(paidBy.name));
  }
}

export async function renewContract(db: Database, ctx: MemberContext, body: RenewContractRequest): Promise<RenewContractPayload> {
  let card: ResolvedCard | null = null;
  let directDebit: PendingDetails['directDebit'] = null;
  const paidBy = await payerFor(db, ctx.member);
  if (paidBy.isDependant) {
    // The first payment is taken from the payer's stored card (or their bank account's debits, as a
    // member's own account pays); later debits find the payer too (billing).
    card = await payersCard(db, ctx, paidBy, body);
    if (card) await verifyCard(db, ctx.club.id, card);
  } else if (body.paymentType === 17) {
    card = await resolveCardToken(db, { clubId: ctx.club.id, memberId: ctx.member.id }, body);
    await verifyCard(db, ctx.club.id, card);
  } else {
    directDebit = validateDirectDebit(body);
  }
  const paymentType = paidBy.isDependant ? (card ? 17 : 19) : body.paymentType;
  const q = await fees
    .quote(db, ctx, {
      membershipTypeId: body.membershipTypeId,
      paymentType,
      // The card type the server saw, not what the browser claims.
      cardType: card ? cardTypeOfBrand(card.brand) || body.cardType : null,
      membershipStartDate: body.membershipStartDate,
      paymentStartDate: body.paymentStartDate,
      promoCode: body.promoCode,
      subscriptionIds: body.subscriptions,
    })
    .catch((error: unknown) => {
      // A type paid by card only, and a payer with a bank account alone: the payer must add a card.
      if (paidBy.isDependant && error instanceof HttpError && error.message === fees.CARD_ONLY) throw new FieldError('paymentType', payerHasNoCard(paidBy.name));
      throw error;
    });
  const guarantorRequired = !!ctx.member.dateOfBirth && ageOn(ctx.member.dateOfBirth, ctx.today) < 18;
  const details: PendingDetails = {
    paymentType,
    // A dependant's payer's card is theirs already: it is never saved as the dependant's.
    useExistingCard: paidBy.isDependant || (!!body.useExistingCard && !body.token),
    card,
    directDebit,
    subscriptionIds: q.subscriptions.map((s) => s.id),
    fees: q.fees,
    specialConditions: q.breakdown.specialConditions,
    guarantorRequired,
  };
  const { msd, psd } = { msd: q.breakdown.membershipStartDate, psd: q.breakdown.paymentStartDate };
  const pdfFileName = `terms-${ctx.member.memberNumber}-${randomBytes(8).toString('hex')}.pdf`;
  await repo.insertMembership(db, {
    memberId: ctx.member.id,
    membershipTypeId: q.type.id,
    contractType: q.type.isDirectDebit ? 'Direct Debit' : 'Paid in Full',
    status: 'pending',
    startDate: msd,
    paymentStartDate: psd,
    expiryDate: !q.type.isDirectDebit && q.type.durationDays ? addDays(msd, q.type.durationDays) : null,
    nextPaymentDate: q.type.isDirectDebit ? psd : null,
    nextPaymentAmountCents: q.type.isDirectDebit ? q.fees.regularPayment : null,
    sessionsRemaining: q.type.isSessionType ? q.type.sessionCount : null,
    promoCodeId: q.promo?.id ?? null,
    pdfFileName,
    signupDetails: details as unknown as Record<string, unknown>,
  });
  return {
    pdfFileName,
    fees: q.breakdown,
    signatureRequired: ctx.club.flags.signatureEnabled,
    guarantorRequired: ctx.club.flags.signatureEnabled && guarantorRequired,
  };
}

/** A given signature re-encoded (400 when it is no PNG within the limits); null when none was sent. */
const signatureOrNull = async (value: string | undefined): Promise<string | null> => (value?.trim() ? readSignature(value) : null);

/** What a completed agreement answers (the first completion and any later look at it). */
const completedAnswer = (row: { id: number; pdfFileName: string | null; signupDetails: unknown }): CompleteSignupPayload => ({
  membershipId: row.id,
  paymentId: (row.signupDetails as PendingDetails | null)?.paymentId ?? null,
  pdfFileName: row.pdfFileName ?? '',
  message: WELCOME_TO_GYM,
});

export async function completeSignup(
  db: Database,
  ctx: MemberContext,
  body: CompleteSignupRequest,
  idempotencyKey: string,
): Promise<CompleteSignupPayload> {
  // The signed-in member pays: the key is theirs, for this exact agreement and signature.
  const purchase = { clubId: ctx.club.id, payer: payer.member(ctx.member.id), key: idempotencyKey, route: 'POST /membership/complete-signup', body };
  const stored = await storedPayment<CompleteSignupPayload>(db, purchase);
  if (stored) return stored;
  const row = await repo.findByPdf(db, ctx.member.id, body.PdfFileName);
  if (!row) throw new HttpError(404, SIGNUP_NOT_FOUND);
  const details = row.signupDetails as unknown as PendingDetails;
  if (row.status !== 'pending') {
    // Completed already (under another key): answer it, charge nothing.
    if (row.signedAt) return completedAnswer(row);
    bad(SIGNUP_ALREADY_COMPLETED);
  }
  const signatureRequired = ctx.club.flags.signatureEnabled;
  const signature = await signatureOrNull(body.signature);
  const guarantorSignature = await signatureOrNull(body.signatureParentGuarantor);
  if (signatureRequired && !signature) bad(SIGNATURE_HEADING);
  if (signatureRequired && details.guarantorRequired && !guarantorSignature) bad(SIGNATURE_HEADING);
  const amountCents = details.fees.firstPaymentTotal;
  // A dependant's change is paid with the payer's card as stored now (they may have replaced it
  // since the quote); the receipt is the payer's.
  const paidBy = await payerFor(db, ctx.member);
  let card = details.card;
  if (paidBy.isDependant && details.card) {
    card = await payersCard(db, ctx, paidBy, {});
    // Quoted by card (its surcharge, a first payment now): the payer's bank account cannot pay it instead.
    if (!card) throw new FieldError('paymentType', payerHasNoCard(paidBy.name));
  }

  const { response } = await payOnce(db, purchase, async (tx, pay) => {
    // The agreement is locked for the charge: a concurrent completion under another key waits,
    // then finds it signed and charges nothing.
    const locked = firstRow(await tx.select().from(memberships).where(eq(memberships.id, row.id)).for('update'), 'locked membership');
    if (locked.status !== 'pending') {
      if (locked.signedAt) return completedAnswer(locked);
      return bad(SIGNUP_ALREADY_COMPLETED);
    }
    let paymentId: number | null = null;
    if (details.paymentType === 17 && card && amountCents > 0) {
      const charge = await pay({
        amountCents,
        purpose: 'membership-signup',
        description: paidBy.isDependant ? `Membership signup ${row.pdfFileName} for ${ctx.member.firstName} ${ctx.member.lastName}` : `Membership signup ${row.pdfFileName}`,
        memberId: paidBy.memberId,
        token: card.token,
      });
      if (charge.status !== 'approved') bad(charge.message);
      paymentId = charge.paymentId;
    }
    const activated = firstRow(await tx
      .update(memberships)
      .set({
        status: 'active',
        signaturePng: signature,
        guarantorSignaturePng: guarantorSignature,
        signedAt: clockNow(),
        signupDetails: { ...details, paymentId } as unknown as Record<string, unknown>,
      })
      .where(eq(memberships.id, row.id))
      .returning(), 'activated membership');
    // The new membership replaces whatever the member held.
    await tx
      .update(memberships)
      .set({ status: 'ended' })
      .where(and(eq(memberships.memberId, ctx.member.id), ne(memberships.id, row.id), inArray(memberships.status, ['active', 'suspended'])));
    const subs = details.subscriptionIds.length
      ? await fees.subscriptionRows(tx as unknown as Database, ctx.club.id, details.subscriptionIds)
      : [];
    for (const s of subs) {
      await tx.insert(memberSubscriptions).values({
        memberId: ctx.member.id,
        subscriptionId: s.id,
        remaining: s.isUnlimited ? null : (s.numberOfSession ?? 0),
        expiresAt: s.validDays ? new Date(nowMs() + s.validDays * 86_400_000) : null,
      });
    }
    if (details.paymentType === 17 && details.card && !details.useExistingCard && !paidBy.isDependant) {
      await saveCardAsPaymentMethod(tx, { memberId: ctx.member.id }, details.card);
    } else if (details.paymentType === 19 && details.directDebit) {
      await saveDirectDebit(tx, { memberId: ctx.member.id }, details.directDebit);
    }
    await tx.update(members).set({ status: 'active' }).where(eq(members.id, ctx.member.id));
    if (activated.promoCodeId) await countPromoUse(tx as unknown as Database, activated.promoCodeId);
    // Queued with the activation itself: a replay sends nothing again. A dependant's goes to the payer.
    const to = paidBy.isDependant ? paidBy.email : (ctx.member.email ?? '');
    if (to) {
      const whose = paidBy.isDependant ? `${ctx.member.firstName} ${ctx.member.lastName}'s` : 'Your';
      await enqueueEmail(tx as unknown as Database, {
        clubId: ctx.club.id,
        to,
        subject: `Welcome to ${ctx.club.name}`,
        text: [
          `Hi ${paidBy.isDependant ? paidBy.name : ctx.member.firstName},`,
          '',
          `${whose} new membership starts on ${activated.startDate}.`,
          `First payment: ${formatMoney(amountCents)}${paidBy.isDependant && paymentId !== null && card ? ` (receipt ${paymentId}, card ending ${card.last4})` : ''}.`,
          `${paidBy.isDependant ? 'The' : 'Your'} signed agreement: ${activated.pdfFileName}`,
        ].join('\n'),
      });
    }
    return completedAnswer(activated);
  });
  return response;
}
