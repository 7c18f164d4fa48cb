// One-time codes for online join (the spec's mfa-mobile-signup): a 6-digit code sent through the
// outbox, stored only as a hash, valid 10 minutes, 5 tries. A verified code yields a token the
// final sign-up call must present with the same mobile number. The code goes by SMS when an SMS
// gateway is configured; otherwise by e-mail, so joining works in every deployment, and then the
// sign-up must use the same e-mail address the code went to.
import { normaliseAuMobile } from '@portal/shared/validators';
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MobileCodeBody, MobileCodeSent, MobileCodeValidateBody } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { mobileVerifications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { EMAIL_PATTERN } from '@portal/shared/validators';
import { now as clockNow } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { enqueueEmail, enqueueSms } from '../outbox';
import { requireClub } from '../../lib/public-club';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
/** A verified code must be used for sign-up within this time. */
export const VERIFIED_TTL_MINUTES = 60;
export const CODE_SENT = 'We have sent a verification code to your mobile.';
export const CODE_SENT_BY_EMAIL = 'We have sent a verification code to your email address.';
export const EMAIL_INVALID = 'Please enter valid email address.';
export const EMAIL_NOT_VERIFIED = 'Please use the email address the verification code was sent to.';

export type CodeChannel = 'sms' | 'email';
export const CODE_INVALID = 'The verification code is not valid.';
export const CODE_EXPIRED = 'The verification code has expired, please request a new one.';
export const CODE_TOO_MANY = 'Too many attempts, please request a new verification code.';
export const MOBILE_INVALID = 'Please enter a valid mobile number.';
export const MOBILE_NOT_VERIFIED = 'Please verify your mobile number.';

/** The one Australian mobile rule (shared with the forms): '04xxxxxxxx', or null. */
export function normaliseMobile(value: string): string | null {
  return normaliseAuMobile(value);
}

const codeHash = (reference: string, code: string) => sha256Hex(`${reference}:${code}`);

/** The lower-cased address a code-by-e-mail goes to, or 400 in the spec's words. */
export function codeEmailOf(body: MobileCodeBody): string {
  const email = body.email?.trim().toLowerCase() ?? '';
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, EMAIL_INVALID);
  return email;
}

export async function sendCode(db: Database, body: MobileCodeBody, channel: CodeChannel, now = clockNow()): Promise<MobileCodeSent> {
  const club = await requireClub(db, body.accountId);
  const mobile = normaliseMobile(body.reference);
  if (!mobile) throw new HttpError(400, MOBILE_INVALID);
  const email = channel === 'email' ? codeEmailOf(body) : null;
  const reference = randomToken(18);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(mobileVerifications).values({
    clubId: club.id,
    reference,
    mobile,
    channel,
    email,
    codeHash: codeHash(reference, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  });
  const text = `${code} is your ${club.name} verification code. It expires in ${CODE_TTL_MINUTES} minutes.`;
  if (email) {
    await enqueueEmail(db, { clubId: club.id, to: email, subject: `${club.name}: your verification code`, text: `${text}\n\nIf you did not ask to join ${club.name}, ignore this e-mail.` });
    return { reference, message: CODE_SENT_BY_EMAIL, expiresInMinutes: CODE_TTL_MINUTES, channel, sentTo: body.email!.trim() };
  }
  await enqueueSms(db, { clubId: club.id, to: mobile, text });
  return { reference, message: CODE_SENT, expiresInMinutes: CODE_TTL_MINUTES, channel, sentTo: body.reference.trim() };
}

export async function validateCode(db: Database, body: MobileCodeValidateBody, now = clockNow()): Promise<{ token: string }> {
  // Count the attempt first (conditional update), so parallel guesses can't exceed the limit.
  const [row] = await db
    .update(mobileVerifications)
    .set({ attempts: sql`${mobileVerifications.attempts} + 1` })
    .where(and(eq(mobileVerifications.reference, body.reference), sql`${mobileVerifications.verifiedAt} is null`))
    .returning();
  if (!row) throw new HttpError(400, CODE_INVALID);
  if (row.attempts > MAX_CODE_ATTEMPTS) throw new HttpError(429, CODE_TOO_MANY);
  if (row.expiresAt.getTime() <= now.getTime()) throw new HttpError(400, CODE_EXPIRED);
  if (codeHash(row.reference, body.mfaCode.trim()) !== row.codeHash) throw new HttpError(400, CODE_INVALID);
  const token = randomToken(24);
  await db.update(mobileVerifications).set({ verifiedAt: now, tokenHash: sha256Hex(token) }).where(eq(mobileVerifications.id, row.id));
  return { token };
}

/**
 * 400 unless reference + token prove a recent verification of this mobile number; a code that
 * went by e-mail also binds the sign-up to that address.
 */
export async function assertVerified(db: Database, reference: string, token: string, mobile: string, email: string, now = clockNow()): Promise<void> {
  const [row] = await db.select().from(mobileVerifications).where(eq(mobileVerifications.reference, reference)).limit(1);
  const ok =
    row?.verifiedAt &&
    row.tokenHash === sha256Hex(token) &&
    row.mobile === mobile &&
    now.getTime() - row.verifiedAt.getTime() < VERIFIED_TTL_MINUTES * 60_000;
  if (!ok) throw new HttpError(400, MOBILE_NOT_VERIFIED);
  if (row.channel === 'email' && row.email !== email.trim().toLowerCase()) throw new HttpError(400, EMAIL_NOT_VERIFIED);
}
