// The checkout body's card as a payments-module token (vault token or the typed card). The charge
// itself goes through the payments module's payOnce, like every other payment route.
import type { CheckoutBody } from '@portal/shared/contracts';
import { resolveCardToken } from '../payments';
import type { Database } from '../../db/client';

/** Vault token (frame) or the typed card, tokenised at once; the number is never stored. */
export async function tokenForCheckout(
  db: Database,
  owner: { clubId: number; memberId: number | null },
  body: CheckoutBody,
): Promise<string> {
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
