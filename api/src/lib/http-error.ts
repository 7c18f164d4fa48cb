// Services throw HttpError for expected failures; the error plugin turns it into the envelope.
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
