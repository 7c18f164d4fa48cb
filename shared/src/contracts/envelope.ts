// The one response shape of the club API: { statusCode, payload, errors: { message } }.
// Shared by the server (route schemas) and the browser (types only), so it must stay free of
// server imports.
import { Type, type Static, type TSchema } from 'typebox';

export const ErrorsSchema = Type.Object({
  message: Type.String(),
  /** The form field a refusal is about, when it is about one (the form shows the message under it). */
  field: Type.Optional(Type.String()),
});

/** Wraps a payload schema in the envelope; `message` is '' on success. */
export function envelope<T extends TSchema>(payload: T) {
  return Type.Object({
    statusCode: Type.Integer(),
    payload,
    errors: ErrorsSchema,
  });
}

/** Failure bodies carry a null payload and the human message. */
export const ErrorEnvelopeSchema = envelope(Type.Null());
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

export interface Envelope<T> {
  statusCode: number;
  payload: T;
  errors: { message: string; field?: string };
}

/** A plain text payload such as 'Success' or a neutral confirmation. */
export const MessagePayloadSchema = Type.String();

/** The payload of an action that answers only that it was done. */
export const SuccessPayloadSchema = Type.Literal('success');
export type SuccessPayload = Static<typeof SuccessPayloadSchema>;
