// The core entry's ApiError (the one class every app's API calls throw), not a relative copy.
import { isApiError } from '@portal/shared/core';

/**
 * Extra attempts of a failed read, on top of the API client's own single quick retry (ky, GETs
 * only). Two more over a few seconds ride out a redeploy or a dropped connection; more would keep
 * a spinner up long after the user has given up.
 */
export const QUERY_RETRY_LIMIT = 2;

/**
 * Whether a failed query is tried again: only when the failure may pass (the server unreachable,
 * status 0, or a 5xx). A 4xx is the server's considered answer (not signed in, forbidden, not
 * found, bad input): asking again gives the same answer and only delays the message.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_LIMIT) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

/** Backoff between attempts: 1 s, then 2 s (capped at 4 s). */
export const queryRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 4000);
