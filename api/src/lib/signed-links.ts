// Signed member links (`<memberNumber>.<hmac>`): an e-mailed link names the member, and the
// signature stops anyone from editing the number to reach another member's record.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from './http-error';
import { linkSecret } from './link-secrets';

export const INVALID_LINK_MESSAGE = 'This link is not valid.';

// The key is MEMBER_LINK_SECRET from the configuration (shared by every API instance).
function mac(purpose: string, subject: string): string {
  return createHmac('sha256', linkSecret('memberLink')).update(`${purpose}:${subject}`).digest('base64url');
}

export function signLink(purpose: string, subject: string): string {
  return `${subject}.${mac(purpose, subject)}`;
}

/** The subject behind a signed reference, or 403 when the signature does not match. */
export function verifyLink(purpose: string, reference: string): string {
  const match = /^([A-Za-z0-9-]{1,40})\.([A-Za-z0-9_-]{20,100})$/.exec(reference.trim());
  if (!match) throw new HttpError(403, INVALID_LINK_MESSAGE);
  // Both groups are mandatory in the pattern, so a match has them.
  const expected = Buffer.from(mac(purpose, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(403, INVALID_LINK_MESSAGE);
  return match[1]!;
}
