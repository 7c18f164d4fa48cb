// One assertion for a refused call: the HTTP status and the message of the error envelope.
import type { LightMyRequestResponse } from 'fastify';

/** What the test files' own `call` helpers answer: the status and the parsed envelope. */
interface CallAnswer {
  status: number;
  body: { errors: { message: string } };
}

/** The API refused the call with `status` and said `message` (the envelope's errors.message). */
export function expectRefused(res: LightMyRequestResponse | CallAnswer, status: number, message: string): void {
  if ('statusCode' in res) {
    expect(res.statusCode).toBe(status);
    expect(res.json().errors.message).toBe(message);
  } else {
    expect(res.status).toBe(status);
    expect(res.body.errors.message).toBe(message);
  }
}
