// Serving the built shell and remotes: caching rules, SPA fallback, missing remotes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { cacheControlFor } from '../src/plugins/static-apps';
import { createTestApp, type TestApp } from './helpers/test-app';
import { expectRefused } from './helpers/expect-refused';

let t: TestApp;
const LARGE_JS = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ row: i, label: `Row ${i}` })))};`;
let root: string;

function write(rel: string, content: string | Buffer) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/sign-in.html', '<!doctype html><title>sign-in</title>');
  write('shell/dist/member-card.html', '<!doctype html><title>member-card</title>');
  // The signed-in routes' pages with the layout's frame (shell/build/signed-in-frames.cjs).
  write('shell/dist/pages/index.html', '<!doctype html><title>frame: dashboard</title>');
  write('shell/dist/pages/classbooking.html', '<!doctype html><title>frame: classbooking</title>');
  write('shell/dist/pages/club/desk.html', '<!doctype html><title>frame: club desk</title>');
  write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
  write('shell/dist/main.0a1b2c3d4e.js', 'console.log("shell")');
  write('mf-account/dist/mf-manifest.json', '{"name":"mf_account"}');
  write('mf-account/dist/remoteEntry.js', 'var mf_account;');
  write('mf-account/dist/123.abcdef0123.js', 'chunk');
  // What the build writes beside each compressible file above 1 KB.
  for (const rel of ['shell/dist/vendor.77aa88bb99.js', 'mf-account/dist/remoteEntry.js', 'shell/dist/index.html']) {
    const body = rel.endsWith('.html') ? fs.readFileSync(path.join(root, rel)) : Buffer.from(LARGE_JS);
    write(rel, body);
    write(`${rel}.br`, brotliCompressSync(body));
    write(`${rel}.gz`, gzipSync(body));
  }
  t = await createTestApp({ staticRoot: root });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('/ is the dashboard page with its frame, with no-store (Back after sign-out never shows a stored page)', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: expect.stringContaining('<title>frame: dashboard</title>') });
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-security-policy']).toContain("object-src 'none'");
});

test('a signed-in route gets its framed page; a route with parameters or an unknown one the index', async () => {
  for (const [url, title] of [
    ['/classbooking', 'frame: classbooking'],
    ['/classbooking/?date=2025-01-01', 'frame: classbooking'],
    ['/club/desk', 'frame: club desk'],
    ['/shopping-cart/12', 'shell'],
    ['/pages', 'shell'],
    ['/nowhere', 'shell'],
  ]) {
    const res = await t.app.inject({ method: 'GET', url });
    expect({ url, status: res.statusCode, body: res.body, cache: res.headers['cache-control'] }).toEqual({
      url,
      status: 200,
      body: expect.stringContaining(`<title>${title}</title>`),
      cache: 'no-store',
    });
  }
  expect(cacheControlFor('/srv/shell/dist/pages/club/desk.html.br')).toBe('no-store');
});

test('hashed assets are immutable for a year', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/main.0a1b2c3d4e.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const chunk = await t.app.inject({ method: 'GET', url: '/remotes/mf-account/123.abcdef0123.js' });
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
  const route = await t.app.inject({ method: 'GET', url: '/shopping-cart/7?from=shop' });
  expect(route.statusCode).toBe(200);
  expect(route.body).toContain('<title>shell</title>');
  expect(route.headers['cache-control']).toBe('no-store');

  expect((await t.app.inject({ method: 'GET', url: '/missing.4f4f.js' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-shop/mf-manifest.json' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-account/nope.js' })).statusCode).toBe(404);
  const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
  expectRefused(api, 404, 'Not found.');
});

test('/member-card gets its own page; it and the service worker are revalidated', async () => {
  for (const url of ['/member-card', '/member-card/']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>member-card</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
  const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
  expect(sw.statusCode).toBe(200);
  expect(sw.headers['cache-control']).toBe('no-cache');
});

test('the sign-in pages get the HTML with the sign-in panel already in it', async () => {
  for (const url of ['/login', '/login/', '/signin/1', '/signin/2?x=1']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>sign-in</title>');
    expect(res.headers['cache-control']).toBe('no-store');
  }
  // Not a sign-in page: the plain shell index.
  for (const url of ['/signin', '/signin/3', '/loginx']) {
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('<title>shell</title>');
  }
});

describe('files compressed at build time', () => {
  const getEncoded = (url: string, acceptEncoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  test('a client accepting brotli gets the .br file as it is, marked br and varying on Accept-Encoding', async () => {
    const res = await getEncoded('/vendor.77aa88bb99.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Not compressed a second time on the way out.
    expect(res.rawPayload.equals(fs.readFileSync(path.join(root, 'shell/dist/vendor.77aa88bb99.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(LARGE_JS);
  });

  test('gzip for a client without brotli, the plain file for one without either', async () => {
    const gz = await getEncoded('/vendor.77aa88bb99.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(LARGE_JS);
    const plain = await getEncoded('/vendor.77aa88bb99.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LARGE_JS);
  });

  test('a compressed remote entry and the compressed shell page keep their rules (no-cache, no-store)', async () => {
    const entry = await getEncoded('/remotes/mf-account/remoteEntry.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const page = await getEncoded('/shop', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('<title>shell</title>');
    // The rule follows the file as built, whichever encoding is picked.
    expect(cacheControlFor('/dist/mf-manifest.json.gz')).toBe('no-cache');
    expect(cacheControlFor('/dist/sign-in.html.br')).toBe('no-store');
    expect(cacheControlFor('/dist/main.0a1b2c3d4e.js.br')).toBe('public, max-age=31536000, immutable');
    // A name without a content hash may change under the same name: revalidated.
    expect(cacheControlFor('/dist/mf-manifest-stats.json')).toBe('no-cache');
    expect(cacheControlFor('/dist/favicon.ico')).toBe('no-cache');
  });
});
