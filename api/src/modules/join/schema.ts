// Route schemas of online join.
import * as C from '@portal/shared/contracts';
import { withErrors } from '../../lib/envelope';
import { IdempotencyHeadersSchema, PdfSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public', 'join');
export const optionsSchema = route('Online join: membership types, add-ons, web subscriptions, questionnaire', { params: C.PublicAccountParamsSchema }, C.JoinOptionsSchema);
export const memberExistsSchema = route('Member existence check (stops a duplicate join)', { body: C.MemberExistenceBodySchema }, C.MemberExistenceSchema);
export const sendCodeSchema = route('Send a one-time code to the mobile (mfa-mobile-signup)', { body: C.MobileCodeBodySchema }, C.MobileCodeSentSchema);
export const validateCodeSchema = route('Validate the one-time code (mfa-mobile-signup/validate)', { body: C.MobileCodeValidateBodySchema }, C.MobileCodeValidSchema);
export const quoteSchema = route("The server's fee breakdown for the chosen membership", { body: C.JoinQuoteBodySchema }, C.JoinQuoteSchema);
export const termsSchema = route('The membership agreement PDF to read before signing', { body: C.JoinTermsBodySchema, response: withErrors(PdfSchema) });
export const completeSchema = route('Complete online join: member, membership, first payment, login; Idempotency-Key required', { headers: IdempotencyHeadersSchema, body: C.JoinCompleteBodySchema }, C.JoinCompleteSchema);
