// Identity: each test is an attack on sign-in, registration or the password flows,
// played against the real server. Time moves with jest's fake Date (the server's clock reads it).
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/db/passwords';
import { USER_TYPE, clubs, guardians, members, sessions, users } from '../src/db/schema';
import { createTestApp, nextIp, sessionCookieOf, type TestApp } from './helpers/test-app';
import { expectRefused } from './helpers/expect-refused';

const NEUTRAL = 'If your email is registered with the club, you will receive an email shortly.';
const CHECK_EMAIL = 'Please check your email and open the link we sent you to confirm your registration.';
const VERIFY_LINK_INVALID = 'This link has expired or was already used.';
const RESET_LINK_INVALID = 'This reset link has expired or was already used.';
const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Only Date is faked: timers, ticks and microtasks stay real for the database drivers. */
const NOT_DATE = [
  'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
  'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval',
  'clearInterval', 'setTimeout', 'clearTimeout',
] as const;

let t: TestApp;
let clubId: number;

beforeAll(async () => {
  jest.useFakeTimers({ now: Date.now(), advanceTimers: true, doNotFake: [...NOT_DATE] });
  t = await createTestApp();
  const [club] = await t.handle.db.select().from(clubs).where(eq(clubs.accountId, 'DEMO01'));
  clubId = club!.id;
});
afterAll(async () => {
  jest.useRealTimers();
  await t?.close();
});

/** Moves the server's "now" forward (jest's fake Date keeps running from there). */
function advance(ms: number) {
  jest.setSystemTime(Date.now() + ms);
}

function post(url: string, payload: object, opts: { cookie?: string; ip?: string; app?: TestApp; headers?: Record<string, string> } = {}) {
  return (opts.app ?? t).app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.ip ?? nextIp(),
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });
}

function signIn(email: string, password: string, opts: { ip?: string; app?: TestApp; headers?: Record<string, string> } = {}) {
  return post('/api/v1/auth/login', { userName: email, password, platform: 'web', deviceId: 'jest' }, opts);
}

function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
}

/** A member's login in the demo club with this password. */
async function userWithPassword(email: string, password: string): Promise<void> {
  await t.handle.db.insert(users).values({
    clubId,
    email,
    userName: email,
    passwordHash: await hashPassword(password),
    userType: USER_TYPE.member,
    role: 'USER',
  });
}

async function mailTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  return res.json().payload as { subject: string; body: string }[];
}

function linkToken(body: string, page: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(body);
  if (!match) throw new Error(`no ${page} link in: ${body}`);
  return decodeURIComponent(match[1]!);
}

let memberCounter = 0;
/** A member the club knows by e-mail who has no portal login yet. */
async function memberWithoutLogin(email: string): Promise<string> {
  memberCounter += 1;
  const memberNumber = `M-ID-${memberCounter}`;
  await t.handle.db.insert(members).values({
    clubId,
    memberNumber,
    barcode: `ID-BAR-${memberCounter}`,
    firstName: 'Vic',
    lastName: `Tim${memberCounter}`,
    email,
  });
  return memberNumber;
}

function retryAfterSeconds(res: LightMyRequestResponse): number {
  const header = res.headers['retry-after'];
  if (header === undefined) throw new Error(`no Retry-After on ${res.statusCode} ${res.body}`);
  return Number(header);
}

describe('registration proves the mailbox first', () => {
  test("a stranger who registers with a member's e-mail cannot sign in as that member", async () => {
    const memberNumber = await memberWithoutLogin('victim.one@example.com');
    const stranger = await post('/api/v1/auth/register', {
      email: 'victim.one@example.com',
      password: 'stranger-pass',
      userName: 'victim.one@example.com',
    });
    expect(stranger.json()).toEqual({ statusCode: 200, payload: NEUTRAL, errors: { message: '' } });

    const attempt = await signIn('victim.one@example.com', 'stranger-pass');
    expectRefused(attempt, 403, CHECK_EMAIL);
    expect(sessionCookieOf(attempt)).toBeUndefined();

    // The link went to the member's mailbox; even opened there it needs the password chosen with it,
    // so a member who clicks a stranger's link does not activate the stranger's password.
    const strangersLink = linkToken((await mailTo('victim.one@example.com'))[0]!.body, 'verify-email');
    const blindClick = await post('/api/v1/auth/verify-email', { token: strangersLink, password: 'owner-pass-1' });
    expect(blindClick.statusCode).toBe(400);
    expect(sessionCookieOf(blindClick)).toBeUndefined();

    // The real member registers too, confirms from the mailbox and is signed in.
    await post('/api/v1/auth/register', { email: 'victim.one@example.com', password: 'owner-pass-1' });
    const ownersMail = await mailTo('victim.one@example.com');
    expect(ownersMail).toHaveLength(2);
    const ownersLink = linkToken(ownersMail[0]!.body, 'verify-email');
    const confirmed = await post('/api/v1/auth/verify-email', { token: ownersLink, password: 'owner-pass-1' });
    expect(confirmed.statusCode).toBe(200);
    const cookie = sessionCookieOf(confirmed)!;
    expect((await me(cookie)).json().payload).toMatchObject({ memberNumber, email: 'victim.one@example.com' });

    // The stranger's pending registration died with the confirmation.
    const late = await post('/api/v1/auth/verify-email', { token: strangersLink, password: 'stranger-pass' });
    expectRefused(late, 400, VERIFY_LINK_INVALID);
    expect((await signIn('victim.one@example.com', 'stranger-pass')).statusCode).toBe(401);
    expect((await signIn('victim.one@example.com', 'owner-pass-1')).statusCode).toBe(200);
  });

  test('a guardian registration is confirmed the same way, and the link works once', async () => {
    await t.handle.db.insert(guardians).values({
      clubId,
      memberNumber: 'G-ID-1',
      familyName: 'Pending',
      personName: 'Gale Pending',
      email: 'gale.pending@example.com',
    });
    await post('/api/v1/auth/register', { email: 'gale.pending@example.com', password: 'gale-pass-1' });
    expect((await signIn('gale.pending@example.com', 'gale-pass-1')).json().errors.message).toBe(CHECK_EMAIL);

    const token = linkToken((await mailTo('gale.pending@example.com'))[0]!.body, 'verify-email');
    const confirmed = await post('/api/v1/auth/verify-email', { token, password: 'gale-pass-1' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().payload).toMatchObject({ companyApiUrl: '/api/v1', isResetPassword: false });
    expect((await me(sessionCookieOf(confirmed)!)).json().payload).toMatchObject({ userType: 5, memberNumber: 'G-ID-1' });

    const again = await post('/api/v1/auth/verify-email', { token, password: 'gale-pass-1' });
    expectRefused(again, 400, VERIFY_LINK_INVALID);
    expect((await signIn('gale.pending@example.com', 'gale-pass-1')).statusCode).toBe(200);
  });

  test('a confirmation link expires after a day', async () => {
    await memberWithoutLogin('slow.reader@example.com');
    await post('/api/v1/auth/register', { email: 'slow.reader@example.com', password: 'slow-pass-1' });
    const token = linkToken((await mailTo('slow.reader@example.com'))[0]!.body, 'verify-email');
    advance(24 * 60 * 60_000 + 60_000);
    const res = await post('/api/v1/auth/verify-email', { token, password: 'slow-pass-1' });
    expectRefused(res, 400, VERIFY_LINK_INVALID);
  });

  test('registration and the sign-in after it answer alike for members, strangers and existing logins', async () => {
    await memberWithoutLogin('known.member@example.com');
    const answers = [];
    for (const email of ['known.member@example.com', 'nobody.here@example.com', 'renew@demo.club']) {
      const registered = await post('/api/v1/auth/register', { email, password: 'probe-pass-1', userName: email });
      const signedIn = await signIn(email, 'probe-pass-1');
      answers.push({ registered: registered.json(), status: signedIn.statusCode, body: signedIn.json() });
    }
    expect(answers[0]!.registered.payload).toBe(NEUTRAL);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.body.errors.message).toBe(CHECK_EMAIL);
    // Only the member's mailbox gets a confirmation link; the existing login keeps its password.
    expect(await mailTo('nobody.here@example.com')).toHaveLength(0);
    expect((await mailTo('known.member@example.com'))[0]!.body).toContain('/verify-email?token=');
    expect((await signIn('renew@demo.club', 'demo1234')).statusCode).toBe(200);
  });
});

describe('reset links', () => {
  async function resetLink(email: string): Promise<string> {
    await post('/api/v1/auth/forgot-password', { email });
    return linkToken((await mailTo(email))[0]!.body, 'reset-password');
  }

  function reset(token: string, password: string) {
    return post('/api/v1/auth/reset-password-with-token', { token, newPassword: password, confirmPassword: password });
  }

  async function changePassword(cookie: string, oldPassword: string, newPassword: string) {
    const userId = (await me(cookie)).json().payload.userId as number;
    return post('/api/v1/user/reset-password', { userId, oldPassword, newPassword, confirmPassword: newPassword }, { cookie });
  }

  /** A user with the password 'start-pass-1' who asked for a reset link: the link's token. */
  async function userWithResetLink(email: string): Promise<string> {
    await userWithPassword(email, 'start-pass-1');
    return resetLink(email);
  }

  test('a reset link works once', async () => {
    const token = await userWithResetLink('reuse@example.com');
    expect((await reset(token, 'first-reset')).statusCode).toBe(200);
    const reuse = await reset(token, 'second-reset');
    expectRefused(reuse, 400, RESET_LINK_INVALID);
    expect((await signIn('reuse@example.com', 'first-reset')).statusCode).toBe(200);
  });

  test('a reset link is dead after an hour', async () => {
    const token = await userWithResetLink('late@example.com');
    advance(60 * 60_000 + 1000);
    const res = await reset(token, 'too-late-1');
    expectRefused(res, 400, RESET_LINK_INVALID);
    expect((await signIn('late@example.com', 'start-pass-1')).statusCode).toBe(200);
  });

  test('a password changed in the profile kills every outstanding reset link', async () => {
    const token = await userWithResetLink('stolen-link@example.com');
    const cookie = await t.login('stolen-link@example.com', 'start-pass-1');
    expect((await changePassword(cookie, 'start-pass-1', 'owner-new-1')).statusCode).toBe(200);
    const res = await reset(token, 'attacker-pass');
    expectRefused(res, 400, RESET_LINK_INVALID);
    expect((await signIn('stolen-link@example.com', 'owner-new-1')).statusCode).toBe(200);
  });

  test('a reset through one link kills the other outstanding links', async () => {
    const first = await userWithResetLink('two-links@example.com');
    const second = await resetLink('two-links@example.com');
    expect(first).not.toBe(second);
    expect((await reset(second, 'owner-new-1')).statusCode).toBe(200);
    const res = await reset(first, 'attacker-pass');
    expect(res.statusCode).toBe(400);
    expect((await signIn('two-links@example.com', 'owner-new-1')).statusCode).toBe(200);
  });

  test("changing the password ends the member's other sessions and keeps the one that changed it", async () => {
    await userWithPassword('two-devices@example.com', 'start-pass-1');
    const here = await t.login('two-devices@example.com', 'start-pass-1');
    const elsewhere = await t.login('two-devices@example.com', 'start-pass-1');
    expect((await changePassword(here, 'start-pass-1', 'owner-new-1')).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
  });
});

describe('sign-in throttling', () => {
  test('thirty members signing in from one address within a minute all get in', async () => {
    const passwordHash = await hashPassword('club-wifi-1');
    const emails = Array.from({ length: 30 }, (_, i) => `wifi-${i}@example.com`);
    await t.handle.db.insert(users).values(
      emails.map((email) => ({ clubId, email, userName: email, passwordHash, userType: USER_TYPE.member, role: 'USER' as const })),
    );
    const statuses = [];
    for (const email of emails) statuses.push((await signIn(email, 'club-wifi-1', { ip: '192.0.2.30' })).statusCode);
    expect(statuses).toEqual(emails.map(() => 200));
  });

  test("after an attacker's failures the real owner gets in once the bounded delay has passed", async () => {
    await userWithPassword('targeted@example.com', 'owner-pass-1');
    // The attacker keeps guessing from many addresses, waiting out every delay, for a long while.
    let longestWait = 0;
    for (let guess = 0; guess < 20; guess += 1) {
      let res = await signIn('targeted@example.com', `guess-${guess}`);
      if (res.statusCode === 429) {
        const wait = retryAfterSeconds(res);
        longestWait = Math.max(longestWait, wait);
        advance(wait * 1000);
        res = await signIn('targeted@example.com', `guess-${guess}`);
      }
      expect(res.statusCode).toBe(401);
    }
    expect(longestWait).toBeGreaterThan(0);
    expect(longestWait).toBeLessThanOrEqual(5 * 60);

    // The owner arrives during the delay: told how long to wait, not locked out for good.
    const early = await signIn('targeted@example.com', 'owner-pass-1');
    expectRefused(early, 429, TOO_MANY);
    const wait = retryAfterSeconds(early);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5 * 60);
    advance(wait * 1000);
    const owner = await signIn('targeted@example.com', 'owner-pass-1');
    expect(owner.statusCode).toBe(200);
    expect(sessionCookieOf(owner)).toBeDefined();
  });

  test("the owner's usual browser is not slowed by an attacker's guesses; a made-up device cookie buys nothing", async () => {
    await userWithPassword('usual-browser@example.com', 'owner-pass-1');
    const first = await signIn('usual-browser@example.com', 'owner-pass-1');
    const device = first.cookies.find((c) => c.name === 'portal_device');
    expect(device?.httpOnly).toBe(true);
    expect(device?.path).toBe('/api/v1/auth');

    for (let guess = 0; guess < 8; guess += 1) {
      let res = await signIn('usual-browser@example.com', `guess-${guess}`);
      if (res.statusCode === 429) {
        advance(retryAfterSeconds(res) * 1000);
        res = await signIn('usual-browser@example.com', `guess-${guess}`);
      }
      expect(res.statusCode).toBe(401);
    }
    const forged = await signIn('usual-browser@example.com', 'guess-9', { headers: { cookie: 'portal_device=made-up-token' } });
    expect(forged.statusCode).toBe(429);
    const owner = await signIn('usual-browser@example.com', 'owner-pass-1', { headers: { cookie: `portal_device=${device!.value}` } });
    expect(owner.statusCode).toBe(200);
    // The device's own count is separate, not a free pass: its wrong guesses are slowed too.
    for (let i = 0; i < 5; i += 1) {
      const wrong = await signIn('usual-browser@example.com', `typo-${i}`, { headers: { cookie: `portal_device=${device!.value}` } });
      expect(wrong.statusCode).toBe(401);
    }
    const slowed = await signIn('usual-browser@example.com', 'owner-pass-1', { headers: { cookie: `portal_device=${device!.value}` } });
    expect(slowed.statusCode).toBe(429);
  });

  test('without TRUST_PROXY a forged X-Forwarded-For does not dodge the per-address limit', async () => {
    const ip = '192.0.2.61';
    let blocked: LightMyRequestResponse | undefined;
    for (let i = 0; i < 200 && !blocked; i += 1) {
      const res = await signIn(`spray-${i}@example.com`, 'Summer2026!', { ip, headers: { 'x-forwarded-for': `203.0.113.${i % 250}` } });
      if (res.statusCode === 429) blocked = res;
      else expect(res.statusCode).toBe(401);
    }
    expect(blocked?.json().errors.message).toBe(TOO_MANY);
  });
});

describe('the client address behind a proxy', () => {
  let behindOneHop: TestApp;
  let behindListedProxy: TestApp;

  beforeAll(async () => {
    behindOneHop = await createTestApp({ trustProxy: loadConfig({ DEMO_MODE: '1', TRUST_PROXY: '1' }).trustProxy });
    behindListedProxy = await createTestApp({ trustProxy: loadConfig({ DEMO_MODE: '1', TRUST_PROXY: '127.0.0.1, 10.10.0.0/16' }).trustProxy });
  });
  afterAll(async () => {
    await behindOneHop?.close();
    await behindListedProxy?.close();
  });

  /** The client address the server recorded on the newest session of the signed-in user. */
  async function sessionAddress(app: TestApp, res: LightMyRequestResponse): Promise<string | null> {
    const userId = res.json().payload.userId as number;
    const rows = await app.handle.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt);
    return rows.at(-1)?.ip ?? null;
  }

  /** A demo user signs in through `app` from `ip`, sending `forwardedFor`: the address their session got. */
  async function addressSignedInFrom(app: TestApp, email: string, ip: string, forwardedFor: string) {
    const res = await signIn(email, 'demo1234', { app, ip, headers: { 'x-forwarded-for': forwardedFor } });
    expect(res.statusCode).toBe(200);
    return sessionAddress(app, res);
  }

  test('with one trusted hop, an address the client forged in front of the proxy\'s does not dodge the limit', async () => {
    let blocked: LightMyRequestResponse | undefined;
    for (let i = 0; i < 200 && !blocked; i += 1) {
      // The proxy appends the address it saw; whatever the client sent stays in front of it.
      const res = await signIn(`spray-${i}@example.com`, 'Summer2026!', {
        app: behindOneHop,
        ip: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.7` },
      });
      if (res.statusCode === 429) blocked = res;
      else expect(res.statusCode).toBe(401);
    }
    expect(blocked?.json().errors.message).toBe(TOO_MANY);
    // Another client behind the same proxy is not affected.
    const other = await addressSignedInFrom(behindOneHop, 'member@demo.club', '127.0.0.1', '198.51.100.8');
    expect(other).toBe('198.51.100.8');
  });

  test('a listed proxy is believed, anyone else sending X-Forwarded-For is not', async () => {
    const viaProxy = await addressSignedInFrom(behindListedProxy, 'member@demo.club', '127.0.0.1', '198.51.100.20');
    expect(viaProxy).toBe('198.51.100.20');
    const direct = await addressSignedInFrom(behindListedProxy, 'renew@demo.club', '192.0.2.44', '198.51.100.21');
    expect(direct).toBe('192.0.2.44');
  });

  test('TRUST_PROXY is a hop count or a list of addresses, never a blanket yes; unset trusts nobody', () => {
    expect(loadConfig({ DEMO_MODE: '1' }).trustProxy).toBe(false);
    expect(loadConfig({ DEMO_MODE: '1', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DEMO_MODE: '1', TRUST_PROXY: '10.0.0.1,192.168.0.0/24' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/24']);
    expect(() => loadConfig({ DEMO_MODE: '1', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
