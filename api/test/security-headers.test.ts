// HTML pages may not be framed by anyone (clickjacking) except the card-capture frame, which the
// portal's own pages embed; HSTS follows an https PUBLIC_ORIGIN; API answers (personal data) are
// never stored by a browser or a proxy unless a route says it is public.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';

let root: string;
let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-headers-'));
  fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(root, 'shell/dist/sign-in.html'), '<!doctype html><title>sign-in</title>');
  http = await createTestApp({ staticRoot: root });
  // COOKIE_SECURE may be switched off behind a TLS-terminating proxy; HSTS follows the origin.
  https = await createTestApp({ staticRoot: root, publicOrigin: 'https://portal.example', cookieSecure: false });
});
afterAll(async () => {
  await http?.close();
  await https?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

test.each(['/', '/login', '/classbooking', '/onlineoffers'])('the page %s carries the policy and may not be framed', async (url) => {
  const res = await http.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive(res.headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the card-capture frame keeps its own rule: framed by the portal origin only', async () => {
  const res = await http.app.inject({ method: 'GET', url: '/onlineoffers/pcivault?accountId=DEMO01' });
  expect(res.statusCode).toBe(200);
  expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
});

test('HSTS under an https PUBLIC_ORIGIN, not under http', async () => {
  const secure = await https.app.inject({ method: 'GET', url: '/' });
  expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const api = await https.app.inject({ method: 'GET', url: '/api/v1/portal/remotes' });
  expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const plain = await http.app.inject({ method: 'GET', url: '/' });
  expect(plain.headers['strict-transport-security']).toBeUndefined();
});

test('API answers with personal data are no-store; errors too', async () => {
  const cookie = await http.login('member@demo.club', 'demo1234');
  const me = await http.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
  expect(me.statusCode).toBe(200);
  expect(me.headers['cache-control']).toBe('no-store');
  const profile = await http.app.inject({ method: 'GET', url: `/api/v1/profile/${me.json().payload.memberNumber}`, headers: { cookie } });
  expect(profile.headers['cache-control']).toMatch(/no-store/);
  const anonymous = await http.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.headers['cache-control']).toBe('no-store');
  const missing = await http.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
  expect(missing.headers['cache-control']).toBe('no-store');
});
