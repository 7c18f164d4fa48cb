// Guards keyed off the route, not the raw address: the router decodes `%61pi` to `api` and so
// reaches the same route as `/api/...`, and a guard that tests the raw URL for `/api` is skipped.
// Every route of the OpenAPI document is called, over real HTTP (the raw path reaches the router
// untouched), with percent-encoded, doubled-slash, dot-segment and upper-case spellings of its
// path. Each spelling either reaches nothing (404) or is guarded exactly as the plain path is:
// - a state-changing call from a foreign Origin is refused (403 'Request refused.');
// - a GET with a member's cookie sees the same session (same status as the plain path);
// - the answer is `no-store` (or the route's own Cache-Control, the same as the plain path's).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REQUEST_REFUSED } from '../src/lib/messages';
import { exampleRequest, fillPath, loadOperations, opName, queryOf, type Operation } from './attacks-helpers/openapi-routes';
import { PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';

const FOREIGN_ORIGIN = 'https://evil.example';

let t: TestApp;
let base: { host: string; port: number };
let ops: Operation[];
let cookie: string;
let forwarded = 0;

interface Answer {
  status: number;
  cacheControl: string | undefined;
  message: string | undefined;
  setCookie: string[];
}

/** One raw HTTP request: the path is sent byte for byte as written (no client-side normalising). */
function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  forwarded += 1;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        ...base,
        method,
        path,
        headers: {
          ...headers,
          // A fresh client address per call keeps the per-address limits of public routes out of it.
          'x-forwarded-for': `10.9.${Math.floor(forwarded / 250) % 250}.${(forwarded % 250) + 1}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let message: string | undefined;
          try {
            message = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { errors?: { message?: string } }).errors?.message;
          } catch {
            message = undefined;
          }
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({ status: res.statusCode ?? 0, cacheControl: res.headers['cache-control'], message, setCookie });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** `/api/v1/auth/logout` spelled as the router may still read it. */
function pathVariants(path: string): string[] {
  const [, ...segments] = path.split('/');
  const last = segments.length - 1;
  const encodeFirst = (s: string) => (s ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  return [
    join(segments.map((s, i) => (i === 0 ? encodeFirst(s) : s))), // /%61pi/v1/...
    join(segments.map((s, i) => (i === 0 ? `%${s.charCodeAt(0).toString(16).toUpperCase()}${s.slice(1)}` : s))),
    join(segments.map((s, i) => (i === 1 ? encodeFirst(s) : s))), // /api/%761/...
    join(segments.map((s, i) => (i === last && /^[a-z]/.test(s) ? encodeFirst(s) : s))),
    join(segments.map(encodeFirst)),
    `/${path}`, // //api/v1/...
    path.replace('/v1/', '//v1/'),
    path.replace(/\/([^/]+)$/, '//$1'),
    `/.${path}`, // /./api/v1/...
    path.replace('/v1/', '/v1/./'),
    path.replace('/v1/', '/x/../v1/'),
    path.replace('/v1/', '/v1/%2e/'),
    path.replace('/v1/', '/x/%2e%2e/v1/'),
    path.replace('/api/', '/API/'),
    path.replace('/api/v1/', '/Api/V1/'),
    path.toUpperCase(),
  ];
}

withTestApp(async (app) => {
  t = app;
  // Over real HTTP, so nothing between the test and the router rewrites the path.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port };
  ops = await loadOperations(t.app);
  cookie = await t.login('member@demo.club', 'demo1234');
});

function requestOf(op: Operation) {
  const { params, headers, body } = exampleRequest(op);
  return { path: fillPath(op.path, params) + queryOf(op.parameters, params), headers, body: op.nonJsonBody ? undefined : body };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

test('the attack: POST /%61pi/v1/auth/logout from a foreign page neither answers nor signs the member out', async () => {
  const res = await send('POST', '/%61pi/v1/auth/logout', { cookie, origin: FOREIGN_ORIGIN });
  expect(res.status).toBe(403);
  expect(res.message).toBe(REQUEST_REFUSED);
  expect(res.setCookie).toEqual([]);
  const me = await send('GET', '/api/v1/auth/me', { cookie });
  expect(me.status).toBe(200);
});

test('the OpenAPI document lists the routes this test walks', () => {
  expect(ops.length).toBeGreaterThan(100);
  expect(ops.map(opName)).toEqual(expect.arrayContaining(['POST /api/v1/auth/logout', 'GET /api/v1/auth/me', 'PUT /api/v1/club-console/branding']));
});

test('every state-changing route, spelled any way, refuses a foreign Origin (or does not exist)', async () => {
  const leaks: string[] = [];
  for (const op of ops.filter((o) => STATE_CHANGING.has(o.method))) {
    const { path, headers, body } = requestOf(op);
    for (const variant of pathVariants(path)) {
      const res = await send(op.method, variant, { ...headers, cookie, origin: FOREIGN_ORIGIN }, body);
      const refused = res.status === 403 && res.message === REQUEST_REFUSED;
      if (!refused && res.status !== 404) leaks.push(`${op.method} ${variant}: ${res.status} ${res.message ?? ''}`);
      if (res.cacheControl !== 'no-store') leaks.push(`${op.method} ${variant}: cache-control ${res.cacheControl ?? 'none'}`);
    }
  }
  expect(leaks).toEqual([]);
  // None of those calls signed the member out.
  expect((await send('GET', '/api/v1/auth/me', { cookie })).status).toBe(200);
});

test('every GET route, spelled any way, sees the same session and keeps the same Cache-Control (or does not exist)', async () => {
  const differences: string[] = [];
  for (const op of ops.filter((o) => o.method === 'GET')) {
    const { path, headers } = requestOf(op);
    const plain = await send('GET', path, { ...headers, cookie, origin: PUBLIC_ORIGIN });
    for (const variant of pathVariants(path)) {
      const res = await send('GET', variant, { ...headers, cookie, origin: PUBLIC_ORIGIN });
      if (res.status === 404) {
        if (op.path.startsWith('/api/') && res.cacheControl !== 'no-store') differences.push(`GET ${variant}: 404 cache-control ${res.cacheControl ?? 'none'}`);
        continue;
      }
      if (res.status !== plain.status) differences.push(`GET ${variant}: ${res.status}, plain ${plain.status} (${res.message ?? ''})`);
      if (res.cacheControl !== plain.cacheControl) differences.push(`GET ${variant}: cache-control ${res.cacheControl ?? 'none'}, plain ${plain.cacheControl ?? 'none'}`);
    }
  }
  expect(differences).toEqual([]);
});

test('a signed-in GET through a variant is answered as signed in, not as a stranger', async () => {
  expect((await send('GET', '/%61pi/v1/auth/me', { cookie })).status).toBe(200);
  expect((await send('GET', '/%61pi/v1/auth/me', {})).status).toBe(401);
});
