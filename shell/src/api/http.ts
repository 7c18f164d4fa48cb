// The shell's only door to the shared API client, so a contract change is adapted in one place.
import { apiGet, apiPost, isApiError } from '@portal/shared/core';

export { apiGet, apiPost };

/** HTTP status of a failed call; 0 when the server could not be reached. */
export function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}
