// The shop's only contact with payments: turn the checkout body into a token and charge it.
// Both go through the payments module (vault tokens, sandbox gateway, idempotent payments rows).
import type { CheckoutBody } from '@portal/shared/contracts';
import { chargeToken, resolveCardToken } from '../payments/service';
import type { Database } from '../../db/client';
import type { Db } from './repo';

export interface ChargeInput {
  clubId: number;
  amountCents: number;
  idempotencyKey: string;
  purpose: string;
  memberId: number | null;
  token: string;
}

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

export async function chargeCard(db: Db, input: ChargeInput): Promise<{ status: string; paymentId: number; message: string }> {
  return chargeToken(db, input);
}
