// Cancel online: a member sees what cancelling means, confirms, and finds the same last day, debits
// and reference on the confirmation, in the e-mail and on /membership; then withdraws it.
import { expect, test } from '@playwright/test';
import { clubDate, ddmmyyyy } from '../support/club-calendar';
import { signInAs } from '../support/sign-in';

const SAM = 'suspended@demo.club';

test('a member cancels online and sees the same effective date and debits everywhere, then withdraws', async ({ page, request }) => {
  await signInAs(page, SAM);
  await page.goto('/membership');
  await page.getByRole('button', { name: 'Cancel Membership' }).click();
  const dialog = page.getByRole('dialog');
  // Flexi No Contract: 30 days' notice, no minimum term, weekly debits (the next in 26 days).
  const lastDay = ddmmyyyy(clubDate(30));
  const debit = ddmmyyyy(clubDate(26));
  await expect(dialog.getByRole('cell', { name: lastDay })).toBeVisible();
  await expect(dialog.getByText(`${debit}: $19.95`)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Moving away');
  await dialog.getByRole('button', { name: 'Cancel my membership' }).click();

  const confirmation = dialog.getByText(new RegExp(`Your membership ends on ${lastDay}\\. Reference (CAN-[A-Z0-9]{8})`));
  await expect(confirmation).toBeVisible();
  const reference = /CAN-[A-Z0-9]{8}/.exec((await confirmation.textContent())!)![0];
  await expect(dialog.getByText(`${debit}: $19.95`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByText(`Cancelled (reference ${reference}): your membership ends on ${lastDay}.`)).toBeVisible();
  await expect(page.getByText(`${debit}: $19.95`)).toBeVisible();

  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(SAM)}`)).json()).payload as { body: string }[];
      return mails.find((m) => m.body.includes(reference))?.body ?? '';
    })
    .toContain(`Your membership ends on ${lastDay}`);
  const mails = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(SAM)}`)).json()).payload as { body: string }[];
  expect(mails.find((m) => m.body.includes(reference))!.body).toContain(debit);

  await page.getByRole('button', { name: 'Withdraw Cancellation' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`Your cancellation ${reference} was withdrawn; your membership continues.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Membership' })).toBeVisible();
});
