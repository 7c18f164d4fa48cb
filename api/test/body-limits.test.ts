// Body limits per route: a 3 MB JSON body of 200,000 keys held the event loop for over half a
// second while it was parsed, on any route (sign-in, an unknown address), with no session. Each
// route now takes at most what its own schema can hold, a route that takes no body takes none, and
// the refusal (413) comes before parsing. No timing here: the proof is that JSON.parse never saw
// the body. The other half: the largest body each route's schema allows still gets through.
import { REQUEST_REFUSED } from '../src/lib/messages';
import { DATA_STRING } from '../src/lib/body-limit';
import { loadOperations, opName, type JsonSchema, type Operation } from './attacks-helpers/openapi-routes';
import { nextIp, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';

let t: TestApp;
let ops: Operation[];
withTestApp(async (app) => {
  t = app;
  ops = await loadOperations(t.app);
});

/** `{"k0":0,"k1":0,...}`: 200,000 keys, about 3 MB. */
const manyKeys = () => `{${Array.from({ length: 200_000 }, (_, i) => `"key${i}":${i}`).join(',')}}`;

/** Calls JSON.parse saw with a text at least `bytes` long while `run` ran. */
async function bigParses(bytes: number, run: () => Promise<unknown>): Promise<number> {
  const parse = jest.spyOn(JSON, 'parse');
  try {
    await run();
    return parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length >= bytes).length;
  } finally {
    parse.mockRestore();
  }
}

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN, ...headers }, remoteAddress: nextIp() });

test.each(['/api/v1/auth/login', '/api/v1/no-such-route', '/no-such-page', '/api/v1/public/join/member-exists'])(
  'a 3 MB body of 200,000 keys to %s is refused with 413 before it is parsed',
  async (url) => {
    const body = manyKeys();
    expect(body.length).toBeGreaterThan(2_500_000);
    let status = 0;
    const parsed = await bigParses(1_000_000, async () => {
      status = (await post(url, body)).statusCode;
    });
    expect(status).toBe(413);
    expect(parsed).toBe(0);
  },
);

test('sign-in takes a few kilobytes at most: a 20 kB body is refused, a normal one is not', async () => {
  const padded = JSON.stringify({ userName: 'member@demo.club', password: 'demo1234', padding: 'x'.repeat(20_000) });
  const big = await post('/api/v1/auth/login', padded);
  expect(big.statusCode).toBe(413);
  expect(big.json().errors.message).toBe('The request is too large.');
  const normal = await post('/api/v1/auth/login', JSON.stringify({ userName: 'member@demo.club', password: 'demo1234', platform: 'web' }));
  expect(normal.statusCode).toBe(200);
});

test('a route that takes no body refuses one before reading it, and still accepts an empty call', async () => {
  const cookie = await t.login('member@demo.club', 'demo1234');
  const parsed = await bigParses(10_000, async () => {
    expect((await post('/api/v1/auth/logout', JSON.stringify({ junk: 'x'.repeat(50_000) }), { cookie })).statusCode).toBe(413);
  });
  expect(parsed).toBe(0);
  const empty = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { origin: PUBLIC_ORIGIN, cookie } });
  expect(empty.statusCode).toBe(200);
  expect((await post('/api/v1/auth/logout', '{}', { cookie: await t.login('member@demo.club', 'demo1234') })).statusCode).toBe(200);
});

/** The largest body a schema allows: every property, every string at its maximum length, every array full. */
function largest(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return null;
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alternatives.length) {
    const bodies = alternatives.map((a) => largest(a, depth + 1));
    return bodies.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum) return (schema.enum as unknown[]).reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
  if (types.includes('object') || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = largest(prop, depth + 1);
    return out;
  }
  if (types.includes('array')) return Array.from({ length: Math.min(Number(schema.maxItems ?? 1), 1000) }, () => largest(schema.items as JsonSchema, depth + 1));
  if (types.includes('string')) {
    const length = Math.min(Number(schema.maxLength ?? 100), 2_000_000);
    // Typed text may be any character: four UTF-8 bytes each. Patterned or formatted text is ASCII,
    // and so are the image fields (base64 signatures, avatars, logos: the strings over DATA_STRING).
    return schema.pattern || schema.format || length > DATA_STRING ? 'x'.repeat(length) : '\u{1F600}'.repeat(length);
  }
  if (types.includes('integer') || types.includes('number')) return typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31 - 1;
  if (types.includes('boolean')) return false;
  return null;
}

test('the largest body every route schema allows is not refused for its size', async () => {
  const cookie = await t.login('member@demo.club', 'demo1234');
  const refused: string[] = [];
  for (const op of ops.filter((o) => o.body && !o.nonJsonBody)) {
    const payload = JSON.stringify(largest(op.body));
    const res = await t.app.inject({
      method: op.method as 'POST',
      // Parameters are irrelevant here: the size check comes before them, so placeholders will do.
      url: op.path.replace(/\{[^}]+\}/g, '1'),
      payload,
      headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN, cookie },
      remoteAddress: nextIp(),
    });
    if (res.statusCode === 413) refused.push(`${opName(op)} (${payload.length} bytes)`);
  }
  expect(refused).toEqual([]);
});

test('a foreign origin is still refused first, whatever the body', async () => {
  const res = await post('/api/v1/auth/login', JSON.stringify({ userName: 'a@b.co', password: 'x' }), { origin: 'https://evil.example' });
  expect(res.statusCode).toBe(403);
  expect(res.json().errors.message).toBe(REQUEST_REFUSED);
});
