// Public routes (mf-public): join online with a test card then sign in, a prospect inquiry, kiosk
// check-in (and a refusal), and a class picked on the public timetable booked after sign-in.
import { expect, test } from '@playwright/test';
import { APPROVED_CARD, fillCardFrame } from '../support/card';
import { ADMIN, DEMO_PASSWORD, RENEW } from '../support/demo-users';
import { signIn } from '../support/sign-in';
import { signInDialog } from '../support/signature';

const CLUB = 'accountId=DEMO01';

test('a prospect sends an inquiry and gets a receipt', async ({ page }) => {
  await page.goto(`/prospect-inquiry?${CLUB}`);
  await expect(page.getByRole('heading', { name: 'Prospect Inquiry', level: 2 })).toBeVisible();
  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Inquirer');
  await page.getByLabel('Email').fill('ivy.e2e@example.com');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText(/we have received your inquiry/)).toBeVisible();
  await expect(page.getByText(/INQ-\d+/)).toBeVisible();
});

test('a club admin pairs the kiosk, which then checks in the demo member by barcode and refuses a suspended one', async ({ page, request }) => {
  // The admin issues a pairing code (the club console will do this; today it is the API).
  const login = await request.post('/api/v1/auth/login', { data: { userName: ADMIN, password: DEMO_PASSWORD, platform: 'web', deviceId: 'e2e' } });
  expect(login.ok()).toBe(true);
  const issued = await request.post('/api/v1/admin/kiosks/pairing-codes', { data: { deviceName: 'E2E front desk' } });
  expect(issued.ok()).toBe(true);
  const { code } = (await issued.json()).payload as { code: string };

  await page.goto(`/member-barcode-scanner?${CLUB}`);
  await expect(page.getByRole('heading', { name: 'Pair this kiosk', level: 2 })).toBeVisible();
  await page.getByLabel('Pairing code').fill(code);
  await page.getByRole('button', { name: 'Pair this kiosk' }).click();
  await expect(page.getByText('E2E front desk')).toBeVisible();
  // The device cookie outlives the page: a reload is still paired.
  await page.reload();
  await page.getByLabel('Barcode').fill('9100001');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Welcome, Alex! You are checked in.', { exact: false })).toBeVisible();
  await page.getByLabel('Barcode').fill('9100003');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Your membership is suspended. Please see the front desk.')).toBeVisible();
});

test('a visitor picks a class on the public timetable, signs in, and finds it booked', async ({ page }) => {
  await page.goto(`/groupfitness?${CLUB}`);
  await expect(page.getByRole('heading', { name: 'Group Fitness', level: 2 })).toBeVisible();
  // From tomorrow (every class still in the future whatever the time), the first day with classes.
  const book = page.getByRole('button', { name: /^Book / }).first();
  const days = await page.getByRole('radio').all();
  for (const day of days.slice(1)) {
    await page.getByText((await day.getAttribute('aria-label')) ?? (await day.evaluate((el) => el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent)) ?? '', { exact: true }).click();
    await expect(page.getByText('No group fitness classes found.').or(book)).toBeVisible();
    if (await book.isVisible()) break;
  }
  await expect(book).toBeVisible();
  const label = (await book.getAttribute('aria-label'))!;
  const className = /^Book (.+) at /.exec(label)![1];
  await book.click();
  await expect(page).toHaveURL(/\/login/);
  // Sign in on the page we were sent to (it carries where to go next).
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
  await page.getByLabel('Email').fill(RENEW);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page).toHaveURL(/\/current-bookings/, { timeout: 20_000 });
  await expect(page.getByText(className!).first()).toBeVisible();
});

test('a visitor joins online with a test card and then signs in as the new member', async ({ page, request }) => {
  const email = `joiner.${Date.now()}@example.com`;
  const mobile = '0400 123 987';
  await page.goto(`/onlineoffers?${CLUB}`);
  await expect(page.getByRole('heading', { name: /Join / , level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Choose 12 Months Paid in Full' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill(`Joiner${Date.now() % 100000}`);
  await page.getByLabel('Date of birth').fill('05/05/1990');
  await page.getByLabel('Date of birth').press('Tab');
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill(mobile);
  await page.getByLabel('Choose a password').fill('joiner1234');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByLabel('Verification code')).toBeVisible();
  // No SMS gateway in the demo: the page says the code went to the e-mail address, and it did.
  await expect(page.getByText(`We have e-mailed a 6-digit code to ${email}.`, { exact: false })).toBeVisible();
  const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const messages = (await res.json()).payload as { body: string }[];
  const code = /(\d{6})/.exec(messages[0]!.body)![1];
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page.getByText('Pre-activity questionnaire')).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await fillCardFrame(page, { number: APPROVED_CARD, name: 'Jo Joiner' });
  await expect(page.getByText(/Card 424242/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fee breakdown' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Agree and sign' }).click();
  await signInDialog(page);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible({ timeout: 20_000 });

  await signIn(page, email, { password: 'joiner1234' });
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
});
