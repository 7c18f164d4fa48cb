// Per-account protection against password guessing: a progressive delay, never a lock.
//
// Each e-mail (known or not, so the answers reveal nothing) has a run of consecutive failures.
// The first FREE_FAILURES cost nothing; after that the next attempt must wait 1 s, 2 s, 4 s, ...
// up to MAX_DELAY_S. An attempt inside the wait is refused (429 + Retry-After) without being
// counted, so an attacker cannot stretch the wait: the real owner who waits Retry-After and
// signs in before the attacker's next guess gets in, and nobody ever waits more than MAX_DELAY_S.
// A success ends the run.
//
// The attempt is claimed (counted as a failure) atomically *before* the password is checked, so
// a burst of parallel guesses cannot all slip through before the first failure is written.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInThrottle } from '../db/schema';
import { now as clockNow } from './clock';

export const FREE_FAILURES = 5;
export const MAX_DELAY_S = 5 * 60;
/** A run of failures older than this is forgotten. */
const RUN_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

/** Seconds the next attempt waits after `failures` consecutive failures. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_S, 2 ** (failures - FREE_FAILURES));
}

export type SignInClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Claims one sign-in attempt for `subject` (the lower-cased e-mail): counts it as a failure and
 * starts the wait that failure would cause. Refused, uncounted, while an earlier wait runs.
 */
export async function claimSignInAttempt(db: Database, subject: string, now = clockNow()): Promise<SignInClaim> {
  const at = now.toISOString();
  const forgottenBefore = new Date(now.getTime() - RUN_FORGOTTEN_AFTER_MS).toISOString();
  const failures = sql`(case when ${signInThrottle.updatedAt} < ${forgottenBefore}::timestamptz then 1 else ${signInThrottle.failures} + 1 end)`;
  const delaySeconds = sql`(case when ${failures} < ${FREE_FAILURES} then 0 else least(${MAX_DELAY_S}, power(2, ${failures} - ${FREE_FAILURES})) end)`;
  const [claimed] = await db
    .insert(signInThrottle)
    .values({ subject, failures: 1, retryAt: new Date(now.getTime() + delayAfter(1) * 1000), updatedAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.subject,
      set: {
        failures,
        retryAt: sql`${at}::timestamptz + ${delaySeconds} * interval '1 second'`,
        updatedAt: sql`${at}::timestamptz`,
      },
      setWhere: sql`${signInThrottle.retryAt} <= ${at}::timestamptz`,
    })
    .returning({ failures: signInThrottle.failures });
  if (claimed) return { allowed: true };
  const [row] = await db
    .select({ retryAt: signInThrottle.retryAt })
    .from(signInThrottle)
    .where(eq(signInThrottle.subject, subject));
  const waitMs = (row?.retryAt.getTime() ?? now.getTime()) - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A successful sign-in ends the run of failures. */
export async function clearSignInFailures(db: Database, subject: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.subject, subject));
}
