// The shell's only door to the shared API client, so a contract change is adapted in one place.
import { apiGet, apiPost, isApiError } from '@portal/shared/core';

export { apiGet, apiPost };

/** HTTP status of a failed call; 0 when the server could not be reached. */
export function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

/** The server's errors.message, else a neutral text. */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
