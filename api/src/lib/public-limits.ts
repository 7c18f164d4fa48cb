// Per-address limits for the public endpoints (counted in the database, so every API instance
// agrees). Generous for people, tight enough to stop scripted abuse.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from './http-error';
import { TOO_MANY_REQUESTS } from './messages';
import { addressRule, effectiveLimit, FIFTEEN_MINUTES, isOverLimit, type RateLimitConfig, type RateRule } from './rate-limit';

export const PUBLIC_RULES = {
  forms: addressRule('public-form-ip', 30),
  checkIn: { name: 'public-checkin-ip', limit: 600, windowMs: FIFTEEN_MINUTES },
  mobileCode: { name: 'public-otp-ip', limit: 10, windowMs: FIFTEEN_MINUTES },
  mobileCodeNumber: { name: 'public-otp-mobile', limit: 5, windowMs: FIFTEEN_MINUTES },
  codeEmail: { name: 'public-otp-email', limit: 5, windowMs: FIFTEEN_MINUTES },
  join: { name: 'public-join-ip', limit: 60, windowMs: FIFTEEN_MINUTES },
  links: { name: 'public-link-ip', limit: 60, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateRule>;

/** Counts a hit for the caller's address (and optional subject); 429 when over the limit. */
export async function limit(db: Database, request: FastifyRequest, rule: RateRule, subject = request.ip): Promise<void> {
  if (await isOverLimit(db, rule, subject, request.server.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
}

/** Timetable views per address per minute (a person paging through days needs a handful). */
export const TIMETABLE_LIMIT = 120;

/**
 * @fastify/rate-limit options of the public timetable: counted in memory per instance (behind
 * N instances an address gets up to N times the limit), raised with RATE_LIMIT_PER_ADDRESS like
 * every per-address rule, refused with the envelope's 429.
 */
export function timetableRateLimit(config: RateLimitConfig) {
  return {
    max: effectiveLimit({ name: 'public-timetable-ip', limit: TIMETABLE_LIMIT, windowMs: 60_000, perAddress: true }, config),
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  };
}
