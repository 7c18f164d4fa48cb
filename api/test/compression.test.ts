// JSON answers above 1 KB travel compressed (brotli or gzip, as the client accepts) and decode to
// the same JSON; small answers and clients that accept no encoding get plain JSON.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

/** A club day a few days ahead, in the club's zone, so the timetable has classes in it. */
function clubDate(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

/** The public timetable of the first day ahead whose plain answer is above 1 KB. */
async function largeTimetable() {
  for (let offset = 1; offset < 8; offset += 1) {
    const url = `/api/v1/public/timetable?accountId=DEMO01&date=${clubDate(offset)}`;
    const plain = await t.app.inject({ method: 'GET', url });
    if (plain.rawPayload.length > 1024) return { url, plain };
  }
  throw new Error('no timetable day above 1 KB in the demo data');
}

test('a JSON answer above 1 KB comes brotli-compressed and decodes to the same JSON', async () => {
  const { url, plain } = await largeTimetable();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.statusCode).toBe(200);

  const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
});

test('a client that accepts only gzip gets gzip', async () => {
  const { url, plain } = await largeTimetable();
  const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
});

test('an answer under 1 KB is sent as it is', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.length).toBeLessThan(1024);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json().statusCode).toBe(200);
});

test('a class search answered from the cache (its bytes kept whole) is compressed once per encoding, and is JSON', async () => {
  const cookie = await t.login('member@demo.club', 'demo1234');
  for (let offset = 1; offset < 8; offset += 1) {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/book-gym-session/search', headers: { cookie, ...headers }, payload: { selectedDate: clubDate(offset), accountId: 'DEMO01', classType: 0 } });
    const plain = await ask({});
    if (plain.rawPayload.length <= 1024) continue;
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    // The same page again: the same bytes, compressed once.
    expect((await ask({ 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await ask({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
    const refused = await ask({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
    return;
  }
  throw new Error('no class search day above 1 KB in the demo data');
});
