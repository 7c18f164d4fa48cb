// Envelope helpers: every body is { statusCode, payload, errors: { message } } and the HTTP
// status equals statusCode.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES, encode, negotiateEncoding, type AnswerEncoding } from './answer-encodings';
import type { TSchema } from 'typebox';
import { envelope, ErrorEnvelopeSchema } from '@portal/shared/contracts';

export { envelope, ErrorEnvelopeSchema };

/** Response schema map for a route: the success envelope plus the error envelope for 4xx/5xx. */
export function responses<T extends TSchema>(payload: T) {
  return withErrors(envelope(payload));
}

/** Response schema map of a route whose 200 body is not the envelope (a PDF, an .ics file). */
export function withErrors<T extends TSchema>(body: T) {
  return { 200: body, '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
}

export function ok<T>(reply: FastifyReply, payload: T, status = 200) {
  // Cast: the reply's generic type provider narrows send() per route; the shape is the envelope.
  return (reply as FastifyReply).code(status).send({ statusCode: status, payload, errors: { message: '' } } as never);
}

export function fail(reply: FastifyReply, status: number, message: string, field?: string) {
  const errors = field ? { message, field } : { message };
  return (reply as FastifyReply).code(status).send({ statusCode: status, payload: null, errors } as never);
}

/**
 * A 200 answer sent many times from a cache (a class search page): the bytes of its envelope
 * around a payload already serialized to JSON (as the route's schema has it), and each compressed
 * form, made the first time a client asks for it. Neither serialized, measured nor compressed
 * again per request.
 */
export class OkBody {
  private readonly encoded = new Map<AnswerEncoding, Buffer>();

  constructor(readonly plain: Buffer) {}

  as(encoding: AnswerEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encode(this.plain, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

export function okBody(payloadJson: string): OkBody {
  return new OkBody(Buffer.from(`{"statusCode":200,"payload":${payloadJson},"errors":{"message":""}}`));
}

/** Sends what okBody made, compressed as the client accepts (the compression plugin's rules); the route's serializer is skipped. */
export function sendOkBody(request: FastifyRequest, reply: FastifyReply, body: OkBody) {
  const out = (reply as FastifyReply).code(200).type('application/json; charset=utf-8');
  const encoding = body.plain.length >= COMPRESSION_THRESHOLD_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return out.send(body.plain as never);
  return out.header('vary', 'accept-encoding').header('content-encoding', encoding).send(body.as(encoding) as never);
}
