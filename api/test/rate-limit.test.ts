// Sign-in attempts are limited per account (5 failures / 15 min) and per address (20 / 15 min),
// counted in the database. A deployment may raise the per-address limits (RATE_LIMIT_PER_ADDRESS).
import { loadConfig } from '../src/config';
import { addressRule, effectiveLimit, FIFTEEN_MINUTES, RULES } from '../src/lib/rate-limit';
import { createTestApp, nextIp, type TestApp } from './helpers/test-app';
import { nowMs } from '../src/lib/clock';

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const RAISED = 25;
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

test('five failures lock the account for the window, even with the right password and another address', async () => {
  for (let i = 0; i < 5; i += 1) {
    const res = await login('renew@demo.club', `wrong-${i}`, nextIp());
    expect(res.statusCode).toBe(401);
  }
  const blocked = await login('renew@demo.club', 'demo1234', nextIp());
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toEqual({ statusCode: 429, payload: null, errors: { message: TOO_MANY } });
  // Other accounts are unaffected.
  expect((await login('member@demo.club', 'demo1234', nextIp())).statusCode).toBe(200);
});

test('twenty attempts from one address block the twenty-first', async () => {
  const ip = '192.0.2.77';
  for (let i = 0; i < 20; i += 1) {
    // Different unknown accounts, so only the address rule can trigger.
    const res = await login(`someone-${i}@example.com`, 'wrong-password', ip);
    expect(res.statusCode).toBe(401);
  }
  const blocked = await login('member@demo.club', 'demo1234', ip);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().errors.message).toBe(TOO_MANY);
});

test('the counters live in rate_limits, one row per key and window', async () => {
  const { rateLimits } = await import('../src/db/schema');
  const rows = await t.handle.db.select().from(rateLimits);
  const ipRow = rows.find((r) => r.key === 'login-ip:192.0.2.77');
  expect(ipRow?.count).toBe(21);
  expect(rows.find((r) => r.key === 'login-fail:renew@demo.club')?.count).toBe(5);
});

test('RATE_LIMIT_PER_ADDRESS is read into the config when it is loaded: a positive number, else 0', () => {
  expect(loadConfig({}).rateLimitPerAddress).toBe(0);
  expect(loadConfig({ RATE_LIMIT_PER_ADDRESS: '10000' }).rateLimitPerAddress).toBe(10000);
  expect(loadConfig({ RATE_LIMIT_PER_ADDRESS: '0' }).rateLimitPerAddress).toBe(0);
  expect(loadConfig({ RATE_LIMIT_PER_ADDRESS: '-5' }).rateLimitPerAddress).toBe(0);
  expect(loadConfig({ RATE_LIMIT_PER_ADDRESS: 'lots' }).rateLimitPerAddress).toBe(0);
});

test('the setting only raises per-address limits: never below the built-in one, never per account', () => {
  expect(effectiveLimit(RULES.loginIp, { rateLimitPerAddress: 0 })).toBe(20);
  expect(effectiveLimit(RULES.loginIp, { rateLimitPerAddress: 5 })).toBe(20);
  expect(effectiveLimit(RULES.loginIp, { rateLimitPerAddress: 500 })).toBe(500);
  expect(effectiveLimit(addressRule('x', 30), { rateLimitPerAddress: 25 })).toBe(30);
  expect(effectiveLimit(RULES.loginAccountFailures, { rateLimitPerAddress: 500 })).toBe(5);
});

test('an app built with a raised per-address limit applies it, while the default app next to it keeps 20', async () => {
  const ip = '192.0.2.88';
  for (let i = 0; i < 20; i += 1) {
    expect((await login(`default-${i}@example.com`, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(`raised-${i}@example.com`, 'wrong-password', ip, raised)).statusCode).toBe(401);
  }
  expect((await login('member@demo.club', 'demo1234', ip)).statusCode).toBe(429);
  // The raised app lets the 21st to 25th attempt through and blocks the 26th.
  expect((await login('member@demo.club', 'demo1234', ip, raised)).statusCode).toBe(200);
  for (let i = 22; i <= RAISED; i += 1) {
    expect((await login(`raised-${i}@example.com`, 'wrong-password', ip, raised)).statusCode).toBe(401);
  }
  const blocked = await login('member@demo.club', 'demo1234', ip, raised);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().errors.message).toBe(TOO_MANY);
});
