// "Your sessions": a member sees where they are signed in and ends one, or all others; another
// member's session is out of reach; on PostgreSQL, a session ended on one API instance is
// refused by the other on its next request (the change notice, lib/sessions.cached.ts).
import { SIGNED_IN_SESSION_NOT_FOUND_MESSAGE, type MySession } from '@portal/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { expectRefused } from './helpers/expect-refused';
import { withTestApp } from './helpers/shared-app';
import { createTestApp, describeOnPostgres, secondInstance, type TestApp } from './helpers/test-app';
import { eventually } from './helpers/eventually';
import { SAFARI_IPHONE, TestBrowser } from './helpers/test-browser';

describe('on one instance', () => {
  let t: TestApp;
  withTestApp((app) => {
    t = app;
  });
  const browser = (userAgent?: string) => new TestBrowser(() => t.app, userAgent);

  test('lists the sessions by device and browser, the current one marked', async () => {
    const laptop = await browser().signIn('member@demo.club');
    const phone = await browser(SAFARI_IPHONE).signIn('member@demo.club');
    const list = await phone.ok<MySession[]>('GET', '/account/sessions');
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'iPhone', browser: 'Safari' });
    expect(list.filter((s) => !s.current)).toEqual(expect.arrayContaining([expect.objectContaining({ device: 'Windows', browser: 'Chrome' })]));
    // The ids are not the sessions' own (nor anything the cookie or the row would give away).
    for (const s of list) expect(s.id).toMatch(/^[a-f0-9]{32}$/);
    expect(laptop.cookies.get('portal_sid')).toBeDefined();
  });

  test('ending one session signs that browser out at once; the rest stay', async () => {
    const laptop = await browser().signIn('renew@demo.club');
    const phone = await browser(SAFARI_IPHONE).signIn('renew@demo.club');
    expect((await laptop.call('GET', '/auth/me')).statusCode).toBe(200); // cached by this instance now
    const laptopSession = (await laptop.ok<MySession[]>('GET', '/account/sessions')).find((s) => s.current)!;
    expect(await phone.ok('DELETE', `/account/sessions/${laptopSession.id}`)).toBe('Success');
    expect((await laptop.call('GET', '/auth/me')).statusCode).toBe(401);
    expect((await phone.call('GET', '/auth/me')).statusCode).toBe(200);
    expectRefused(await phone.call('DELETE', `/account/sessions/${laptopSession.id}`), 404, SIGNED_IN_SESSION_NOT_FOUND_MESSAGE);
  });

  test("another member's session cannot be ended, nor seen", async () => {
    const victim = await browser().signIn('guardian@demo.club');
    const attacker = await browser().signIn('prospect@demo.club');
    const victimSession = (await victim.ok<MySession[]>('GET', '/account/sessions')).find((s) => s.current)!;
    expect((await attacker.ok<MySession[]>('GET', '/account/sessions')).map((s) => s.id)).not.toContain(victimSession.id);
    expectRefused(await attacker.call('DELETE', `/account/sessions/${victimSession.id}`), 404, SIGNED_IN_SESSION_NOT_FOUND_MESSAGE);
    expect((await victim.call('GET', '/auth/me')).statusCode).toBe(200);
    expect((await browser().call('GET', '/account/sessions')).statusCode).toBe(401);
  });

  test('"sign out everywhere else" keeps this session only', async () => {
    const a = await browser().signIn('suspended@demo.club');
    const b = await browser().signIn('suspended@demo.club');
    const c = await browser(SAFARI_IPHONE).signIn('suspended@demo.club');
    const { ended } = await c.ok<{ ended: number }>('POST', '/account/sessions/end-others');
    expect(ended).toBeGreaterThanOrEqual(2);
    expect((await a.call('GET', '/auth/me')).statusCode).toBe(401);
    expect((await b.call('GET', '/auth/me')).statusCode).toBe(401);
    expect(await c.ok<MySession[]>('GET', '/account/sessions')).toEqual([expect.objectContaining({ current: true })]);
  });
});

describeOnPostgres('across two API instances (PostgreSQL)', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    t = await createTestApp();
    second = await secondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  test('a session ended on one instance is refused by the other, which had it cached', async () => {
    const laptop = await new TestBrowser(() => t.app).signIn('member@demo.club');
    const phone = await new TestBrowser(() => t.app, SAFARI_IPHONE).signIn('member@demo.club');
    // The laptop's next requests go to the second instance, which caches its session.
    const laptopOnSecond = new TestBrowser(() => second.app as FastifyInstance);
    for (const [k, v] of laptop.cookies) laptopOnSecond.cookies.set(k, v);
    expect((await laptopOnSecond.call('GET', '/auth/me')).statusCode).toBe(200);
    const id = (await laptop.ok<MySession[]>('GET', '/account/sessions')).find((s) => s.current)!.id;
    expect(await phone.ok('DELETE', `/account/sessions/${id}`)).toBe('Success');
    expect(await eventually(() => laptopOnSecond.call('GET', '/auth/me'), 401)).toBe(401);
    expect((await laptop.call('GET', '/auth/me')).statusCode).toBe(401);
  });
});
