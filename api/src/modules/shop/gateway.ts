// The card that pays for a shop order, as a payments-module token: a household dependant's payer's
// stored card (payerFor), else the body's vault token or typed card. The charge itself goes through
// the payments module's payOnce, like every other payment route.
import type { CheckoutBody } from '@portal/shared/contracts';
import { SHOP_CARD_REQUIRED_MESSAGE } from '@portal/shared/contracts';
import { PAYER_CARD_LOCKED, payerPaysMessage } from '@portal/shared/messages';
import { FieldError, HttpError } from '../../lib/http-error';
import type { Payer } from '../household';
import { resolveCardToken } from '../payments';
import type { Database } from '../../db/client';

const carriesCard = (body: CheckoutBody) => Boolean(body.token?.trim() || body.tokenReference?.trim() || body.cCNumber?.trim());

/**
 * A dependant's order is paid with their payer's stored card: a card or token in their body (their
 * own, the payer's, anyone's) is refused, since only the payer chooses what pays. Anyone else pays
 * with the vault token (frame) or the typed card, tokenised at once; the number is never stored.
 */
export async function tokenForCheckout(
  db: Database,
  owner: { clubId: number; memberId: number | null },
  paidBy: Payer | null,
  body: CheckoutBody,
): Promise<string> {
  if (paidBy?.isDependant) {
    if (carriesCard(body)) throw new FieldError('cCNumber', `${payerPaysMessage(paidBy.name)} ${PAYER_CARD_LOCKED}`, 403);
    return (await resolveCardToken(db, { clubId: owner.clubId, memberId: paidBy.memberId }, { useExistingCard: true })).token;
  }
  if (!body.token?.trim() && !body.cCNumber?.trim()) throw new HttpError(400, SHOP_CARD_REQUIRED_MESSAGE);
  const resolved = await resolveCardToken(db, owner, {
    token: body.token,
    tokenReference: body.tokenReference,
    ccNumber: body.cCNumber,
    ccNameOnCard: body.cCNameOnCard,
    ccExpiryMonth: body.cCExpiryMonth,
    ccExpiryYear: body.cCExpiryYear,
    cccVv: body.cCCVV,
  });
  return resolved.token;
}
