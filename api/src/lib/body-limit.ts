// How many bytes a route's JSON body can legitimately take, worked out from its schema, so each
// route gets a body limit that fits it (sign-in: a few kilobytes; a signature: megabytes) and a
// huge body is refused (413) before anything parses it. Parsing is the cost: a 3 MB body of
// 200,000 keys held the event loop for over half a second (docs/security.md, "Body limits per route").
import type { Schema as JsonSchema } from '../plugins/openapi-examples';

/** A route that takes no body: room for `{}` or `null` a client sends out of habit, nothing more. */
export const NO_BODY_LIMIT = 64;
/** What nothing that matched no route, or declares no bound, may exceed. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;
/** The largest body any route may take (two 2 MB signatures and the rest of a join). */
export const MAX_BODY_LIMIT = 6 * 1024 * 1024;
/** Multipart uploads: the file's own limit is @fastify/multipart's; this bounds the envelope around it. */
export const MULTIPART_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

/**
 * Longer strings are data (base64 signatures, avatars, logos: 400,000 characters and up), ASCII,
 * one byte a character; typed text (a post's HTML: 100,000) stays below it.
 */
export const DATA_STRING = 200_000;
/** Typed text may be any character: four UTF-8 bytes each (JSON escapes are rarer and bounded alike). */
const TEXT_BYTES_PER_CHAR = 4;
const MAX_DEPTH = 16;

/** The most bytes a JSON value valid against `schema` can take, or undefined when the schema sets no bound. */
export function maxJsonBytes(schema: JsonSchema | undefined, depth = 0): number | undefined {
  if (!schema || depth > MAX_DEPTH) return undefined;
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alternatives.length) return largestOf(alternatives.map((a) => maxJsonBytes(a, depth + 1)));
  if (schema.allOf?.length) return sumOf(schema.allOf.map((a) => maxJsonBytes(a, depth + 1)));
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map((v) => JSON.stringify(v).length));
  if ('const' in schema) return JSON.stringify((schema as { const: unknown }).const).length;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return largestOf(types.map((type) => bytesOfType(schema, type, depth)));
}

function bytesOfType(schema: JsonSchema, type: unknown, depth: number): number | undefined {
  switch (type) {
    case 'string': {
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : patternMaxLength(schema.pattern);
      if (maxLength === undefined) return undefined;
      // Data is ASCII; patterned or formatted text is too, but a quote or backslash takes two bytes.
      const perChar = maxLength > DATA_STRING ? 1 : schema.pattern || schema.format ? 2 : TEXT_BYTES_PER_CHAR;
      return 2 + maxLength * perChar;
    }
    case 'integer':
    case 'number':
      return 24;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'array': {
      if (typeof schema.maxItems !== 'number') return undefined;
      const item = maxJsonBytes(schema.items as JsonSchema | undefined, depth + 1);
      return item === undefined ? undefined : 2 + schema.maxItems * (item + 1);
    }
    case 'object':
    case undefined: {
      if (type === undefined && !schema.properties) return undefined;
      // Extra keys are refused or dropped after parsing, so they count only as far as the schema lets them in.
      const open = schema.additionalProperties;
      if (open !== undefined && open !== false && typeof open === 'object') return undefined;
      const fields = Object.entries(schema.properties ?? {}).map(([key, prop]) => {
        const value = maxJsonBytes(prop, depth + 1);
        return value === undefined ? undefined : JSON.stringify(key).length + 1 + value + 1;
      });
      const sum = sumOf(fields);
      return sum === undefined ? undefined : 2 + sum;
    }
    default:
      return undefined;
  }
}

/**
 * An upper bound of what an anchored pattern without open-ended repetition matches (`^\d{4}-\d{2}$`):
 * each token at most once, plus what its `{m,n}` allows. Undefined for anything open-ended.
 */
export function patternMaxLength(pattern: string | undefined): number | undefined {
  if (!pattern || !pattern.startsWith('^') || !pattern.endsWith('$')) return undefined;
  if (/(?<!\\)[*+]|\{\d*,\}/.test(pattern)) return undefined;
  const repeats = [...pattern.matchAll(/\{(\d+)(?:,(\d+))?\}/g)].reduce((sum, m) => sum + Number(m[2] ?? m[1]), 0);
  return pattern.length + repeats;
}

function largestOf(values: (number | undefined)[]): number | undefined {
  return values.some((v) => v === undefined) || values.length === 0 ? undefined : Math.max(...(values as number[]));
}

function sumOf(values: (number | undefined)[]): number | undefined {
  return values.some((v) => v === undefined) ? undefined : (values as number[]).reduce((a, b) => a + b, 0);
}

/** A route's body limit from its schema: what the schema allows with room for whitespace, within bounds. */
export function bodyLimitFor(schema: { body?: unknown; consumes?: unknown } | undefined): number {
  if (Array.isArray(schema?.consumes) && schema.consumes.includes('multipart/form-data')) return MULTIPART_BODY_LIMIT;
  if (!schema?.body) return NO_BODY_LIMIT;
  const bytes = maxJsonBytes(schema.body as JsonSchema);
  if (bytes === undefined) return DEFAULT_BODY_LIMIT;
  return Math.min(MAX_BODY_LIMIT, Math.ceil(bytes * 1.25) + 1024);
}
