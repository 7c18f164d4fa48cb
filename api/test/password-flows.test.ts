// Forgot password -> outbox e-mail -> reset with token (single use); change password rules.
import { nextIp, sessionCookieOf, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { expectRefused } from './helpers/expect-refused';

const NEUTRAL = 'If your email is registered with the club, you will receive an email shortly.';
let t: TestApp;

withTestApp((app) => {
  t = app;
});

function post(url: string, payload: object, cookie?: string) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp(), headers: cookie ? { cookie } : {} });
}

async function signIn(email: string, password: string) {
  return post('/api/v1/auth/login', { userName: email, password, platform: 'web', deviceId: 'jest' });
}

async function latestMailTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  expect(res.statusCode).toBe(200);
  return res.json().payload as { to: string; subject: string; body: string; createdAt: string }[];
}

function tokenFrom(body: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(body);
  if (!match) throw new Error(`no reset link in: ${body}`);
  return decodeURIComponent(match[1]!);
}

describe('forgot and reset password', () => {
  test('answers the same neutral message for known and unknown e-mails; only the known one gets mail', async () => {
    const known = await post('/api/v1/auth/forgot-password', { email: 'prospect@demo.club' });
    const unknown = await post('/api/v1/auth/forgot-password', { email: 'ghost@demo.club' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().payload).toBe(NEUTRAL);
    expect(await latestMailTo('ghost@demo.club')).toHaveLength(0);
    const mail = await latestMailTo('prospect@demo.club');
    expect(mail.length).toBeGreaterThan(0);
    expect(mail[0]!.body).toContain('http://localhost:8080/reset-password?token=');
  });

  test('the link resets the password once, signs out other sessions, and cannot be reused', async () => {
    const oldSession = await t.login('renew@demo.club', 'demo1234');
    await post('/api/v1/auth/forgot-password', { email: 'renew@demo.club' });
    const token = tokenFrom((await latestMailTo('renew@demo.club'))[0]!.body);

    const short = await post('/api/v1/auth/reset-password-with-token', { token, newPassword: 'abc', confirmPassword: 'abc' });
    expectRefused(short, 400, 'New password must contain at least 6 characters length.');
    const mismatch = await post('/api/v1/auth/reset-password-with-token', {
      token,
      newPassword: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-2',
    });
    expect(mismatch.json().errors.message).toBe('Password does not match the confirm password.');

    const done = await post('/api/v1/auth/reset-password-with-token', {
      token,
      newPassword: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ statusCode: 200, payload: 'Success', errors: { message: '' } });

    const meOld = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: oldSession } });
    expect(meOld.statusCode).toBe(401);
    expect((await signIn('renew@demo.club', 'demo1234')).statusCode).toBe(401);
    expect((await signIn('renew@demo.club', 'fresh-pass-1')).statusCode).toBe(200);

    const reuse = await post('/api/v1/auth/reset-password-with-token', {
      token,
      newPassword: 'another-pass',
      confirmPassword: 'another-pass',
    });
    expectRefused(reuse, 400, 'This reset link has expired or was already used.');
  });

  test('an unknown token is refused with the same message', async () => {
    const res = await post('/api/v1/auth/reset-password-with-token', {
      token: 'made-up-token',
      newPassword: 'whatever-1',
      confirmPassword: 'whatever-1',
    });
    expectRefused(res, 400, 'This reset link has expired or was already used.');
  });
});

describe('change password', () => {
  async function userIdOf(cookie: string): Promise<number> {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    return res.json().payload.userId;
  }

  test('needs a session', async () => {
    const res = await post('/api/v1/user/reset-password', {
      userId: 1,
      oldPassword: 'demo1234',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(res.statusCode).toBe(401);
  });

  test("refuses someone else's user id with 403", async () => {
    const cookie = await t.login('guardian@demo.club', 'demo1234');
    const own = await userIdOf(cookie);
    const res = await post(
      '/api/v1/user/reset-password',
      { userId: own + 1000, oldPassword: 'demo1234', newPassword: 'newpass1', confirmPassword: 'newpass1' },
      cookie,
    );
    expectRefused(res, 403, 'You do not have access to this record.');
  });

  test('applies the spec rules with its messages, then changes the password and signs out the other sessions', async () => {
    const other = await t.login('guardian@demo.club', 'demo1234');
    const cookie = await t.login('guardian@demo.club', 'demo1234');
    const userId = await userIdOf(cookie);
    const attempt = (oldPassword: string, newPassword: string, confirmPassword: string) =>
      post('/api/v1/user/reset-password', { userId, oldPassword, newPassword, confirmPassword }, cookie);

    const short = await attempt('demo1234', 'abc12', 'abc12');
    expectRefused(short, 400, 'New password must contain at least 6 characters length.');

    const mismatch = await attempt('demo1234', 'abcdef1', 'abcdef2');
    expect(mismatch.json().errors.message).toBe('Password does not match the confirm password.');

    const wrongCurrent = await attempt('not-current', 'abcdef1', 'abcdef1');
    expectRefused(wrongCurrent, 400, 'Current password is invalid, please try again.');

    const ok = await attempt('demo1234', 'abcdef1', 'abcdef1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ statusCode: 200, payload: 'Success', errors: { message: '' } });

    // Signed out everywhere else; this session stays until the page signs out (docs/spec/account-core.md §4).
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: other } });
    expect(elsewhere.statusCode).toBe(401);
    const here = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(here.statusCode).toBe(200);
    expect((await signIn('guardian@demo.club', 'demo1234')).statusCode).toBe(401);
    const fresh = await signIn('guardian@demo.club', 'abcdef1');
    expect(fresh.statusCode).toBe(200);
    expect(sessionCookieOf(fresh)).toBeDefined();
  });
});

describe('register', () => {
  test('answers the neutral message whether or not the e-mail is known, and sends nothing for unknown ones', async () => {
    const unknown = await post('/api/v1/auth/register', {
      email: 'stranger@example.com',
      password: 'secret12',
      userName: 'stranger@example.com',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().payload).toBe(NEUTRAL);
    expect(await latestMailTo('stranger@example.com')).toHaveLength(0);
    // An e-mail that already has a login: same answer, and the existing password is untouched.
    const existing = await post('/api/v1/auth/register', {
      email: 'member@demo.club',
      password: 'takeover1',
      userName: 'member@demo.club',
    });
    expect(existing.json().payload).toBe(NEUTRAL);
    const takeover = await signIn('member@demo.club', 'takeover1');
    expect(takeover.statusCode).toBe(403);
    expect(sessionCookieOf(takeover)).toBeUndefined();
    expect((await signIn('member@demo.club', 'demo1234')).statusCode).toBe(200);
  });

  test('a guardian the club knows without a login gets one once the e-mailed link confirms it', async () => {
    const { clubs, guardians } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const [club] = await t.handle.db.select().from(clubs).where(eq(clubs.accountId, 'DEMO01'));
    await t.handle.db.insert(guardians).values({
      clubId: club!.id,
      memberNumber: 'G-REG-1',
      familyName: 'Newfamily',
      personName: 'Pat Newfamily',
      email: 'Pat.New@example.com',
    });
    const res = await post('/api/v1/auth/register', {
      email: 'pat.new@example.com',
      password: 'chosen-pass',
      userName: 'pat.new@example.com',
    });
    expect(res.json().payload).toBe(NEUTRAL);
    const mail = await latestMailTo('pat.new@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^Confirm your email for /);
    // Not before the link is used.
    expect((await signIn('pat.new@example.com', 'chosen-pass')).statusCode).toBe(403);
    const token = decodeURIComponent(/\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail[0]!.body)![1]!);
    expect((await post('/api/v1/auth/verify-email', { token, password: 'chosen-pass' })).statusCode).toBe(200);
    const signedIn = await signIn('pat.new@example.com', 'chosen-pass');
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: sessionCookieOf(signedIn)! } });
    expect(me.json().payload).toMatchObject({ userType: 5, memberNumber: 'G-REG-1', fullName: 'Pat Newfamily' });
    // Registering again changes nothing: the guardian has a login now, and is only told so.
    await post('/api/v1/auth/register', { email: 'pat.new@example.com', password: 'other-pass', userName: 'x' });
    const after = await latestMailTo('pat.new@example.com');
    expect(after).toHaveLength(2);
    expect(after[0]!.subject).toBe('You already have a member portal login');
    expect(after[0]!.body).not.toContain('verify-email');
    expect((await signIn('pat.new@example.com', 'other-pass')).statusCode).toBe(403);
    expect((await signIn('pat.new@example.com', 'chosen-pass')).statusCode).toBe(200);
  });
});
