// Sign-in by e-mailed link: one use, short-lived, only in the browser that asked. Each attack
// (the link twice, from another browser, expired, for a staff login) is played against the real app.
import { EMAIL_LINK_INVALID_MESSAGE, NEUTRAL_EMAIL_MESSAGE } from '@portal/shared/contracts';
import { sql } from 'drizzle-orm';
import { expectRefused } from './helpers/expect-refused';
import { withTestApp } from './helpers/shared-app';
import type { TestApp } from './helpers/test-app';
import { TestBrowser } from './helpers/test-browser';

let t: TestApp;
withTestApp((app) => {
  t = app;
});
const browser = () => new TestBrowser(() => t.app);

/** The token of the newest sign-in link mailed to `email`, or undefined. */
async function mailedToken(email: string): Promise<string | undefined> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  const mails = res.json().payload as { subject: string; body: string }[];
  const mail = mails.find((m) => m.subject === 'Your sign-in link');
  const match = mail && /\/signin-link\?token=([^\s]+)/.exec(mail.body);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

async function askForLink(b: TestBrowser, email: string): Promise<string> {
  expect(await b.ok('POST', '/auth/email-link', { email })).toBe(NEUTRAL_EMAIL_MESSAGE);
  const token = await mailedToken(email);
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

test('the link signs in the browser that asked for it, once', async () => {
  const b = browser();
  const token = await askForLink(b, 'member@demo.club');
  expect((await b.call('POST', '/auth/email-link/sign-in', { token })).statusCode).toBe(200);
  expect((await b.ok<{ email: string }>('GET', '/auth/me')).email).toBe('member@demo.club');
  // Used twice: refused, whoever tries.
  expectRefused(await b.call('POST', '/auth/email-link/sign-in', { token }), 400, EMAIL_LINK_INVALID_MESSAGE);
});

test('another browser cannot use the link (and its try spends nothing)', async () => {
  const asker = browser();
  const token = await askForLink(asker, 'renew@demo.club');
  const thief = browser();
  await thief.call('POST', '/auth/email-link', { email: 'someone-else@demo.club' }); // a link cookie of its own
  expectRefused(await thief.call('POST', '/auth/email-link/sign-in', { token }), 400, EMAIL_LINK_INVALID_MESSAGE);
  expectRefused(await browser().call('POST', '/auth/email-link/sign-in', { token }), 400, EMAIL_LINK_INVALID_MESSAGE);
  expect(thief.cookies.has('portal_sid')).toBe(false);
  expect((await asker.call('POST', '/auth/email-link/sign-in', { token })).statusCode).toBe(200);
});

test('an expired link is refused', async () => {
  const b = browser();
  const token = await askForLink(b, 'guardian@demo.club');
  await t.handle.db.execute(sql`update email_sign_in_links set expires_at = now() - interval '1 minute'`);
  expectRefused(await b.call('POST', '/auth/email-link/sign-in', { token }), 400, EMAIL_LINK_INVALID_MESSAGE);
});

test('an unknown e-mail and a staff login get the same answer and no link', async () => {
  const b = browser();
  expect(await b.ok('POST', '/auth/email-link', { email: 'nobody-here@demo.club' })).toBe(NEUTRAL_EMAIL_MESSAGE);
  expect(await b.ok('POST', '/auth/email-link', { email: 'staff@demo.club' })).toBe(NEUTRAL_EMAIL_MESSAGE);
  expect(await mailedToken('staff@demo.club')).toBeUndefined();
});
