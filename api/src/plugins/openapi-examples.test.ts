// The reference page's examples are derived from the routes' own schemas: each must be accepted by
// the schema it illustrates (Redocly checks the whole document in CI; this pins the main contracts).
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import {
  AddToCartBodySchema,
  BookClassBodySchema,
  CartPayloadSchema,
  CheckoutBodySchema,
  ClassSearchBodySchema,
  LoginBodySchema,
  PayOutstandingBodySchema,
  PaymentSetupBodySchema,
  PtBookBodySchema,
  RenewContractRequestSchema,
  SaveProfileBodySchema,
  SearchClassBodySchema,
} from '@portal/shared/contracts';
import { addExamples, exampleOf, type Schema } from './openapi-examples';

const MAIN: Record<string, TSchema> = {
  LoginBodySchema,
  ClassSearchBodySchema,
  BookClassBodySchema,
  PtBookBodySchema,
  AddToCartBodySchema,
  CartPayloadSchema,
  CheckoutBodySchema,
  SaveProfileBodySchema,
  PaymentSetupBodySchema,
  PayOutstandingBodySchema,
  SearchClassBodySchema,
  RenewContractRequestSchema,
};

describe('OpenAPI examples', () => {
  test.each(Object.entries(MAIN))('%s: the derived example is accepted by its schema', (_, schema) => {
    const example = exampleOf(schema as unknown as Schema);
    expect(example).toBeDefined();
    expect([...Value.Errors(schema, example)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  });

  test('realistic values come from the field names, not filler', () => {
    expect(exampleOf(LoginBodySchema as unknown as Schema)).toMatchObject({ userName: 'member@demo.club', platform: 'web' });
  });

  test('a value the schema states wins, and an underivable pattern gives no example', () => {
    expect(exampleOf({ type: 'string', examples: ['given'] })).toBe('given');
    expect(exampleOf({ type: 'object', properties: { a: { type: 'string', pattern: '^Z{3}$' } } })).toBeUndefined();
  });

  test('addExamples fills requests, successes and error envelopes', () => {
    const envelope = { type: 'object', properties: { statusCode: { type: 'integer' }, payload: { type: 'null' }, errors: { type: 'object', properties: { message: { type: 'string' } } } } };
    const paths = {
      '/x': {
        post: {
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { email: { type: 'string', format: 'email' } } } } } },
          responses: { '200': { content: { 'application/json': { schema: envelope } } }, '4XX': { content: { 'application/json': { schema: envelope } } } },
        },
      },
    };
    addExamples(paths);
    const op = paths['/x'].post as unknown as { requestBody: { content: Record<string, { example: unknown }> }; responses: Record<string, { content: Record<string, { example: unknown }> }> };
    expect(op.requestBody.content['application/json']!.example).toEqual({ email: 'member@demo.club' });
    expect(op.responses['200']!.content['application/json']!.example).toMatchObject({ statusCode: 200, payload: null, errors: { message: '' } });
    expect(op.responses['4XX']!.content['application/json']!.example).toMatchObject({ statusCode: 400, errors: { message: 'This field is required.' } });
  });
});
