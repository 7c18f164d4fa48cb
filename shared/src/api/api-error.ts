import { NETWORK_ERROR, SOMETHING_WENT_WRONG } from '../messages/common';

/** A failed API call: the HTTP status (0 when the server was unreachable) and the server's errors.message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    public readonly status: number,
    message: string,
    public readonly payload?: unknown,
    /** The form field the refusal is about (the envelope's errors.field), when it names one. */
    public readonly field?: string,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static network(): ApiError {
    return new ApiError(0, NETWORK_ERROR);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The one way to turn a failure into what the member reads: the server's errors.message, or the
 * text of a plain Error a page threw itself (a validation); anything else (a TypeError, a thrown
 * value) is a bug whose text means nothing to them, so the neutral `fallback`.
 */
export function errorMessage(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  if (isApiError(error) && error.message) return error.message;
  if (error instanceof Error && error.name === 'Error' && error.message) return error.message;
  return fallback;
}
