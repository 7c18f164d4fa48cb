// Every number a request carries ends up in a PostgreSQL int4 column or in cents arithmetic, so
// an unbounded `Type.Integer()` let 2^31 through validation and made the database answer a 500.
// Rather than trust each of ~150 request schemas to remember the bound, the
// input guard passes every route's request schemas through boundNumbers() when the route is
// registered: a schema's own tighter bounds win, a missing or looser one becomes these.

/** Largest value of a PostgreSQL `integer` (int4): ids, counts and cents. */
export const INT4_MAX = 2 ** 31 - 1;
export const INT4_MIN = -(2 ** 31);
/**
 * Bound for non-integer numbers (dollar amounts, coordinates, rates): a dollar amount below it
 * still fits int4 once turned into cents.
 */
export const NUMBER_MAX = Math.floor(INT4_MAX / 100);

type Schema = Record<string, unknown>;

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SUBSCHEMA_SINGLE = ['items', 'not', 'additionalProperties', 'if', 'then', 'else', 'contains'] as const;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;

function typesOf(schema: Schema): string[] {
  const t = schema.type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
}

function withBounds(schema: Schema, min: number, max: number): Schema {
  const out = { ...schema };
  if (typeof out.minimum !== 'number' || out.minimum < min) out.minimum = min;
  if (typeof out.maximum !== 'number' || out.maximum > max) out.maximum = max;
  return out;
}

/** A copy of a JSON schema in which every integer is within int4 and every number within NUMBER_MAX. */
export function boundNumbers<T>(schema: T, depth = 0): T {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema) || depth > 32) return schema;
  let out = { ...(schema as Schema) };
  // TypeBox keeps its kind marker on a symbol key; the spread above copies it.
  const types = typesOf(out);
  if (types.includes('integer')) out = withBounds(out, INT4_MIN, INT4_MAX);
  else if (types.includes('number')) out = withBounds(out, -NUMBER_MAX, NUMBER_MAX);
  for (const key of SUBSCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((s) => boundNumbers(s, depth + 1));
  }
  for (const key of SUBSCHEMA_SINGLE) {
    if (out[key] && typeof out[key] === 'object') out[key] = boundNumbers(out[key], depth + 1);
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = out[key];
    if (map && typeof map === 'object') {
      out[key] = Object.fromEntries(Object.entries(map as Schema).map(([k, s]) => [k, boundNumbers(s, depth + 1)]));
    }
  }
  return out as T;
}
