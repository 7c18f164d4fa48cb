// Attacks: every route of the OpenAPI document is fed schema-violating and hostile input
// (fast-check): wrong types, huge strings, prototype-pollution keys, SQL and script payloads, in the
// body, the path and the query. The answer must always be an envelope and never a 5xx.
import fc from 'fast-check';
import { nextIp, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import {
  exampleRequest,
  fillPath,
  integerSlots,
  loadOperations,
  opName,
  queryOf,
  setPath,
  unboundedNumbers,
  type Operation,
} from './attacks-helpers/openapi-routes';

// Bounded run time: ~130 routes x NUM_RUNS requests on the embedded database.
const NUM_RUNS = Number(process.env.ATTACK_RUNS ?? 12);
const SEED = Number(process.env.ATTACK_SEED ?? 20240609);

/** Routes that end the session or the account are attacked last-in-turn with a fresh session. */
const SESSION_ENDING = new Set(['POST /api/v1/auth/logout', 'POST /api/v1/public/deregister']);

const shortHostileString = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'); DROP TABLE members; --",
    '<script>window.__pwned=1</script>',
    '<img src=x onerror="window.__pwned=1">',
    '{{constructor.constructor("return process")()}}',
    '../../../../etc/passwd',
    '%00',
    '\u0000\u202e',
    '😀'.repeat(50),
    '9'.repeat(90),
    '-1',
    'NaN',
    '1e309',
    '2030-02-31',
    '31/02/2030',
    '',
  ),
  fc.string({ maxLength: 40 }),
);
const hostileString = fc.oneof(shortHostileString, fc.string({ minLength: 5000, maxLength: 12000 }));

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5, true, false, null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  fc.constant({ __proto__: { isAdmin: true } }),
);

/** A body built from the route's own fields with hostile values, plus pollution keys sometimes. */
function hostileBody(op: Operation): fc.Arbitrary<unknown> {
  const fields = Object.keys(op.body?.properties ?? {});
  const example = exampleRequest(op).body ?? {};
  const mutated = fc
    .tuple(fc.subarray(fields), fc.array(hostileValue, { minLength: fields.length, maxLength: fields.length }), fc.boolean())
    .map(([chosen, values, pollute]) => {
      const out: Record<string, unknown> = { ...example };
      chosen.forEach((f, i) => (out[f] = values[i]));
      if (pollute) {
        // JSON keys that have bitten Node servers: must be refused or ignored, never obeyed.
        return JSON.parse(`{${JSON.stringify(out).slice(1, -1)}${fields.length ? ',' : ''}"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}`);
      }
      return out;
    });
  return fc.oneof(mutated, hostileValue, fc.constantFrom('not json', '[]', 42, null));
}

let t: TestApp;
let ops: Operation[];
let cookie: string;

withTestApp(async (app) => {
  t = app;
  ops = await loadOperations(t.app);
  cookie = await t.login('member@demo.club', 'demo1234');
});

async function stillSignedIn() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
  return res.statusCode === 200;
}

describe('attacks: hostile and schema-violating input on every route', () => {
  test('no route answers 5xx or a non-envelope to hostile input', async () => {
    expect(ops.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const ordered = [...ops.filter((o) => !SESSION_ENDING.has(opName(o))), ...ops.filter((o) => SESSION_ENDING.has(opName(o)))];
    for (const op of ordered) {
      const pathParams = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
      const arb = fc.record({
        body: op.body || op.nonJsonBody ? hostileBody(op) : fc.constant(undefined),
        params: fc.array(fc.option(shortHostileString, { nil: undefined }), { minLength: pathParams.length, maxLength: pathParams.length }),
        signedIn: fc.boolean(),
      });
      let lastError = '';
      try {
        await fc.assert(
          fc.asyncProperty(arb, async ({ body, params, signedIn }) => {
            const base = exampleRequest(op);
            const values: Record<string, unknown> = { ...base.params };
            pathParams.forEach((p, i) => {
              const v = params[i];
              // An empty path segment would route elsewhere: keep it non-empty.
              if (v !== undefined) values[p.name] = p.in === 'path' && v === '' ? ' ' : v;
            });
            const isString = typeof body === 'string';
            const res = await t.app.inject({
              method: op.method as 'POST',
              url: fillPath(op.path, values) + queryOf(op.parameters, values),
              headers: {
                ...base.headers,
                ...(signedIn ? { cookie } : {}),
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              remoteAddress: nextIp(),
              ...(body !== undefined ? { payload: isString ? (body as string) : JSON.stringify(body) } : {}),
            });
            const url = res.raw.req.url ?? "";
            const where = `${opName(op)} → ${res.statusCode} (${url.length > 200 ? `${url.length}-char URL` : url})`;
            const fail = (m: string) => {
              lastError = m;
              throw new Error(m);
            };
            if (res.statusCode >= 500) fail(`${where} ${res.body.slice(0, 200)}`);
            const type = String(res.headers['content-type'] ?? '');
            // Binary answers (PDF, calendar, images) are fine on success; errors must be envelopes.
            if (res.statusCode >= 400 || type.includes('json')) {
              const env = res.json() as { statusCode?: number; errors?: { message?: unknown } };
              if (env.statusCode !== res.statusCode || typeof env.errors?.message !== 'string')
                fail(`${where} not an envelope: ${res.body.slice(0, 200)}`);
            }
            // Prototype pollution must never reach the process.
            if (({} as Record<string, unknown>).polluted !== undefined) fail(`${where} polluted Object.prototype`);
          }),
          { numRuns: NUM_RUNS, seed: SEED, endOnFailure: true },
        );
      } catch (e) {
        // fast-check wraps our message; keep the line that names the route and the answer.
        const msg = (e as Error).message;
        failures.push(lastError || `${opName(op)}: ${msg.slice(0, 300)}`);
      }
      if (!(await stillSignedIn())) cookie = await t.login('member@demo.club', 'demo1234');
    }
    expect(failures).toEqual([]);
  });

  test('an over-long path parameter answers an envelope (one check per route with a path parameter)', async () => {
    // Path segments are kept short in the property above so each finding stays separate; the
    // router's own limit (maxParamLength) is checked here.
    const failures: string[] = [];
    for (const op of ops.filter((o) => o.parameters.some((p) => p.in === 'path'))) {
      const base = exampleRequest(op);
      const values = { ...base.params };
      for (const p of op.parameters) if (p.in === 'path') values[p.name] = '9'.repeat(500);
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: fillPath(op.path, values),
        headers: { ...base.headers, cookie },
        remoteAddress: nextIp(),
      });
      const env = res.json() as { statusCode?: number; errors?: { message?: unknown } };
      if (res.statusCode >= 500 || env.statusCode !== res.statusCode || typeof env.errors?.message !== 'string')
        failures.push(`${opName(op)} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  });

  test('the OpenAPI document bounds every integer and number a request carries (int4 at most)', () => {
    expect(ops.flatMap((op) => unboundedNumbers(op, 2 ** 31 - 1))).toEqual([]);
  });

  // Ids above 2^31 reached PostgreSQL's integer columns and answered 500 on ~15 routes.
  // Every integer of every route (path, query, body, nested) gets each out-of-range value in an
  // otherwise valid request, as a member and as a guardian (so role-specific routes are reached);
  // the caller's own member number, account and club fill those fields so the request gets past
  // the ownership checks to the queries.
  test('every integer parameter and body field refuses out-of-range values with a 4xx, never a 5xx', async () => {
    const guardianCookie = await t.login('guardian@demo.club', 'demo1234');
    const meOf = async (c: string) => (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: c } })).json().payload;
    // The member's cookie is read at each call: it is renewed when a route ended the session.
    const sessions = [
      { cookieOf: () => cookie, me: await meOf(cookie) },
      { cookieOf: () => guardianCookie, me: await meOf(guardianCookie) },
    ];
    const own = (me: { memberNumber: string; accountId: string; clubId: number; userId: number }, name: string, example: unknown) => {
      const key = name.toLowerCase();
      if (key === 'accountid' && typeof example === 'string') return me.accountId;
      if ((key === 'membernumber' || key === 'ref') && typeof example === 'string') return me.memberNumber;
      if (key === 'clubid' && typeof example === 'number') return me.clubId;
      if (key === 'userid') return typeof example === 'number' ? me.userId : me.memberNumber;
      return example;
    };
    const failures: string[] = [];
    let tried = 0;
    // 2^31 - 1 is in range: it must reach the database and still never overflow there.
    const outOfRange = [2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 31) - 1];
    for (const op of ops.filter((o) => !SESSION_ENDING.has(opName(o)))) {
      for (const slot of integerSlots(op)) {
        for (const value of outOfRange) {
          for (const { cookieOf, me } of sessions) {
            const who = cookieOf();
            const base = exampleRequest(op);
            const values: Record<string, unknown> = {};
            for (const [k, v] of Object.entries(base.params)) values[k] = own(me, k, v);
            // The example fills every array with an item, so integers inside array items are reached too.
            const body = base.body;
            if (body && typeof body === 'object') for (const k of Object.keys(body)) body[k] = own(me, k, body[k]);
            if (slot.in === 'body' && body) setPath(body, slot.name, value);
            else values[slot.name] = value;
            tried += 1;
            const res = await t.app.inject({
              method: op.method as 'POST',
              url: fillPath(op.path, values) + queryOf(op.parameters, values),
              headers: { ...base.headers, cookie: who, ...(body ? { 'content-type': 'application/json' } : {}) },
              remoteAddress: nextIp(),
              ...(body ? { payload: JSON.stringify(body) } : {}),
            });
            if (res.statusCode >= 500) failures.push(`${opName(op)} ${slot.in}:${slot.name}=${value} → ${res.statusCode}`);
          }
        }
      }
      if (!(await stillSignedIn())) cookie = await t.login('member@demo.club', 'demo1234');
    }
    expect(tried).toBeGreaterThan(100);
    expect([...new Set(failures)]).toEqual([]);
  });
});
