// Route schemas of online join.
import { Type } from 'typebox';
import {
  JoinCompleteBodySchema,
  JoinCompleteSchema,
  JoinOptionsSchema,
  JoinQuoteBodySchema,
  JoinQuoteSchema,
  JoinTermsBodySchema,
  MemberExistenceBodySchema,
  MemberExistenceSchema,
  MobileCodeBodySchema,
  MobileCodeSentSchema,
  MobileCodeValidateBodySchema,
  MobileCodeValidSchema,
  PublicAccountParamsSchema,
} from '@portal/shared/contracts';
import { ErrorEnvelopeSchema, responses } from '../../lib/envelope';

const tags = ['public', 'join'];
export const optionsSchema = { tags, summary: 'Online join: membership types, add-ons, web subscriptions, questionnaire', params: PublicAccountParamsSchema, response: responses(JoinOptionsSchema) };
export const memberExistsSchema = { tags, summary: 'Member existence check (stops a duplicate join)', body: MemberExistenceBodySchema, response: responses(MemberExistenceSchema) };
export const sendCodeSchema = { tags, summary: 'Send a one-time code to the mobile (mfa-mobile-signup)', body: MobileCodeBodySchema, response: responses(MobileCodeSentSchema) };
export const validateCodeSchema = { tags, summary: 'Validate the one-time code (mfa-mobile-signup/validate)', body: MobileCodeValidateBodySchema, response: responses(MobileCodeValidSchema) };
export const quoteSchema = { tags, summary: "The server's fee breakdown for the chosen membership", body: JoinQuoteBodySchema, response: responses(JoinQuoteSchema) };
export const termsSchema = {
  tags,
  summary: 'The membership agreement PDF to read before signing',
  body: JoinTermsBodySchema,
  response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' }), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
};
export const completeSchema = {
  tags,
  summary: 'Complete online join: member, membership, first payment, login; Idempotency-Key required',
  headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) }),
  body: JoinCompleteBodySchema,
  response: responses(JoinCompleteSchema),
};
