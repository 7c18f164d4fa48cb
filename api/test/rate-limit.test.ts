// Sign-in throttling, counted in the database: per account a progressive delay after 5
// consecutive failures (never a lock), per address 50 failures / 15 min (successes never count).
// A deployment may raise the per-address limits (RATE_LIMIT_PER_ADDRESS).
import { loadConfig } from '../src/config';
import { addressRule, effectiveLimit, FIFTEEN_MINUTES, RULES } from '../src/lib/rate-limit';
import { delayAfter, MAX_DELAY_S } from '../src/lib/sign-in-throttle';
import { createTestApp, nextIp, type TestApp } from './helpers/test-app';
import { nowMs } from '../src/lib/clock';
import { expectRefused } from './helpers/expect-refused';

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const RAISED = 60;
const ADDRESS_LIMIT = 50;
let t: TestApp;
/** Built in the same process with a raised per-address floor: the setting is per app. */
let raised: TestApp;

/** Only Date is faked: timers, ticks and microtasks stay real for the database drivers. */
const NOT_DATE = [
  'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
  'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval',
  'clearInterval', 'setTimeout', 'clearTimeout',
] as const;

beforeAll(async () => {
  t = await createTestApp();
  raised = await createTestApp({ rateLimitPerAddress: RAISED });
  // The counters use fixed 15-minute windows: a run that straddled a window boundary would split
  // its hits over two windows. Start the clock (it keeps ticking) just after a boundary instead.
  const windowStart = Math.floor(nowMs() / FIFTEEN_MINUTES) * FIFTEEN_MINUTES;
  jest.useFakeTimers({ now: windowStart + 1000, advanceTimers: true, doNotFake: [...NOT_DATE] });
});
afterAll(async () => {
  jest.useRealTimers();
  await t?.close();
  await raised?.close();
});

function login(userName: string, password: string, ip: string, app = t) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { userName, password, platform: 'web', deviceId: 'jest' },
  });
}

test('after five failures the account is slowed, even for the right password from another address, then it works', async () => {
  for (let i = 0; i < 5; i += 1) {
    const res = await login('renew@demo.club', `wrong-${i}`, nextIp());
    expect(res.statusCode).toBe(401);
  }
  const slowed = await login('renew@demo.club', 'demo1234', nextIp());
  expect(slowed.statusCode).toBe(429);
  expect(slowed.json()).toEqual({ statusCode: 429, payload: null, errors: { message: TOO_MANY } });
  expect(Number(slowed.headers['retry-after'])).toBe(1);
  // Other accounts are unaffected.
  expect((await login('member@demo.club', 'demo1234', nextIp())).statusCode).toBe(200);
  jest.setSystemTime(Date.now() + 1000);
  expect((await login('renew@demo.club', 'demo1234', nextIp())).statusCode).toBe(200);
});

test('the wait doubles with each failure up to its ceiling, and attempts during it neither count nor stretch it', async () => {
  expect([4, 5, 6, 7, 13, 14, 40].map(delayAfter)).toEqual([0, 1, 2, 4, 256, MAX_DELAY_S, MAX_DELAY_S]);
  // An unknown e-mail is slowed exactly like a known one: the answers reveal nothing.
  for (let i = 0; i < 7; i += 1) {
    let res = await login('nobody-slow@example.com', `wrong-${i}`, nextIp());
    if (res.statusCode === 429) {
      jest.setSystemTime(Date.now() + Number(res.headers['retry-after']) * 1000);
      res = await login('nobody-slow@example.com', `wrong-${i}`, nextIp());
    }
    expect(res.statusCode).toBe(401);
  }
  // Seven failures: the next attempt waits 4 s, however often someone knocks meanwhile.
  for (let i = 0; i < 10; i += 1) {
    const res = await login('nobody-slow@example.com', 'hammer', nextIp());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(4);
  }
  jest.setSystemTime(Date.now() + 4000);
  expect((await login('nobody-slow@example.com', 'after-wait', nextIp())).statusCode).toBe(401);
});

test('fifty failures from one address block the next attempt; its successes never count', async () => {
  const ip = '192.0.2.77';
  for (let i = 0; i < 20; i += 1) expect((await login('member@demo.club', 'demo1234', ip)).statusCode).toBe(200);
  for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
    // Different unknown accounts, so only the address rule can trigger.
    const res = await login(`someone-${i}@example.com`, 'wrong-password', ip);
    expect(res.statusCode).toBe(401);
  }
  const blocked = await login('member@demo.club', 'demo1234', ip);
  expectRefused(blocked, 429, TOO_MANY);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(FIFTEEN_MINUTES / 1000);
});

test('the counters live in the database: failures per address in rate_limits, runs per account in sign_in_throttle', async () => {
  const { rateLimits, signInThrottle } = await import('../src/db/schema');
  const rows = await t.handle.db.select().from(rateLimits);
  expect(rows.find((r) => r.key === 'login-ip-fail:192.0.2.77')?.count).toBe(ADDRESS_LIMIT);
  const runs = await t.handle.db.select().from(signInThrottle);
  expect(runs.find((r) => r.subject === 'nobody-slow@example.com')?.failures).toBe(8);
  // A success ends the run.
  expect(runs.find((r) => r.subject === 'renew@demo.club')).toBeUndefined();
});

test('RATE_LIMIT_PER_ADDRESS is read into the config when it is loaded: a positive number, else 0', () => {
  expect(loadConfig({ DEMO_MODE: '1' }).rateLimitPerAddress).toBe(0);
  expect(loadConfig({ DEMO_MODE: '1', RATE_LIMIT_PER_ADDRESS: '10000' }).rateLimitPerAddress).toBe(10000);
  expect(loadConfig({ DEMO_MODE: '1', RATE_LIMIT_PER_ADDRESS: '0' }).rateLimitPerAddress).toBe(0);
  expect(loadConfig({ DEMO_MODE: '1', RATE_LIMIT_PER_ADDRESS: '-5' }).rateLimitPerAddress).toBe(0);
  expect(loadConfig({ DEMO_MODE: '1', RATE_LIMIT_PER_ADDRESS: 'lots' }).rateLimitPerAddress).toBe(0);
});

test('the setting only raises per-address limits: never below the built-in one, never per account', () => {
  expect(effectiveLimit(RULES.loginIpFailures, { rateLimitPerAddress: 0 })).toBe(ADDRESS_LIMIT);
  expect(effectiveLimit(RULES.loginIpFailures, { rateLimitPerAddress: 5 })).toBe(ADDRESS_LIMIT);
  expect(effectiveLimit(RULES.loginIpFailures, { rateLimitPerAddress: 500 })).toBe(500);
  expect(effectiveLimit(addressRule('x', 30), { rateLimitPerAddress: 25 })).toBe(30);
  expect(effectiveLimit(RULES.registerAccount, { rateLimitPerAddress: 500 })).toBe(5);
});

test('an app built with a raised per-address limit applies it, while the default app next to it keeps fifty', async () => {
  const ip = '192.0.2.88';
  for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
    expect((await login(`default-${i}@example.com`, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(`raised-${i}@example.com`, 'wrong-password', ip, raised)).statusCode).toBe(401);
  }
  expect((await login('member@demo.club', 'demo1234', ip)).statusCode).toBe(429);
  // The raised app lets failures 51 to 60 through (and a success, which never counts), then blocks.
  expect((await login('member@demo.club', 'demo1234', ip, raised)).statusCode).toBe(200);
  for (let i = ADDRESS_LIMIT; i < RAISED; i += 1) {
    expect((await login(`raised-${i}@example.com`, 'wrong-password', ip, raised)).statusCode).toBe(401);
  }
  const blocked = await login('member@demo.club', 'demo1234', ip, raised);
  expectRefused(blocked, 429, TOO_MANY);
});
