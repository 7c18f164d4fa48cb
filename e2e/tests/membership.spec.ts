// Membership: change membership paying by a test card and signing (terms PDF with the member's
// name), a declined card, buying a PT pack, suspend / unsuspend, and direct debit with a BSB check.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../api/test/helpers/pdf-text';
import { APPROVED_CARD, DECLINED_CARD, enterCardAndContinue } from '../support/card';
import { clubDate, ddmmyyyy as typedDate } from '../support/club-calendar';
import { fillDebitFields } from '../support/debit';
import { MEMBER, RENEW } from '../support/demo-users';
import { signInAs } from '../support/sign-in';
import { signInDialog } from '../support/signature';
import { expectPageOpened } from '../support/page-content';

const ddmmyyyy = (days: number) => typedDate(clubDate(days));

test('a declined card shows the dialog and nothing is created; a test card, signing and the terms PDF complete the change', async ({ page }) => {
  await signInAs(page, RENEW);
  await page.goto('/membership');
  await expect(page.getByRole('heading', { name: 'Your Active Membership', level: 2 })).toBeVisible();
  await expect(page.getByRole('cell', { name: '3 Months Paid in Full' })).toBeVisible();

  await page.getByRole('button', { name: 'Change Current Membership' }).click();
  await expect(page.getByText("Let's get started, choose the best option for you!")).toBeVisible();
  await page.getByRole('button', { name: 'Choose 12 Months Paid in Full' }).click();
  await expect(page.getByText('Would you like something extra?')).toBeVisible();
  await page.getByRole('button', { name: 'No Thanks' }).click();

  await enterCardAndContinue(page, { number: DECLINED_CARD, name: 'Riley Renew' });
  await expect(page.getByText('Issue Validating Credit Card')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const unchanged = await (await page.request.get('/api/v1/membership/100002')).json();
  expect(unchanged.payload.membershipName).toBe('3 Months Paid in Full');

  await enterCardAndContinue(page, { number: APPROVED_CARD, name: 'Riley Renew' });
  const link = page.getByRole('link', { name: 'Terms and conditions' });
  await expect(link).toBeVisible();
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(pdfText(await pdf.body())).toContain('Riley Renew');

  await page.getByRole('button', { name: 'I Agree to terms and conditions' }).click();
  await signInDialog(page);
  await expect(page.getByText('Nice job, welcome to our gym.').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '12 Months Paid in Full' })).toBeVisible();
});

test('buys a PT pack and sees the sessions go up', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Your active extras', level: 2 })).toBeVisible();
  // The demo PT pack may have been used by other tests (a PT booking takes a session): read it.
  const packBefore = page.getByText(/^Remaining sessions: \d+$/).first();
  await expect(packBefore).toBeVisible();
  await expect(page.getByText('Remaining sessions: 5')).toHaveCount(0);
  await page.getByRole('button', { name: 'Purchase Extra' }).click();
  await expect(page.getByText('Please select your extras below.')).toBeVisible();
  await page.getByRole('button', { name: 'Buy PT 5 Pack' }).click();
  await enterCardAndContinue(page, { number: APPROVED_CARD, name: 'Alex Morgan' });
  await expect(page.getByText('This will automatically charge your credit card.')).toBeVisible();
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(page.getByText('Nice job, your extra is now ready.').first()).toBeVisible();
  await expect(page.getByText('Remaining sessions: 5')).toBeVisible();
});

test('suspends and unsuspends the membership', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/suspendmember');
  await expectPageOpened(page, 'Suspend Membership');
  await page.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Suspend reason is required.').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Suspend Reason' }).click();
  await page.getByRole('option', { name: 'Travel' }).click();
  const from = ddmmyyyy(2);
  const until = ddmmyyyy(12);
  await page.getByRole('textbox', { name: 'From' }).fill(from);
  await page.getByRole('textbox', { name: 'From' }).press('Tab');
  await page.getByRole('textbox', { name: 'Until' }).fill(until);
  await page.getByRole('textbox', { name: 'Until' }).press('Tab');
  await page.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Are you sure you want to suspend?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Nice job, you current membership has been suspended.')).toBeVisible();
  await expect(page.getByRole('cell', { name: from })).toBeVisible();

  await page.getByRole('button', { name: 'Unsuspend' }).click();
  await expect(page.getByText('Are you sure you want to unsuspend?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Nice job, your current membership is now active.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
});

test('switches the payment method to direct debit: a wrong BSB errors, a right one saves and shows', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/membership');
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Payment Method' });
  await dialog.getByRole('combobox', { name: 'Payment type' }).click();
  await page.getByRole('option', { name: 'Direct Debit' }).click();
  await fillDebitFields(dialog, { bsb: ['032', '001'], number: '87654321', name: 'Alex Morgan' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your payment details have been updated.')).toBeVisible();
  await expect(page.getByRole('cell', { name: '******321' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '032-001' })).toBeVisible();
});

test('no card number reached the database files after the run', async () => {
  // serve-portal.mjs keeps the embedded database under .tmp/e2e-data-<port>: every table file and
  // the WAL are scanned as raw bytes for the test card numbers used above.
  const port = new URL(test.info().project.use.baseURL!).port;
  const root = path.resolve(__dirname, '..', '..', '.tmp', `e2e-data-${port}`);
  const needles = ['4242424242424242', '4000000000000002'].map((n) => Buffer.from(n));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(root);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const data = readFileSync(file);
    for (const needle of needles) expect(data.includes(needle), `${needle} in ${file}`).toBe(false);
  }
});
