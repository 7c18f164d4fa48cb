// Fixed-window counters in the database (`rate_limits`), so every API instance sees the same
// numbers. One upsert per hit: the first hit of a window inserts, later ones increment.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { now as clockNow } from './clock';

export interface RateRule {
  /** Counter name prefix, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowMs: number;
  /** Counted per client address, so the deployment's `rateLimitPerAddress` may raise it. */
  perAddress?: boolean;
}

/** The part of the app's config the limits read (AppConfig satisfies it). */
export interface RateLimitConfig {
  rateLimitPerAddress: number;
}

export const FIFTEEN_MINUTES = 15 * 60_000;

/** A per-address rule: `limit` unless the deployment raised per-address limits. */
export function addressRule(name: string, limit: number, windowMs = FIFTEEN_MINUTES): RateRule {
  return { name, limit, windowMs, perAddress: true };
}

/**
 * The limit that applies. Where many members share one address (a club's own Wi-Fi, or the
 * browser-test harness) the deployment raises per-address ceilings; per-account ones never move.
 */
export function effectiveLimit(rule: RateRule, config: RateLimitConfig): number {
  return rule.perAddress ? Math.max(rule.limit, config.rateLimitPerAddress) : rule.limit;
}

export const RULES = {
  /**
   * Failed sign-ins per address (successes never count). Generous, for a club's shared Wi-Fi;
   * guessing one account is slowed per account (lib/sign-in-throttle.ts).
   */
  loginIpFailures: addressRule('login-ip-fail', 50),
  /** Confirmation-link attempts per address (each checks a password hash). */
  verifyIp: addressRule('verify-ip', 20),
  /** Wrong passwords typed with one registration link. */
  verifyToken: { name: 'verify-token', limit: 5, windowMs: FIFTEEN_MINUTES },
  forgotIp: addressRule('forgot-ip', 20),
  forgotAccount: { name: 'forgot-acct', limit: 5, windowMs: FIFTEEN_MINUTES },
  registerIp: addressRule('register-ip', 20),
  registerAccount: { name: 'register-acct', limit: 5, windowMs: FIFTEEN_MINUTES },
  /** Passkey sign-in challenges handed out per address (every sign-in page view asks one). */
  passkeyOptionsIp: addressRule('passkey-options-ip', 300),
  /** Sign-in links asked for, per address and per e-mail (each sends mail). */
  emailLinkIp: addressRule('email-link-ip', 20),
  emailLinkAccount: { name: 'email-link-acct', limit: 5, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateRule>;

function windowStart(rule: RateRule, now: Date): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

function keyOf(rule: RateRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`;
}

/** Counts one hit and answers the count in the current window (including this hit). */
export async function hitRateLimit(db: Database, rule: RateRule, subject: string, now = clockNow()): Promise<number> {
  const key = keyOf(rule, subject);
  const start = windowStart(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  // A new window: drop this key's older windows so the table stays one row per active key.
  if (count === 1) {
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, start)));
  }
  return count;
}

/** Current count without counting a hit. */
export async function peekRateLimit(db: Database, rule: RateRule, subject: string, now = clockNow()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(rule, subject)), eq(rateLimits.windowStart, windowStart(rule, now))));
  return row?.count ?? 0;
}

/** Counts a hit and answers whether the caller is over the limit that applies in this app. */
export async function isOverLimit(db: Database, rule: RateRule, subject: string, config: RateLimitConfig): Promise<boolean> {
  return (await hitRateLimit(db, rule, subject)) > effectiveLimit(rule, config);
}

/** Whether the caller already reached the limit, without counting this request. */
export async function reachedLimit(db: Database, rule: RateRule, subject: string, config: RateLimitConfig): Promise<boolean> {
  return (await peekRateLimit(db, rule, subject)) >= effectiveLimit(rule, config);
}

/** Whole seconds until the current window of a rule ends (a 429's Retry-After). */
export function secondsLeftInWindow(rule: RateRule, now = clockNow()): number {
  const end = windowStart(rule, now).getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}
