// Issue 16, "every text field has a length bound that the UI and the API share": walks the OpenAPI
// document (as the fuzz test walks it for integers) and fails on any request string, in a path,
// query or header parameter or anywhere in a JSON body, that nothing bounds. A bound is a maxLength,
// or an enum/const/format/pattern that already limits what ajv lets through. A route added tomorrow
// with a bare Type.String() fails here before it ships.
import { TEXT_LIMITS } from '@portal/shared/validators';
import { createTestApp, nextIp, type TestApp } from './helpers/test-app';
import { exampleRequest, loadOperations, opName, type JsonSchema, type Operation } from './attacks-helpers/openapi-routes';
import { expectRefused } from './helpers/expect-refused';

// Formats ajv checks with an anchored, length-limited grammar (a date cannot be 10 kB).
const BOUNDING_FORMATS = new Set(['date', 'date-time', 'time', 'uuid']);
// A pattern bounds a string only when anchored at both ends with no unbounded repetition.
const boundedPattern = (p: string) => p.startsWith('^') && p.endsWith('$') && !/[*+]|\{\d+,\}/.test(p.replace(/\\./g, ''));

function isBoundedString(s: JsonSchema): boolean {
  if (s.enum !== undefined || s.const !== undefined) return true;
  if (typeof s.maxLength === 'number') return true;
  if (s.format && BOUNDING_FORMATS.has(s.format)) return true;
  return typeof s.pattern === 'string' && boundedPattern(s.pattern);
}

const isString = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.includes('string') : s.type === 'string');

/** Dotted paths of every unbounded string under a schema. */
export function unboundedStrings(schema: JsonSchema | undefined, at: string, out: string[] = [], depth = 0): string[] {
  if (!schema || depth > 8) return out;
  for (const alt of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) unboundedStrings(alt, at, out, depth + 1);
  if (isString(schema) && !isBoundedString(schema)) out.push(at);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) unboundedStrings(prop, at ? `${at}.${key}` : key, out, depth + 1);
  if (schema.items) unboundedStrings(schema.items, `${at}[]`, out, depth + 1);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    unboundedStrings(schema.additionalProperties as JsonSchema, `${at}.*`, out, depth + 1);
  }
  return out;
}

let t: TestApp;
let ops: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  ops = await loadOperations(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('every request string has a bound', () => {
  test('the walker sees a bare string and accepts the bounded shapes', () => {
    expect(unboundedStrings({ type: 'object', properties: { a: { type: 'string' } } }, '')).toEqual(['a']);
    expect(unboundedStrings({ type: 'string', pattern: '^\\d+$' }, 'p')).toEqual(['p']);
    expect(
      unboundedStrings(
        {
          type: 'object',
          properties: {
            a: { type: 'string', maxLength: 5 },
            b: { type: 'string', format: 'date' },
            c: { type: 'string', enum: ['x'] },
            d: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            e: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
          },
        },
        '',
      ),
    ).toEqual([]);
  });

  test('no operation takes an unbounded string', () => {
    expect(ops.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const op of ops) {
      for (const p of op.parameters) for (const where of unboundedStrings(p.schema, `${p.in}:${p.name}`)) found.push(`${opName(op)} ${where}`);
      for (const where of unboundedStrings(op.body, 'body')) found.push(`${opName(op)} ${where}`);
    }
    expect(found).toEqual([]);
  });
});

describe('over-long text sent straight to the API', () => {
  test('is a 400 naming the field, never a 500', async () => {
    const cookie = await t.login('member@demo.club', 'demo1234');
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).json().payload as { memberNumber: string };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile',
      headers: { cookie },
      remoteAddress: nextIp(),
      payload: { memberNumber: me.memberNumber, gender: 'F', mobile: '0400111222', occupation: 'x'.repeat(TEXT_LIMITS.occupation + 1) },
    });
    expectRefused(res, 400, `occupation: This field must contain at least ${TEXT_LIMITS.occupation} characters length.`);
  });

  test('every bounded body string one character over its bound is a 400 that names it', async () => {
    const cookie = await t.login('member@demo.club', 'demo1234');
    const failures: string[] = [];
    for (const op of ops) {
      if (!op.body?.properties || op.method === 'GET') continue;
      for (const [name, prop] of Object.entries(op.body.properties)) {
        const limit = stringLimit(prop);
        if (limit === undefined) continue;
        const base = exampleRequest(op);
        const res = await t.app.inject({
          method: op.method as 'POST',
          url: fillExample(op.path, base.params),
          headers: { ...base.headers, cookie, 'content-type': 'application/json' },
          remoteAddress: nextIp(),
          payload: JSON.stringify({ ...base.body, [name]: 'a'.repeat(limit + 1) }),
        });
        if (res.statusCode >= 500) failures.push(`${opName(op)} ${name} → ${res.statusCode}`);
        else if (res.statusCode === 400 && !String(res.json().errors?.message ?? '').includes(name)) {
          // Another field of the example may be refused first; only a maxLength refusal must name its field.
          const message = String(res.json().errors?.message ?? '');
          if (message.includes('characters length') && !message.startsWith(`${name}:`)) failures.push(`${opName(op)} ${name}: "${message}"`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the date strings that took anything', () => {
  test.each([
    ['POST /api/v1/membership/renew-contract', 'membershipStartDateString'],
    ['POST /api/v1/membership/renew-contract', 'paymentStartDateString'],
    ['POST /api/v1/extras/buy-subscription', 'ptBooking.startsAt'],
  ])('%s %s: a 10 kB or malformed value is refused, a well-formed one passes validation', async (route, field) => {
    const op = ops.find((o) => opName(o) === route)!;
    const cookie = await t.login('member@demo.club', 'demo1234');
    const send = async (value: string) => {
      const base = exampleRequest(op);
      const body = JSON.parse(JSON.stringify(base.body)) as Record<string, Record<string, unknown>>;
      const [head, tail] = field.split('.') as [string, string | undefined];
      if (tail) body[head] = { ...(body[head] ?? {}), [tail]: value };
      else (body as Record<string, unknown>)[head] = value;
      const res = await t.app.inject({ method: 'POST', url: op.path, headers: { ...base.headers, cookie }, remoteAddress: nextIp(), payload: body });
      return { status: res.statusCode, message: String(res.json().errors.message) };
    };
    // 10 kB may not even fit the route's body limit (413, refused before parsing), else validation refuses it.
    const huge = await send('9'.repeat(10_000));
    expect([400, 413]).toContain(huge.status);
    expect(huge.message).not.toBe('');
    const malformed = await send('not a date');
    expect(malformed.status).toBe(400);
    expect(malformed.message).not.toBe('');
    // A well-formed value gets past validation (what the route then says depends on the member).
    const good = await send(tailOf(field) === 'startsAt' ? '2030-01-15T09:00:00.000Z' : '2030/01/15');
    expect(good.message).not.toMatch(/characters length|check data|valid date/i);
  });
});

const tailOf = (dotted: string) => dotted.split('.').pop();

function stringLimit(schema: JsonSchema): number | undefined {
  if (typeof schema.maxLength === 'number') return schema.maxLength;
  for (const alt of schema.anyOf ?? schema.oneOf ?? []) if (typeof alt.maxLength === 'number') return alt.maxLength;
  return undefined;
}

function fillExample(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_, key: string) => encodeURIComponent(String(values[key])));
}
