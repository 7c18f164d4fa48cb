// Privacy self-service: a member downloads their data (JSON and PDF), asks to delete their account,
// and confirms from the e-mailed link signed out; the page says when the account will be erased.
// Lee (the second club's member) is no other spec's account but the sign-in check of
// foundation.spec.ts, which a deletion in its grace period does not change.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, LITE } from '../support/demo-users';
import { signInAs } from '../support/sign-in';

test('a member downloads their data, asks to delete their account and confirms it signed out', async ({ page, browser, request }) => {
  await signInAs(page, LITE);
  await page.goto('/privacy');

  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toBe('my-data.json');
  const data = JSON.parse(await readFile((await jsonFile.path())!, 'utf8')) as { profile: { email: string } };
  expect(data.profile.email).toBe(LITE);

  const pdf = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data (PDF)' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe('my-data.pdf');
  expect((await readFile((await pdfFile.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  const asked = Date.now();
  await page.getByLabel('Your password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have e-mailed you a link to confirm' })).toBeVisible();

  const confirmLink = async () => {
    const mails = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(LITE)}`)).json()).payload as { body: string }[];
    return mails.map((m) => /\/confirm-account-deletion\?token=\S+/.exec(m.body)?.[0]).find(Boolean) ?? '';
  };
  await expect.poll(confirmLink).not.toBe('');
  const link = await confirmLink();

  // Signed out: a fresh browser context has no session cookie.
  const signedOut = await browser.newContext();
  const other = await signedOut.newPage();
  await other.goto(link);
  await other.getByRole('button', { name: 'Confirm: delete my account' }).click();
  // The page writes the date in the browser's calendar: 14 days (the grace period) after confirming.
  const erase = await other.evaluate((at) => new Date(at).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }), asked + 14 * 86_400_000);
  await expect(other.getByRole('status')).toContainText(`Your account will be erased on ${erase}.`);
  await signedOut.close();
});
