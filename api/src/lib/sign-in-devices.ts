// Known browsers (OWASP "device cookies"): a browser that signed in to an account gets an
// HttpOnly `portal_device` cookie. Its later attempts on that account count their own failures,
// apart from everyone else's, so an attacker guessing from elsewhere never slows the real owner's
// usual browser, while a stolen or forged cookie buys no more guesses than any browser gets.
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { signInDevices } from '../db/schema';
import { randomToken, sha256Hex } from './tokens';

export const DEVICE_COOKIE = 'portal_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Browsers remembered per e-mail; the oldest are forgotten first (scripts sign in without cookies). */
const DEVICES_PER_EMAIL = 20;

/**
 * The failure-count subject of an attempt: the e-mail, or the e-mail on this browser when the
 * browser's device cookie was issued for that e-mail.
 */
export async function throttleSubject(db: Database, email: string, deviceToken: string | undefined): Promise<{ subject: string; knownDevice: boolean }> {
  if (!deviceToken) return { subject: email, knownDevice: false };
  const tokenHash = sha256Hex(deviceToken);
  const [row] = await db
    .select({ tokenHash: signInDevices.tokenHash })
    .from(signInDevices)
    .where(and(eq(signInDevices.tokenHash, tokenHash), eq(signInDevices.email, email)))
    .limit(1);
  return row ? { subject: `${email} device:${tokenHash.slice(0, 32)}`, knownDevice: true } : { subject: email, knownDevice: false };
}

/** Remembers this browser for the e-mail it just signed in with; answers the cookie's token. */
export async function rememberDevice(db: Database, email: string): Promise<string> {
  const token = randomToken(32);
  await db.insert(signInDevices).values({ tokenHash: sha256Hex(token), email });
  const newest = db
    .select({ tokenHash: signInDevices.tokenHash })
    .from(signInDevices)
    .where(eq(signInDevices.email, email))
    .orderBy(desc(signInDevices.createdAt))
    .limit(DEVICES_PER_EMAIL);
  await db.delete(signInDevices).where(and(eq(signInDevices.email, email), notInArray(signInDevices.tokenHash, newest)));
  return token;
}

export function setDeviceCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    // Only the sign-in calls need it.
    path: '/api/v1/auth',
    secure: config.cookieSecure,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
