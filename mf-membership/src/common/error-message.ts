import { isApiError } from '@portal/shared';

/** The server's errors.message, or the error text. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}
