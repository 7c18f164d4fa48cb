// Sessions cached per API instance (lib/sessions.cached.ts) never outlive what revokes
// them: a sign-out, a password change, a switched-off feature or a role changed by anyone (this
// instance, another one, an operator's UPDATE) shows on the next request; while the change notices
// are not heard nothing is served from the cache. The two-instance part runs on PostgreSQL only.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema';
import { SessionCache, sessionCache } from '../src/lib/sessions.cached';
import { SIGN_IN_REQUIRED_MESSAGE } from '@portal/shared/contracts';
import { createTestApp, demoLogins, describeOnPostgres, secondInstance, type TestApp } from './helpers/test-app';
import { eventually } from './helpers/eventually';
import { withTestApp } from './helpers/shared-app';
import { sessionChangesHeard } from './helpers/session-changes';

const get = (app: FastifyInstance, cookie: string, url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
const post = (app: FastifyInstance, cookie: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });

describe('SessionCache', () => {
  it('serves nothing and stores nothing while its notices are not heard', () => {
    const cache = new SessionCache<string>();
    cache.store(cache.begin(), 's1', 'row');
    expect(cache.get('s1')).toBeUndefined();
    cache.setListening(true);
    cache.store(cache.begin(), 's1', 'row');
    expect(cache.get('s1')).toBe('row');
    cache.setListening(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.setListening(true);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('drops a row read before a change that arrived while it was read', () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    const generation = cache.begin();
    cache.heard('sessions');
    cache.store(generation, 's1', 'stale row');
    expect(cache.get('s1')).toBeUndefined();
  });
});

describe('a cached session on one instance', () => {
  let t: TestApp;
  withTestApp(async (app) => {
    t = app;
  });

  it('is cached, and refused on the next request after its sign-out', async () => {
    const { member } = await demoLogins(t, 'member');
    expect((await get(t.app, member, '/auth/me')).statusCode).toBe(200);
    expect(sessionCache(t.handle.db).size).toBeGreaterThan(0);
    expect((await post(t.app, member, '/auth/logout')).statusCode).toBe(200);
    const after = await get(t.app, member, '/auth/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().errors.message).toBe(SIGN_IN_REQUIRED_MESSAGE);
  });

  it('sees a revocation, a role and a switched-off feature written to the database by someone else', async () => {
    const { member, renew } = await demoLogins(t, 'member', 'renew');
    expect((await get(t.app, member, '/book-gym-session/settings')).statusCode).toBe(200);
    expect((await get(t.app, renew, '/book-gym-session/settings')).statusCode).toBe(200);

    // An operator switches class booking off: the cached session's club flags are stale.
    await t.handle.db.execute(sql`update clubs set flags = jsonb_set(flags, '{bookClass}', 'false') where account_id = 'DEMO01'`);
    await sessionChangesHeard(t.handle);
    expect((await get(t.app, member, '/book-gym-session/settings')).statusCode).toBe(403);
    await t.handle.db.execute(sql`update clubs set flags = jsonb_set(flags, '{bookClass}', 'true') where account_id = 'DEMO01'`);
    await sessionChangesHeard(t.handle);
    expect((await get(t.app, member, '/book-gym-session/settings')).statusCode).toBe(200);

    // A role taken away.
    await t.handle.db.update(users).set({ role: 'GUEST' }).where(eq(users.email, 'renew@demo.club'));
    await sessionChangesHeard(t.handle);
    expect((await get(t.app, renew, '/book-gym-session/settings')).statusCode).toBe(403);
    await t.handle.db.update(users).set({ role: 'USER' }).where(eq(users.email, 'renew@demo.club'));

    // Every session revoked behind the API's back.
    await t.handle.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null`);
    await sessionChangesHeard(t.handle);
    expect((await get(t.app, member, '/auth/me')).statusCode).toBe(401);
  });
});

describeOnPostgres('cached sessions on two instances (PostgreSQL)', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let handle2: DatabaseHandle;
  let app2: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    second = await secondInstance(t);
    ({ app: app2, handle: handle2 } = second);
  });

  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('a sign-out and a password change on one instance end the sessions cached by the other', async () => {
    const { member, renew } = await demoLogins(t, 'member', 'renew');
    const renewOther = (await demoLogins(t, 'renew')).renew;
    for (const cookie of [member, renew, renewOther]) expect((await get(app2, cookie, '/auth/me')).statusCode).toBe(200);
    expect(sessionCache(handle2.db).size).toBeGreaterThanOrEqual(3);

    expect((await post(t.app, member, '/auth/logout')).statusCode).toBe(200);
    expect(await eventually(() => get(app2, member, '/auth/me'), 401)).toBe(401);

    const who = (await get(t.app, renew, '/auth/me')).json().payload;
    const changed = await post(t.app, renew, '/user/reset-password', { userId: who.userId, oldPassword: 'demo1234', newPassword: 'demo12345', confirmPassword: 'demo12345' });
    expect(changed.statusCode).toBe(200);
    expect(await eventually(() => get(app2, renewOther, '/auth/me'), 401)).toBe(401);
    // The session that made the change stays, on both instances.
    expect((await get(app2, renew, '/auth/me')).statusCode).toBe(200);
  });

  it('a feature switched off in the club console on one instance is refused by the other', async () => {
    const { member, admin } = await demoLogins(t, 'member', 'admin');
    expect((await get(app2, member, '/book-gym-session/settings')).statusCode).toBe(200);
    const off = await t.app.inject({ method: 'PUT', url: '/api/v1/club-console/features', headers: { cookie: admin }, payload: { flags: { bookClass: false } } });
    try {
      expect(off.statusCode).toBe(200);
      const refused = await eventually(() => get(app2, member, '/book-gym-session/settings'), 403);
      expect(refused).toBe(403);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/v1/club-console/features', headers: { cookie: admin }, payload: { flags: { bookClass: true } } });
    }
  });

  it('serves nothing from the cache while its listener is cut off, and caches again once it is back', async () => {
    const { member } = await demoLogins(t, 'member');
    expect((await get(app2, member, '/auth/me')).statusCode).toBe(200);
    const cache = sessionCache(handle2.db);
    expect(cache.isListening).toBe(true);
    // Cut every listening connection of the database (instance 2's and instance 1's).
    await t.handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    const until = Date.now() + 2_000;
    while (cache.isListening && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    // A revocation whose notice nobody hears (the listeners are gone) still shows at once.
    expect(cache.isListening).toBe(false);
    await t.handle.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null`);
    expect((await get(app2, member, '/auth/me')).statusCode).toBe(401);
    // The listener reconnects by itself and caching resumes.
    const back = Date.now() + 5_000;
    while (!cache.isListening && Date.now() < back) await new Promise((r) => setTimeout(r, 50));
    expect(cache.isListening).toBe(true);
    const again = (await demoLogins(t, 'member')).member;
    expect((await get(app2, again, '/auth/me')).statusCode).toBe(200);
    expect(cache.size).toBeGreaterThan(0);
  });
});
