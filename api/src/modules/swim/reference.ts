// Signed references for the public settlement link: `<posTransactionId>.<hmac>` so a link can't
// be forged or pointed at someone else's balance by editing the number.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import { linkSecret } from '../../lib/link-secrets';

export const INVALID_REFERENCE_MESSAGE = 'This payment link is not valid.';

// The key is SWIM_REFERENCE_SECRET from the configuration (shared by every API instance).
function mac(id: number): string {
  return createHmac('sha256', linkSecret('swimReference')).update(`swim-settle:${id}`).digest('base64url');
}

export function signReference(posTransactionId: number): string {
  return `${posTransactionId}.${mac(posTransactionId)}`;
}

/** The POS transaction id behind a reference, or 403 when the signature doesn't match. */
export function verifyReference(reference: string): number {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(reference.trim());
  if (!match) throw new HttpError(403, INVALID_REFERENCE_MESSAGE);
  const id = Number(match[1]);
  const expected = Buffer.from(mac(id));
  // Both groups are mandatory in the pattern, so a match has them.
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new HttpError(403, INVALID_REFERENCE_MESSAGE);
  }
  return id;
}
