// Passkeys against the real app: a member adds one, signs in with it, lists and removes it, and
// every attack the issue names is played by a software authenticator making real WebAuthn
// answers (helpers/soft-authenticator.ts): a replayed assertion, a challenge of another browser
// or session, another club's member's key, a counter going backwards, a removed key.
import {
  PASSKEY_ALREADY_ADDED_MESSAGE,
  PASSKEY_CHALLENGE_INVALID_MESSAGE,
  PASSKEY_NOT_ADDED_MESSAGE,
  PASSKEY_NOT_FOUND_MESSAGE,
  PASSKEY_SIGN_IN_FAILED_MESSAGE,
  STAFF_PASSKEY_REQUIRED_MESSAGE,
  type Passkey,
} from '@portal/shared/contracts';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { expectRefused } from './helpers/expect-refused';
import { withTestApp } from './helpers/shared-app';
import { SoftAuthenticator } from './helpers/soft-authenticator';
import { SAFARI_IPHONE, TestBrowser } from './helpers/test-browser';
import { PUBLIC_ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

const browser = (userAgent?: string) => new TestBrowser(() => t.app, userAgent);
type Creation = Parameters<SoftAuthenticator['register']>[0];
type Request = Parameters<SoftAuthenticator['assert']>[0];

/** Signs `email` in on a new browser and adds a passkey on `authenticator`; answers both. */
async function memberWithPasskey(email: string, authenticator = new SoftAuthenticator(PUBLIC_ORIGIN)) {
  const b = await browser().signIn(email);
  const options = await b.ok<Creation>('POST', '/account/passkeys/options');
  const { response, credential } = authenticator.register(options);
  const added = await b.ok<Passkey>('POST', '/account/passkeys', { response });
  return { browser: b, authenticator, credential, passkey: added };
}

async function signInOptions(b: TestBrowser): Promise<Request> {
  return b.ok<Request>('POST', '/auth/passkey/options');
}

test('a member adds a passkey from the profile and it is listed by browser and device', async () => {
  const { browser: b, passkey } = await memberWithPasskey('renew@demo.club');
  expect(passkey).toMatchObject({ id: expect.any(Number), name: 'Chrome on Windows', lastUsedAt: null, synced: false });
  expect(await b.ok<Passkey[]>('GET', '/account/passkeys')).toEqual([passkey]);
});

test('a passkey signs in with no e-mail: the session is the member whose key it is', async () => {
  const { authenticator } = await memberWithPasskey('member@demo.club');
  const phone = browser(SAFARI_IPHONE);
  const options = await signInOptions(phone);
  expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
  const res = await phone.call('POST', '/auth/passkey/sign-in', { response: authenticator.assert(options) });
  expect(res.statusCode).toBe(200);
  expect(res.json().payload).toEqual({ companyApiUrl: '/api/v1', userId: expect.any(Number), isResetPassword: false });
  expect((await phone.ok<{ email: string }>('GET', '/auth/me')).email).toBe('member@demo.club');
});

describe('attacks on passkey sign-in', () => {
  let owner: Awaited<ReturnType<typeof memberWithPasskey>>;
  beforeAll(async () => {
    owner = await memberWithPasskey('guardian@demo.club');
  });

  test('a replayed assertion is refused: its challenge was used', async () => {
    const b = browser();
    const assertion = owner.authenticator.assert(await signInOptions(b));
    expect((await b.call('POST', '/auth/passkey/sign-in', { response: assertion })).statusCode).toBe(200);
    const replay = browser();
    await signInOptions(replay);
    expectRefused(await replay.call('POST', '/auth/passkey/sign-in', { response: assertion }), 400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
    expectRefused(await b.call('POST', '/auth/passkey/sign-in', { response: assertion }), 400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
  });

  test("a challenge handed to another browser is refused, even signed by the owner's key", async () => {
    const victim = browser();
    const attacker = browser();
    await signInOptions(attacker); // the attacker has a ceremony cookie of its own
    const victimOptions = await signInOptions(victim);
    const res = await attacker.call('POST', '/auth/passkey/sign-in', { response: owner.authenticator.assert(victimOptions) });
    expectRefused(res, 400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
    expect(attacker.cookies.has('portal_sid')).toBe(false);
    // Without any ceremony cookie, neither.
    const bare = browser();
    expectRefused(await bare.call('POST', '/auth/passkey/sign-in', { response: owner.authenticator.assert(await signInOptions(victim)) }), 400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
  });

  test('a counter going backwards (a cloned key) is refused, and so is the same counter again', async () => {
    const b = browser();
    owner.authenticator.credentials[0]!.counter = 40; // the next assertion says 41
    expect((await b.call('POST', '/auth/passkey/sign-in', { response: owner.authenticator.assert(await signInOptions(b)) })).statusCode).toBe(200);
    const clone = browser();
    expectRefused(
      await clone.call('POST', '/auth/passkey/sign-in', { response: owner.authenticator.assert(await signInOptions(clone), { counter: 12 }) }),
      401,
      PASSKEY_SIGN_IN_FAILED_MESSAGE,
    );
    expectRefused(
      await clone.call('POST', '/auth/passkey/sign-in', { response: owner.authenticator.assert(await signInOptions(clone), { counter: 41 }) }),
      401,
      PASSKEY_SIGN_IN_FAILED_MESSAGE,
    );
    expect(clone.cookies.has('portal_sid')).toBe(false);
  });

  test("another club's member's key cannot sign in as this member (user handle) nor take over the credential", async () => {
    const lite = await memberWithPasskey('lite@demo.club');
    const b = browser();
    // The attacker's own key, claiming the guardian's user handle.
    const forged = lite.authenticator.assert(await signInOptions(b), { userHandle: owner.credential.userHandle });
    expectRefused(await b.call('POST', '/auth/passkey/sign-in', { response: forged }), 401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
    // Registering the guardian's credential id under the other club's login.
    const options = await lite.browser.ok<Creation>('POST', '/account/passkeys/options');
    const { response } = lite.authenticator.register(options, { credentialId: owner.credential.id });
    expectRefused(await lite.browser.call('POST', '/account/passkeys', { response }), 409, PASSKEY_ALREADY_ADDED_MESSAGE);
    // Removing the guardian's passkey by its id.
    expectRefused(await lite.browser.call('DELETE', `/account/passkeys/${owner.passkey.id}`), 404, PASSKEY_NOT_FOUND_MESSAGE);
    // The guardian's key still signs the guardian in.
    const again = browser();
    expect((await again.call('POST', '/auth/passkey/sign-in', { response: owner.authenticator.assert(await signInOptions(again)) })).statusCode).toBe(200);
    expect((await again.ok<{ email: string }>('GET', '/auth/me')).email).toBe('guardian@demo.club');
  });

  test('an assertion made for another site, or without user verification, is refused', async () => {
    const b = browser();
    const phished = owner.authenticator.assert(await signInOptions(b), { origin: 'https://club-login.example' });
    expectRefused(await b.call('POST', '/auth/passkey/sign-in', { response: phished }), 401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
    const unverified = owner.authenticator.assert(await signInOptions(b), { userVerified: false });
    expectRefused(await b.call('POST', '/auth/passkey/sign-in', { response: unverified }), 401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
  });
});

describe('attacks on adding a passkey', () => {
  test("a registration challenge of another session (even the same member's) is refused", async () => {
    const first = await browser().signIn('prospect@demo.club');
    const second = await browser().signIn('prospect@demo.club');
    const authenticator = new SoftAuthenticator(PUBLIC_ORIGIN);
    const { response } = authenticator.register(await first.ok<Creation>('POST', '/account/passkeys/options'));
    expectRefused(await second.call('POST', '/account/passkeys', { response }), 400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
    // The other session's try did not spend it: the owner's own answer works, once.
    expect((await first.call('POST', '/account/passkeys', { response })).statusCode).toBe(200);
    expectRefused(await first.call('POST', '/account/passkeys', { response }), 400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
  });

  test('a registration for another site is refused, and signed out nobody may ask', async () => {
    const b = await browser().signIn('suspended@demo.club');
    const { response } = new SoftAuthenticator(PUBLIC_ORIGIN).register(await b.ok<Creation>('POST', '/account/passkeys/options'), {
      origin: 'https://club-login.example',
    });
    expectRefused(await b.call('POST', '/account/passkeys', { response }), 400, PASSKEY_NOT_ADDED_MESSAGE);
    expect((await browser().call('POST', '/account/passkeys/options')).statusCode).toBe(401);
    expect((await browser().call('GET', '/account/passkeys')).statusCode).toBe(401);
  });
});

test('a removed passkey no longer signs in', async () => {
  const owner = await memberWithPasskey('admin@demo.club');
  expect(await owner.browser.ok('DELETE', `/account/passkeys/${owner.passkey.id}`)).toBe('Success');
  expect(await owner.browser.ok('GET', '/account/passkeys')).toEqual([]);
  const b = browser();
  expectRefused(await b.call('POST', '/auth/passkey/sign-in', { response: owner.authenticator.assert(await signInOptions(b)) }), 401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
});

describe('the club asks its staff for passkeys', () => {
  test('only the ADMIN sets it: STAFF and members are refused', async () => {
    const admin = await browser().signIn('admin@demo.club');
    const staff = await browser().signIn('staff@demo.club');
    const member = await browser().signIn('member@demo.club');
    expectRefused(await staff.call('PUT', '/club-console/staff-passkeys', { staffPasskeysRequired: true }), 403, NO_ACCESS_MESSAGE);
    expect((await member.call('PUT', '/club-console/staff-passkeys', { staffPasskeysRequired: true })).statusCode).toBe(403);
    expect(await admin.ok('GET', '/club-console/staff-passkeys')).toEqual({ staffPasskeysRequired: false });
    expect(await admin.ok('PUT', '/club-console/staff-passkeys', { staffPasskeysRequired: true })).toEqual({ staffPasskeysRequired: true });
  });

  test("a staff login with a passkey can no longer sign in by password; a member's password still works", async () => {
    // Set by the previous test; before the first passkey the password still works (to add one).
    await browser().signIn('staff@demo.club');
    const staff = await memberWithPasskey('staff@demo.club');
    expectRefused(await browser().call('POST', '/auth/login', { userName: 'staff@demo.club', password: 'demo1234' }), 403, STAFF_PASSKEY_REQUIRED_MESSAGE);
    const b = browser();
    expect((await b.call('POST', '/auth/passkey/sign-in', { response: staff.authenticator.assert(await signInOptions(b)) })).statusCode).toBe(200);
    await browser().signIn('renew@demo.club');
  });
});
