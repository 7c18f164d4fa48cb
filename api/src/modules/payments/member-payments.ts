// Member self-service: the last used card and the Update Payment Method call.
import type { LastCardPayload, PaymentSetupBody } from '@portal/shared/contracts';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { PAYER_CARD_LOCKED, payerPaysMessage } from '@portal/shared/messages';
import type { Database } from '../../db/client';
import { FieldError, HttpError } from '../../lib/http-error';
import { payerFor } from '../../lib/household-payer';
import type { SessionUser } from '../../plugins/session-user';
import { cardTypeOfBrand, maskLast4 } from './card-brands';
import * as repo from './repo';
import { resolveCardToken } from './service';
import { type MandateAcceptance, PAYMENT_DETAILS_UPDATED, saveCardAsPaymentMethod, saveDirectDebit } from './stored-payment-methods';

export const NO_SAVED_CARD = 'No card on file.';
export const MEMBER_NOT_FOUND = 'Member not found.';

const two = (n: number | null | undefined) => (n ? String(n).padStart(2, '0') : '');

/** The member's saved card, masked; null when none (the route answers 404). */
export async function lastUsedCard(db: Database, clubId: number, memberNumber: string): Promise<LastCardPayload | null> {
  const member = await repo.findMemberByNumber(db, clubId, memberNumber);
  if (!member) return null;
  const card = await repo.findSavedCard(db, { memberId: member.id });
  if (!card?.cardToken) return null;
  return {
    ccNumber: maskLast4(card.cardLast4 ?? ''),
    ccNameOnCard: card.nameOnCard ?? '',
    ccCardType: cardTypeOfBrand(card.cardBrand ?? ''),
    cExpiryMonth: two(card.cardExpiryMonth),
    ccExpiryYear: card.cardExpiryYear ? String(card.cardExpiryYear) : '',
    // Never stored, so always empty.
    cccvv: '',
  };
}

/** Replaces the signed-in member's default payment method (card 17 or direct debit 19). */
export async function paymentSetup(db: Database, user: SessionUser, body: PaymentSetupBody, acceptance?: MandateAcceptance): Promise<string> {
  // userId names the member being changed: only the session's own member number (or user id).
  if (body.userId !== undefined && body.userId !== '' && String(body.userId) !== user.memberNumber && Number(body.userId) !== user.userId) {
    throw new HttpError(403, NO_ACCESS_MESSAGE);
  }
  const member = await repo.findMemberByNumber(db, user.clubId, user.memberNumber);
  if (!member) throw new HttpError(404, MEMBER_NOT_FOUND);
  // A dependant's payments are made by their household's payer: only the payer changes the card or account.
  const paidBy = await payerFor(db, member);
  if (paidBy.isDependant) {
    throw new FieldError(body.paymentType === 19 ? 'accountNumber' : 'ccNumber', `${payerPaysMessage(paidBy.name)} ${PAYER_CARD_LOCKED}`, 403);
  }
  if (body.paymentType === 19) {
    await saveDirectDebit(db, { memberId: member.id }, body, acceptance);
    return PAYMENT_DETAILS_UPDATED;
  }
  const card = await resolveCardToken(
    db,
    { clubId: user.clubId, memberId: member.id },
    {
      ccNumber: body.ccNumber,
      ccNameOnCard: body.ccNameOnCard,
      ccExpiryMonth: body.ccExpiryMonth === undefined ? undefined : String(body.ccExpiryMonth),
      ccExpiryYear: body.ccExpiryYear === undefined ? undefined : String(body.ccExpiryYear),
      cccVv: body.ccCVV,
      token: body.token || undefined,
      tokenReference: body.tokenReference,
    },
  );
  await saveCardAsPaymentMethod(db, { memberId: member.id }, card);
  return PAYMENT_DETAILS_UPDATED;
}
