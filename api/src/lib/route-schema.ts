// One way to write a route schema: each module's schema.ts makes `const route = routeSchemas('tag')`
// and declares every route as `route(summary, { params, querystring, body, headers }, Payload)`.
// The factory fills the module's tags and wraps the payload in the envelope with the error
// responses (responses()). Without a payload the parts are the whole schema: a route that answers
// a file names its own `response: withErrors(PdfSchema)`, one with no body schema none. The
// OpenAPI plugin adds operationId, security (from the route's access rule) and examples from the route itself.
import { Type, type TSchema } from 'typebox';
import { responses } from './envelope';

/** What a route may declare besides its tags, summary and envelope payload. */
export interface RouteParts {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  consumes?: string[];
  response?: Record<number | string, TSchema>;
}

export function routeSchemas(...tags: string[]) {
  function route<P extends RouteParts>(summary: string, parts: P): { tags: string[]; summary: string } & P;
  function route<P extends RouteParts, T extends TSchema>(
    summary: string,
    parts: P,
    payload: T,
  ): { tags: string[]; summary: string } & P & { response: ReturnType<typeof responses<T>> };
  function route(summary: string, parts: RouteParts, payload?: TSchema) {
    return payload === undefined ? { tags, summary, ...parts } : { tags, summary, ...parts, response: responses(payload) };
  }
  return route;
}

/** A PDF body (agreement, receipts). */
export const PdfSchema = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });

/** The optional Idempotency-Key header of a route that charges money. */
export const IdempotencyHeadersSchema = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) });
