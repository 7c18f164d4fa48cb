// Sign-in, the session cookie, /auth/me and sign-out against the real app and seed.
import { nextIp, sessionCookieOf, type TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';

const PASSWORD = 'demo1234';
let t: TestApp;

withTestApp((app) => {
  t = app;
});

function login(userName: string, password: string, cookie?: string, url = '/api/v1/auth/login') {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: cookie ? { cookie } : {},
    payload: { userName, password, platform: 'web', deviceId: 'jest' },
  });
}

function me(cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: cookie ? { cookie } : {} });
}

test('signs in with the right password and sets an HttpOnly SameSite=Lax session cookie', async () => {
  const res = await login('member@demo.club', PASSWORD);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.statusCode).toBe(200);
  expect(body.errors).toEqual({ message: '' });
  expect(body.payload).toEqual({ companyApiUrl: '/api/v1', userId: expect.any(Number), isResetPassword: false });
  const cookie = res.cookies.find((c) => c.name === 'portal_sid');
  expect(cookie).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe('Lax');
  expect(cookie!.path).toBe('/');
  // 128-bit token, base64url
  expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
});

test('the e-mail is case-insensitive', async () => {
  const res = await login('Member@Demo.Club', PASSWORD);
  expect(res.statusCode).toBe(200);
});

test('a wrong password and an unknown e-mail get the same 401 answer', async () => {
  const wrong = await login('member@demo.club', 'not-the-password');
  const unknown = await login('nobody-here@demo.club', 'whatever1');
  for (const res of [wrong, unknown]) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, payload: null, errors: { message: 'Invalid email or password.' } });
    expect(sessionCookieOf(res)).toBeUndefined();
  }
});

test('the student sign-in route behaves the same', async () => {
  const res = await login('guardian@demo.club', PASSWORD, undefined, '/api/v1/auth/student-login');
  expect(res.statusCode).toBe(200);
  const cookie = sessionCookieOf(res)!;
  const profile = (await me(cookie)).json().payload;
  expect(profile.userType).toBe(5);
  expect(profile.hasMakeUpCredits).toBe(true);
});

test('/auth/me without a session is 401 in the envelope', async () => {
  const res = await me();
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ statusCode: 401, payload: null, errors: { message: 'Please sign in to continue.' } });
  const forged = await me('portal_sid=AAAAAAAAAAAAAAAAAAAAAA');
  expect(forged.statusCode).toBe(401);
});

test('/auth/me describes the signed-in member', async () => {
  const cookie = await t.login('member@demo.club', PASSWORD);
  const res = await me(cookie);
  expect(res.statusCode).toBe(200);
  const p = res.json().payload;
  expect(p).toMatchObject({
    userName: expect.any(String),
    email: 'member@demo.club',
    userType: 1,
    role: 'USER',
    hasMakeUpCredits: false,
    accountId: 'DEMO01',
    isResetPassword: false,
  });
  expect(p.memberNumber).toMatch(/\S/);
  expect(p.fullName).toMatch(/\S/);
  expect(p.clubName).toMatch(/\S/);
});

test('every sign-in issues a new session id and revokes the previous cookie', async () => {
  const first = await t.login('member@demo.club', PASSWORD);
  const again = await login('member@demo.club', PASSWORD, first);
  const second = sessionCookieOf(again)!;
  expect(second).toBeDefined();
  expect(second).not.toBe(first);
  expect((await me(first)).statusCode).toBe(401);
  expect((await me(second)).statusCode).toBe(200);
});

test('sign-out revokes the session row and clears the cookie', async () => {
  const cookie = await t.login('member@demo.club', PASSWORD);
  expect((await me(cookie)).statusCode).toBe(200);
  const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
  expect(out.statusCode).toBe(200);
  const cleared = out.cookies.find((c) => c.name === 'portal_sid');
  expect(cleared?.value).toBe('');
  // Replaying the old cookie does not work: the row is revoked server-side.
  expect((await me(cookie)).statusCode).toBe(401);
});
