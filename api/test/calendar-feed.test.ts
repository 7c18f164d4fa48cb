// The private calendar feed is a bearer URL: whoever has it reads the member's bookings (times,
// trainers, children's names) with no session. So it is revocable like any credential: only a hash
// is stored, the member can reset it (the old URL dies at once) and sees when it was last read,
// and a password change or the account's deletion revokes it.
import { sql } from 'drizzle-orm';
import { PUBLIC_ORIGIN, nextIp, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

interface Feed {
  token: string;
  url: string;
  createdAt: string;
  lastReadAt: string | null;
}

function api(cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: PUBLIC_ORIGIN, ...(cookie ? { cookie } : {}) }, remoteAddress: nextIp(), payload });
}
const feedOf = async (cookie: string): Promise<Feed> => (await api(cookie, 'GET', '/calendar/feed')).json().payload;
/** What a calendar app does: no cookie, just the URL. */
const read = (feed: Feed) => t.app.inject({ method: 'GET', url: new URL(feed.url).pathname });

test('only a hash of the feed token is stored', async () => {
  const feed = await feedOf(await t.login('member@demo.club', 'demo1234'));
  expect((await read(feed)).statusCode).toBe(200);
  const rows = await t.handle.db.execute(sql`select * from calendar_feeds`);
  const stored = JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows);
  expect(stored).not.toContain(feed.token);
});

test('the member resets the link: the old URL is dead at once, the new one works, and the page shows when it was last read', async () => {
  const cookie = await t.login('member@demo.club', 'demo1234');
  const old = await feedOf(cookie);
  expect((await feedOf(cookie)).token).toBe(old.token);
  expect((await read(old)).statusCode).toBe(200);
  expect((await feedOf(cookie)).lastReadAt).not.toBeNull();

  const reset = await api(cookie, 'POST', '/calendar/feed/reset');
  expect(reset.statusCode).toBe(200);
  const fresh = reset.json().payload as Feed;
  expect(fresh.token).not.toBe(old.token);
  expect(fresh.lastReadAt).toBeNull();
  expect((await read(old)).statusCode).toBe(404);
  expect((await read(fresh)).statusCode).toBe(200);
  expect((await feedOf(cookie)).token).toBe(fresh.token);
});

test('resetting needs a session, and from a foreign page it is refused', async () => {
  expect((await api(null, 'POST', '/calendar/feed/reset')).statusCode).toBe(401);
  const cookie = await t.login('member@demo.club', 'demo1234');
  const feed = await feedOf(cookie);
  const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/calendar/feed/reset', headers: { origin: 'https://evil.example', cookie } });
  expect(foreign.statusCode).toBe(403);
  expect((await read(feed)).statusCode).toBe(200);
});

test('a password change revokes the feed', async () => {
  const cookie = await t.login('suspended@demo.club', 'demo1234');
  const feed = await feedOf(cookie);
  expect((await read(feed)).statusCode).toBe(200);
  const userId = (await api(cookie, 'GET', '/auth/me')).json().payload.userId as number;
  const changed = await api(cookie, 'POST', '/user/reset-password', { userId, oldPassword: 'demo1234', newPassword: 'changed5678', confirmPassword: 'changed5678' });
  expect(changed.statusCode).toBe(200);
  expect((await read(feed)).statusCode).toBe(404);
  const next = await feedOf(cookie);
  expect(next.token).not.toBe(feed.token);
  expect((await read(next)).statusCode).toBe(200);
});

test('deleting the account revokes the feed', async () => {
  const cookie = await t.login('renew@demo.club', 'demo1234');
  const feed = await feedOf(cookie);
  expect((await read(feed)).statusCode).toBe(200);
  expect((await api(cookie, 'POST', '/public/deregister', { password: 'demo1234' })).statusCode).toBe(200);
  expect((await read(feed)).statusCode).toBe(404);
});
