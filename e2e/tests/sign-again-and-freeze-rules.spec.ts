// Rules the club sets in the console that every member meets: a new waiver version asks members to
// sign again at their next sign-in, and freeze types bound what a member may suspend. Both change
// what every member of the portal sees, so this spec runs on a portal of its own (the passkeys
// project's, after passkeys.spec.ts: playwright.config.ts).
import { expect, test } from '@playwright/test';
import { clubDate, ddmmyyyy } from '../support/club-calendar';
import { ADMIN, MEMBER } from '../support/demo-users';
import { signInAs } from '../support/sign-in';

test('an ADMIN publishes a new waiver version; the member is asked to sign it at the next sign-in, once', async ({ browser }) => {
  const admin = await browser.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/club/documents');
  await admin.getByRole('textbox', { name: /Title/ }).fill('Gym waiver');
  await admin.getByRole('textbox', { name: /Text/ }).fill('I use the gym at my own risk, version two.');
  await admin.getByRole('checkbox', { name: /sign this one at their next sign-in/ }).check();
  await admin.getByRole('button', { name: 'Publish version' }).click();
  await expect(admin.getByRole('table', { name: 'Document versions' }).getByText('Gym waiver').first()).toBeVisible();
  await admin.close();

  const member = await browser.newPage();
  await signInAs(member, MEMBER);
  const ask = member.getByRole('dialog', { name: /^Please sign: Gym waiver \(version \d+\)$/ });
  await expect(ask).toBeVisible();
  await expect(ask.getByText('I use the gym at my own risk, version two.')).toBeVisible();
  await ask.getByRole('button', { name: 'I agree and sign' }).click();
  await expect(ask).toHaveCount(0);
  await member.context().clearCookies();
  await member.close();

  // Signed: the next sign-in asks nothing.
  const again = await browser.newPage();
  await signInAs(again, MEMBER);
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(again.getByRole('dialog')).toHaveCount(0);
  await again.close();
});

test('an ADMIN sets a freeze type; the member is refused a freeze shorter than it allows, then freezes within it', async ({ browser }) => {
  const admin = await browser.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/club/memberships');
  await admin.getByRole('tab', { name: 'Freeze types' }).click();
  await admin.getByRole('button', { name: 'New freeze type' }).click();
  await admin.getByRole('textbox', { name: 'Name' }).fill('Holiday');
  await admin.getByRole('textbox', { name: 'Shortest (days)' }).fill('7');
  await admin.getByRole('textbox', { name: 'Longest (days)' }).fill('28');
  await admin.getByRole('textbox', { name: 'Freezes a year' }).fill('2');
  await admin.getByRole('textbox', { name: 'Notice (days)' }).fill('0');
  await admin.getByRole('button', { name: 'Save freeze type' }).click();
  await expect(admin.getByRole('cell', { name: 'Holiday' })).toBeVisible();
  await admin.close();

  const page = await browser.newPage();
  await signInAs(page, MEMBER);
  await page.goto('/suspendmember');
  await page.getByRole('combobox', { name: 'Freeze type' }).click();
  await page.getByRole('option', { name: /Holiday/ }).click();
  await page.getByRole('combobox', { name: 'Suspend Reason' }).click();
  await page.getByRole('option', { name: 'Travel' }).click();
  const setDates = async (fromDays: number, untilDays: number) => {
    for (const [name, days] of [['From', fromDays], ['Until', untilDays]] as const) {
      const field = page.getByRole('textbox', { name });
      await field.fill(ddmmyyyy(clubDate(days)));
      await field.press('Tab');
    }
  };

  // Three days: shorter than the type's seven. The server's rule, on the page; nothing is asked.
  await setDates(2, 4);
  await page.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This freeze must be at least 7 days.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Ten days: within it. The effect on the next debits, then the freeze.
  await setDates(2, 11);
  await page.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('10 days, no fee.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Nice job, you current membership has been suspended.')).toBeVisible();
  await expect(page.getByRole('cell', { name: ddmmyyyy(clubDate(2)) })).toBeVisible();

  // Leave the member as found.
  await page.getByRole('button', { name: 'Unsuspend' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Nice job, your current membership is now active.')).toBeVisible();
  await page.close();
});
