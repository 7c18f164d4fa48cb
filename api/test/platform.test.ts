// Cross-cutting behaviour: envelope errors, security headers, origin check, health, OpenAPI,
// club theme / company lookup and the remote list.
import { createTestApp, nextIp, PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

test('a schema violation is a 400 envelope with a human message, never a stack', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: nextIp(),
    payload: { userName: 'member@demo.club' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ statusCode: 400, payload: null, errors: { message: 'This field is required.' } });

  const badEmail = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: 'not-an-email' },
  });
  expectRefused(badEmail, 400, 'Please enter valid email address.');

  const badJson = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"userName":',
  });
  expectRefused(badJson, 400, 'Please check data entered and try again.');
  expect(badJson.body).not.toMatch(/at .*\.(js|ts):\d+/);
});

test('an unknown API route is a 404 envelope', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ statusCode: 404, payload: null, errors: { message: 'Not found.' } });
});

test('security headers are on every response', async () => {
  for (const url of ['/healthz', '/api/v1/no-such-thing', '/api/v1/portal/remotes']) {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toBe('camera=(self)');
    expect(res.headers['x-request-id']).toBeTruthy();
  }
});

test('state-changing requests from a foreign Origin are refused; the portal origin is accepted', async () => {
  const payload = { userName: 'member@demo.club', password: 'demo1234', platform: 'web', deviceId: 'jest' };
  const foreign = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: nextIp(),
    headers: { origin: 'https://evil.example' },
    payload,
  });
  expect(foreign.statusCode).toBe(403);
  expect(foreign.json()).toEqual({ statusCode: 403, payload: null, errors: { message: 'Request refused.' } });

  const own = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: nextIp(),
    headers: { origin: PUBLIC_ORIGIN },
    payload,
  });
  expect(own.statusCode).toBe(200);
  // Reads are not state-changing.
  const read = await t.app.inject({ method: 'GET', url: '/api/v1/portal/remotes', headers: { origin: 'https://evil.example' } });
  expect(read.statusCode).toBe(200);
});

test('the request id follows x-request-id when given', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
  expect(res.headers['x-request-id']).toBe('trace-123');
});

test('/healthz and /readyz answer ok; /readyz is 503 when the database is gone', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json().payload).toEqual({ status: 'ok' });
  const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);

  const broken = await createTestApp();
  await broken.handle.close();
  const down = await broken.app.inject({ method: 'GET', url: '/readyz' });
  expect(down.statusCode).toBe(503);
  expect(down.json().statusCode).toBe(503);
  await broken.app.close();
});

test('the OpenAPI 3.1 document lists the routes with their schemas; the reference page is served', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\.1/);
  const login = doc.paths['/api/v1/auth/login'];
  expect(login.post.requestBody).toBeDefined();
  expect(login.post.responses['200']).toBeDefined();
  expect(doc.paths['/api/v1/auth/me']).toBeDefined();
  const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect([200, 302]).toContain(page.statusCode);
});

test("a route that answers only that it was done documents the one 'success' payload, with 'success' as its example", async () => {
  type Json = { schema: { properties: { payload: unknown } }; example?: { payload: unknown } };
  type Operation = { summary?: string; responses: Record<string, { content?: Record<string, Json> }> };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const answersSuccess = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => /'success'/.test(op.summary ?? ''))
      .map(([method, op]) => {
        const json = op.responses['200']?.content?.['application/json'];
        return { route: `${method} ${path}`, payload: json?.schema.properties.payload, example: json?.example?.payload };
      }),
  );
  expect(answersSuccess.length).toBeGreaterThanOrEqual(6);
  for (const { route, payload, example } of answersSuccess) {
    expect({ route, payload, example }).toEqual({ route, payload: { type: 'string', enum: ['success'] }, example: 'success' });
  }
});

test('no two path templates differ only in their parameter names', async () => {
  // OpenAPI treats /a/{x} and /a/{y} as the same path, so such a pair is an ambiguous document.
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
  const byShape = new Map<string, string[]>();
  for (const path of Object.keys(doc.paths)) {
    const shape = path.replace(/\{[^}]*\}/g, '{}');
    byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
  }
  const clashes = [...byShape.values()].filter((paths) => paths.length > 1);
  expect(clashes).toEqual([]);
  expect(byShape.size).toBeGreaterThan(30);
});

test('the reference page works under the API CSP: same-origin assets, no inline script', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(page.statusCode).toBe(200);
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  const assets = [...page.body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  for (const [, attrs, body] of scripts) {
    expect(attrs).toMatch(/\bsrc="/);
    expect(body!.trim()).toBe('');
  }
  expect(page.body).not.toMatch(/\son[a-z]+=/i);
  for (const asset of assets) {
    expect(asset).toMatch(/^\/api\/docs\//);
    const res = await t.app.inject({ method: 'GET', url: asset });
    expect(res.statusCode).toBe(200);
  }
});

describe('club and portal', () => {
  test('company lookup finds a club by code and answers 404 for an unknown one', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/api/v1/company/lookup?code=demo' });
    expect(found.statusCode).toBe(200);
    expect(found.json().payload).toEqual({ apiEndPointLocation: '/api/v1', accountId: 'DEMO01', clubName: expect.any(String) });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/company/lookup?code=nope' });
    expectRefused(missing, 404, 'Club not found.');
  });

  test('the theme is public with an accountId and defaults to the session club', async () => {
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/club/theme?accountId=DEMO02&width=200&height=160' });
    expect(pub.statusCode).toBe(200);
    const lite = pub.json().payload;
    expect(lite.accountId).toBe('DEMO02');
    expect(Object.keys(lite.flags).length).toBeGreaterThanOrEqual(18);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/club/theme' });
    expect(anonymous.statusCode).toBe(401);

    const cookie = await t.login('member@demo.club', 'demo1234');
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/club/theme', headers: { cookie } });
    const theme = own.json().payload;
    expect(theme.accountId).toBe('DEMO01');
    expect(theme.flags.bookClass).toBe(true);
    expect(theme.primaryLogo.length).toBeGreaterThan(0);
    expect(theme.primaryTextColor).toMatch(/\S/);

    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/club/theme?accountId=DEMO01&width=abc' });
    expectRefused(bad, 400, 'Please enter valid numbers.');
  });

  test('remotes: mf-public for everyone, the club-enabled ones when signed in', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/portal/remotes' });
    expect(anon.json().payload).toEqual([
      { name: 'mf-public', scope: 'mf_public', entry: '/remotes/mf-public/mf-manifest.json' },
    ]);
    const demo = await t.login('member@demo.club', 'demo1234');
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/portal/remotes', headers: { cookie: demo } })).json();
    expect(all.payload.map((r: { name: string }) => r.name).sort()).toEqual(
      ['mf-account', 'mf-bookings', 'mf-membership', 'mf-public', 'mf-shop', 'mf-swim'],
    );
    const lite = await t.login('lite@demo.club', 'demo1234');
    const some = (await t.app.inject({ method: 'GET', url: '/api/v1/portal/remotes', headers: { cookie: lite } })).json();
    expect(some.payload.map((r: { name: string }) => r.name).sort()).toEqual(['mf-account', 'mf-public', 'mf-shop']);
  });

  test('REMOTE_URLS overrides the entries', async () => {
    const dev = await createTestApp({ remoteUrls: { 'mf-public': 'http://localhost:8086/mf-manifest.json' } });
    try {
      const res = await dev.app.inject({ method: 'GET', url: '/api/v1/portal/remotes' });
      expect(res.json().payload[0].entry).toBe('http://localhost:8086/mf-manifest.json');
    } finally {
      await dev.close();
    }
  });
});
