import { NETWORK_ERROR } from '../messages/common';

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

/** What a failed call says: the server's errors.message, else the error's own text. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}
