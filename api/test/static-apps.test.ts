// Serving the built shell and remotes: caching rules, SPA fallback, missing remotes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let root: string;

function write(rel: string, content: string) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/sign-in.html', '<!doctype html><title>sign-in</title>');
  write('shell/dist/main.0a1b2c.js', 'console.log("shell")');
  write('mf-account/dist/mf-manifest.json', '{"name":"mf_account"}');
  write('mf-account/dist/remoteEntry.js', 'var mf_account;');
  write('mf-account/dist/123.abcdef.js', 'chunk');
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('the shell index is served at / with no-cache', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<title>shell</title>');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['content-security-policy']).toContain("object-src 'none'");
});

test('hashed assets are immutable for a year', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/main.0a1b2c.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const chunk = await t.app.inject({ method: 'GET', url: '/remotes/mf-account/123.abcdef.js' });
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('remote entries and manifests are revalidated', async () => {
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const res = await t.app.inject({ method: 'GET', url: `/remotes/mf-account/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  }
});

test('client-side routes get the shell index; missing files and remotes are 404', async () => {
  const route = await t.app.inject({ method: 'GET', url: '/classbooking?date=2025-01-01' });
  expect(route.statusCode).toBe(200);
  expect(route.body).toContain('<title>shell</title>');
  expect(route.headers['cache-control']).toBe('no-cache');

  expect((await t.app.inject({ method: 'GET', url: '/missing.4f4f.js' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-shop/mf-manifest.json' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-account/nope.js' })).statusCode).toBe(404);
  const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
  expect(api.statusCode).toBe(404);
  expect(api.json().errors.message).toBe('Not found.');
});

test('the sign-in pages get the HTML with the sign-in panel already in it', async () => {
  for (const url of ['/login', '/login/', '/signin/1', '/signin/2?x=1']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>sign-in</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
  // Not a sign-in page: the plain shell index.
  for (const url of ['/signin', '/signin/3', '/loginx']) {
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('<title>shell</title>');
  }
});
