// Envelope helpers: every body is { statusCode, payload, errors: { message } } and the HTTP
// status equals statusCode.
import type { FastifyReply } from 'fastify';
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

export function fail(reply: FastifyReply, status: number, message: string) {
  return (reply as FastifyReply).code(status).send({ statusCode: status, payload: null, errors: { message } } as never);
}

/**
 * The bytes of a 200 envelope around a payload already serialized to JSON (as the route's schema
 * has it), for an answer cached and sent many times: neither serialized nor measured again.
 */
export function okBody(payloadJson: string): Buffer {
  return Buffer.from(`{"statusCode":200,"payload":${payloadJson},"errors":{"message":""}}`);
}

/** Sends what okBody made; the route's serializer is skipped. */
export function sendOkBody(reply: FastifyReply, body: Buffer) {
  return (reply as FastifyReply).code(200).type('application/json; charset=utf-8').send(body as never);
}
