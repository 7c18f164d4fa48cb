// pino options: JSON lines with the request id; secrets, card data and SQL parameters are never written.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { serializeError } from './error-serializer';

const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'confirmPassword', 'token', 'ccNumber', 'cccvv', 'cccVv', 'cCNumber', 'cCCVV', 'CardNumber', 'ccCVV', 'cvv'];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Honour a caller's x-request-id when it is sane (for tracing through a proxy), else a UUID. */
export function genReqId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Database errors carry query parameters and quoted values: personal data (error-serializer.ts).
    serializers: { err: serializeError },
  };
}
