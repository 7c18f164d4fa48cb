// Services throw HttpError for expected failures; the error plugin turns it into the envelope.
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** Sent as Retry-After (seconds) with a 429. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refusal about one field of a form: the envelope names it (`errors.field`) beside the message. */
export class FieldError extends HttpError {
  constructor(
    public readonly field: string,
    message: string,
    status = 400,
  ) {
    super(status, message);
    this.name = 'FieldError';
  }
}
