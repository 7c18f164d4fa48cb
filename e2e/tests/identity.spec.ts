// Registration proves the mailbox: a member the club knows by e-mail registers, cannot
// sign in until the e-mailed link is used, follows it from the demo outbox, confirms with the
// chosen password and is signed in.
import { expect, test } from '@playwright/test';

const EMAIL = 'newcomer@demo.club';
const PASSWORD = 'newcomer-pass-1';

test('register, told to check the e-mail at sign-in, confirm through the link, signed in', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Are you a students parent/guardian? Register now' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page.locator('.signin-notice')).toHaveText(
    'If your email is registered with the club, you will receive an email shortly.',
  );

  // The password does not work yet: sign-in says to check the e-mail.
  await page.getByRole('button', { name: 'Back to Account Login' }).click();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page.locator('.signin-notice')).toHaveText(
    'Please check your email and open the link we sent you to confirm your registration.',
  );
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);

  const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(EMAIL)}`);
  const [mail] = (await outbox.json()).payload as { subject: string; body: string }[];
  expect(mail!.subject).toMatch(/^Confirm your email for /);
  const link = new URL(/https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail!.body)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('not-the-one');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('This is not the password you chose when you registered.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible({ timeout: 20_000 });

  // The link worked once; the password now signs in like any other.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
});
