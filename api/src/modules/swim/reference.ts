// Signed references for the public settlement link: `<posTransactionId>.<hmac>` so a link can't
// be forged or pointed at someone else's balance by editing the number.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../lib/http-error';

export const INVALID_REFERENCE_MESSAGE = 'This payment link is not valid.';

// A production deployment sets SWIM_REFERENCE_SECRET (shared by every API instance); the fixed
// fallback only serves demo and test runs, where links must survive restarts.
function secret(): string {
  return process.env.SWIM_REFERENCE_SECRET || process.env.SESSION_SECRET || 'portal-demo-swim-reference-secret';
}

function mac(id: number): string {
  return createHmac('sha256', secret()).update(`swim-settle:${id}`).digest('base64url');
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
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new HttpError(403, INVALID_REFERENCE_MESSAGE);
  }
  return id;
}
