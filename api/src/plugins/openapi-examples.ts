// Request and response examples for the API reference page, derived from each route's
// own TypeBox schema rather than hand-written JSON beside 160 routes: a value a schema states
// (`examples`, `default`, `const`, `enum`) wins, then the field's name and format pick a realistic
// value, and bounds (minLength, pattern, minimum) are honoured. Redocly's
// `no-invalid-media-type-examples` (recommended rules, `pnpm lint:openapi`) checks every example
// against its schema, so a generator mistake fails CI instead of misleading a reader.
import { REQUIRED, SOMETHING_WENT_WRONG } from '@portal/shared/messages';

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  [key: string]: unknown;
};

/** Realistic values by field name (lower case, exact), checked against the schema before use. */
const BY_NAME: Record<string, unknown> = {
  username: 'member@demo.club',
  email: 'member@demo.club',
  password: 'correct-horse-42',
  newpassword: 'correct-horse-43',
  confirmpassword: 'correct-horse-43',
  oldpassword: 'correct-horse-42',
  firstname: 'Alex',
  lastname: 'Nguyen',
  familyname: 'Nguyen',
  personname: 'Alex',
  name: 'Alex Nguyen',
  displayname: 'Alex Nguyen',
  studentname: 'Sam Nguyen',
  guarantorname: 'Jordan Nguyen',
  mobile: '0412 345 678',
  mobilenumber: '0412 345 678',
  phone: '02 9876 5432',
  street: '1 George Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  membernumber: '100001',
  accountid: 'DEMO01',
  clubname: 'Demo Fitness Club',
  classname: 'Morning Yoga',
  promocode: 'WELCOME10',
  vouchercode: 'WELCOME10',
  discountcoupon: 'WELCOME10',
  code: 'WELCOME10',
  searchtext: 'towel',
  ccnameoncard: 'Alex Nguyen',
  ccnumber: '4111111111111111',
  ccexpirymonth: '12',
  ccexpiryyear: '2030',
  cccvv: '123',
  comments: 'First session, please go easy.',
  notes: 'Allergic to peanuts.',
  message: '',
  gender: 'F',
  timezone: 'Australia/Sydney',
  platform: 'web',
  deviceid: 'browser-7f3a',
  token: 'tok_sandbox_4f9c2a',
  tokenreference: 'ref_sandbox_4f9c2a',
  cardtype: 'Visa',
  bsbnumber1: '062',
  bsbnumber2: '000',
  accountnumber: '12345678',
  accountname: 'Alex Nguyen',
  currency: 'AUD',
};

const FORMATS: Record<string, string> = {
  email: 'member@demo.club',
  date: '2030-01-15',
  'date-time': '2030-01-15T09:00:00.000Z',
  time: '09:00:00',
  uuid: '3f2b8c1e-5d4a-4e8b-9c1d-2a6f7e8b9c0d',
  uri: 'https://portal.example/',
};

// Tried against a `pattern` in order; the first that matches is the example.
const PATTERN_CANDIDATES = ['2030-01-15', '09:00', '2030/01/15', '15/01/2030', '100001', 'a'.repeat(32), 'a'.repeat(64) + '.png', 'a'.repeat(16) + '.ics'];

const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;

function stringFits(schema: Schema, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern, 'u').test(value);
}

function exampleString(schema: Schema, name: string): string | undefined {
  const candidates = [schema.format ? FORMATS[schema.format] : undefined, BY_NAME[name.toLowerCase()]];
  const lower = name.toLowerCase();
  if (lower.endsWith('date') || lower.startsWith('date')) candidates.push('2030-01-15', '15/01/2030');
  if (lower.endsWith('at')) candidates.push(FORMATS['date-time']);
  if (lower.endsWith('time')) candidates.push('09:00');
  if (lower.includes('email')) candidates.push(FORMATS.email);
  if (lower.includes('name')) candidates.push('Alex Nguyen');
  if (lower.endsWith('url')) candidates.push(FORMATS.uri);
  if (schema.pattern) candidates.push(...PATTERN_CANDIDATES);
  for (const c of candidates) if (stringFits(schema, c)) return c;
  if (schema.pattern) return undefined;
  const text = 'text'.padEnd(Math.max(schema.minLength ?? 0, 4), 'x').slice(0, schema.maxLength ?? Infinity);
  return stringFits(schema, text) ? text : undefined;
}

function exampleNumber(schema: Schema, name: string, integer: boolean): number {
  const lower = name.toLowerCase();
  let value = lower.endsWith('cents') ? 2500 : lower === 'statuscode' ? 200 : lower.includes('price') || lower.includes('amount') || lower.includes('fee') ? 25 : 1;
  if (!integer && value === 25) value = 25.5;
  if (schema.minimum !== undefined && value < schema.minimum) value = schema.minimum;
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return value;
}

/** A value the schema accepts, or undefined when none can be derived (then no example is shown). */
export function exampleOf(schema: Schema | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((s) => exampleOf(s, name, depth + 1));
    return parts.some((p) => p === undefined) ? undefined : Object.assign({}, ...(parts as object[]));
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    // A nullable field shows its non-null shape; the first alternative that can be built wins.
    for (const alt of [...alternatives.filter((s) => s.type !== 'null'), ...alternatives.filter((s) => s.type === 'null')]) {
      const value = exampleOf(alt, name, depth + 1);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        const value = exampleOf(prop, key, depth + 1);
        if (value === undefined) return undefined;
        out[key] = value;
      }
      return out;
    }
    case 'array': {
      const item = exampleOf(schema.items, name, depth + 1);
      if (item === undefined) return schema.minItems ? undefined : [];
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => item);
    }
    case 'integer':
      return exampleNumber(schema, name, true);
    case 'number':
      return exampleNumber(schema, name, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      return exampleString(schema, name);
    default:
      return undefined;
  }
}

type MediaType = { schema?: Schema; example?: unknown };
type Operation = {
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
};

/** An error envelope's example for a response code ('4XX', '5XX', '404', ...). */
function errorExample(code: string): unknown {
  const server = code.startsWith('5');
  const statusCode = /^\d{3}$/.test(code) ? Number(code) : server ? 500 : 400;
  return { statusCode, payload: null, errors: { message: server ? SOMETHING_WENT_WRONG : REQUIRED } };
}

/** Sets `example` on every JSON request and response of the document that has none yet. */
export function addExamples(paths: Record<string, Record<string, unknown>>): void {
  for (const byMethod of Object.values(paths)) {
    for (const op of Object.values(byMethod) as Operation[]) {
      if (!op || typeof op !== 'object') continue;
      const body = op.requestBody?.content?.['application/json'];
      if (body?.schema && body.example === undefined) {
        const value = exampleOf(body.schema);
        if (value !== undefined) body.example = value;
      }
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (!media?.schema || media.example !== undefined) continue;
        const value = code.startsWith('2') ? exampleOf(media.schema) : errorExample(code);
        if (value !== undefined) media.example = value;
      }
    }
  }
}
