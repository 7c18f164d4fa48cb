// The failed-payments queue in the club console (mf-club). The demo's billing run, made by the
// seed, declined Jamie Filler's card: an ADMIN sees her debit in /club/failed-payments, retries it
// (the sandbox declines it again: one more try), then waives it and the queue no longer lists her.
import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/demo-users';
import { signIn } from '../support/sign-in';

test('an ADMIN sees a failed debit, retries it and waives it', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/club$/);
  await page.getByRole('link', { name: /Failed Payments/ }).first().click();
  await expect(page).toHaveURL(/\/club\/failed-payments$/);
  await expect(page.getByRole('heading', { name: 'Failed Payments' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Jamie Filler' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Your card was declined.');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');

  await page.getByRole('button', { name: 'Retry now Jamie Filler' }).click();
  await expect(page.getByRole('status')).toContainText('Jamie Filler: The debit was declined again');
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');

  await page.getByRole('button', { name: 'Waive Jamie Filler' }).click();
  await expect(page.getByRole('status')).toContainText('Jamie Filler: The debit was waived.');
  await expect(page.getByRole('row').filter({ hasText: 'Jamie Filler' })).toHaveCount(0);

  // ADMIN's own sections: the retry schedule, refunds and the finance export.
  await expect(page.getByRole('heading', { name: 'Retries and bookings' })).toBeVisible();
  await expect(page.getByLabel('Try a declined debit again after (days)')).toHaveValue('3, 7, 14');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /finance-export\?from=/);
});
