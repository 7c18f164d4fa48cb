// Per-member quotas: without them one account could add children and upload images
// without end, growing tables and disk and spending CPU on every re-encode. Limits and why are
// in docs/decisions.md ("Quotas").
import { UPLOADS_LIMIT_REACHED } from '@portal/shared/messages';
import type { Database } from '../db/client';
import type { SessionUser } from '../plugins/session-user';
import { HttpError } from './http-error';
import { hitRateLimit, type RateRule } from './rate-limit';

/** Children on one member's account (not counting removed ones); a large family fits. */
export const MAX_CHILDREN_PER_MEMBER = 20;
/** Removed children stay as rows (past creche bookings point at them): bound add/remove churn too. */
export const MAX_CHILD_ROWS_PER_MEMBER = 100;
/** Image uploads and avatar changes per user per day (the editor's pictures of a long post fit). */
export const MAX_UPLOADS_PER_DAY = 30;

const DAY_MS = 24 * 60 * 60_000;
export const UPLOAD_RULE: RateRule = { name: 'uploads-user', limit: MAX_UPLOADS_PER_DAY, windowMs: DAY_MS };

/** Counts one upload against the user's daily allowance; 429 with the message once it is spent. */
export async function countUpload(db: Database, user: SessionUser): Promise<void> {
  const count = await hitRateLimit(db, UPLOAD_RULE, `user-${user.userId}`);
  if (count > MAX_UPLOADS_PER_DAY) throw new HttpError(429, UPLOADS_LIMIT_REACHED);
}
