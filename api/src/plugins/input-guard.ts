// Hostile-input guard for every route, in front of the database:
// - a NUL byte (\u0000) in any query, path or body string is refused (PostgreSQL text cannot hold
//   it and would answer a 500);
// - a non-finite number (1e309 coerces to Infinity, and ajv skips minimum/maximum for it) is
//   refused after validation, so no bound in a schema can be bypassed.
// - every integer and number in a route's request schemas is bounded (lib/bounded-schema.ts), so
//   an id above 2^31 is a 400 from validation instead of a 500 from PostgreSQL.
// All answer 400 with the spec's shared messages.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { boundNumbers } from '../lib/bounded-schema';
import { fail } from '../lib/envelope';
import { CHECK_DATA_ENTERED, PATTERN_NUMBERS } from '@portal/shared/messages';

const MAX_DEPTH = 64;

/** True when value (or anything nested in it) matches the predicate. */
export function findInput(value: unknown, test: (leaf: unknown) => boolean, depth = 0): boolean {
  if (test(value)) return true;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => findInput(v, test, depth + 1));
  // Buffers and streams (multipart, raw bodies) are not walked.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  for (const key of Object.keys(value)) {
    if (test(key) || findInput((value as Record<string, unknown>)[key], test, depth + 1)) return true;
  }
  return false;
}

const hasNul = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');
const isNonFinite = (leaf: unknown) => typeof leaf === 'number' && !Number.isFinite(leaf);

function inputsOf(request: FastifyRequest): unknown[] {
  return [request.query, request.params, request.body];
}

const REQUEST_PARTS = ['body', 'params', 'querystring', 'headers'] as const;

async function inputGuard(app: FastifyInstance) {
  // Registered before every route (app.ts), so each route's schema is bounded before Fastify
  // compiles its validator and before the OpenAPI plugin records it.
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema = { ...route.schema } as Record<string, unknown>;
    for (const part of REQUEST_PARTS) if (schema[part]) schema[part] = boundNumbers(schema[part]);
    route.schema = schema;
  });
  // Callback hooks: every request passes both, and a promise each was measurable.
  app.addHook('preValidation', refuseInputs(hasNul, 'NUL byte in request input refused', CHECK_DATA_ENTERED));
  app.addHook('preHandler', refuseInputs(isNonFinite, 'non-finite number in request input refused', PATTERN_NUMBERS));
}

/** A hook answering 400 with `message` when any input of the request holds a leaf `test` matches. */
function refuseInputs(test: (leaf: unknown) => boolean, logLine: string, message: string) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (inputsOf(request).some((v) => findInput(v, test))) {
      request.log.info(logLine);
      fail(reply, 400, message);
      return;
    }
    done();
  };
}

export default fp(inputGuard, { name: 'input-guard' });
