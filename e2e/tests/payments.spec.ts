// Payments: Update Payment Method to direct debit (server BSB check) and the card-capture frame
// posting its token message to the page that embeds it.
import { expect, test } from '@playwright/test';
import { MEMBER } from '../support/demo-users';
import { signInAs } from '../support/sign-in';

test('member switches to direct debit: a wrong BSB shows the server error, a right one saves', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/payment-setup');
  await expect(page.getByRole('heading', { name: 'Update Payment Method', level: 2 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Payment type' }).click();
  await page.getByRole('option', { name: 'Direct Debit' }).click();

  await page.getByRole('textbox', { name: 'Bsb number', exact: true }).fill('999');
  await page.getByRole('textbox', { name: 'Bsb number 2' }).fill('999');
  await expect(page.getByText('Invalid BSB number.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Bsb number', exact: true }).fill('062');
  await page.getByRole('textbox', { name: 'Bsb number 2' }).fill('000');
  await expect(page.getByText('Invalid BSB number.')).toBeHidden();
  await page.getByRole('textbox', { name: 'Account number' }).fill('12345678');
  await page.getByRole('textbox', { name: 'Account name' }).fill('Alex Morgan');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Your payment details have been updated.')).toBeVisible();
});

test('the card-capture page posts a token message to its parent', async ({ page }) => {
  // A harness on the portal's origin that embeds the capture page, as CardFrame does.
  await page.goto('/404');
  await page.evaluate(() => {
    const w = window as unknown as { cards: unknown[] };
    w.cards = [];
    window.addEventListener('message', (e) => {
      if (e.origin === window.location.origin) w.cards.push(e.data);
    });
    const frame = document.createElement('iframe');
    frame.src = '/onlineoffers/pcivault';
    frame.title = 'Card details';
    frame.style.width = '600px';
    frame.style.height = '700px';
    document.body.appendChild(frame);
  });
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByRole('textbox', { name: 'Name on card' }).fill('Jo Bloggs');
  await frame.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await frame.getByRole('combobox', { name: 'Expiry month' }).click();
  await frame.getByRole('option', { name: '08' }).click();
  const year = String(new Date().getFullYear() + 2);
  await frame.getByRole('combobox', { name: 'Expiry year' }).click();
  await frame.getByRole('option', { name: year }).click();
  await frame.getByLabel(/CVV/).fill('123');
  await frame.getByRole('button', { name: 'Use this card' }).click();

  await expect.poll(() => page.evaluate(() => (window as unknown as { cards: unknown[] }).cards.length)).toBeGreaterThan(0);
  const [card] = await page.evaluate(() => (window as unknown as { cards: Record<string, string>[] }).cards);
  expect(card).toMatchObject({ CardNumber: '424242######4242', NameOnCard: 'Jo Bloggs', ExpiryMonth: '08', ExpiryYear: year });
  expect(card.Token).toMatch(/^tok_/);
  expect(card.TokenReference).toMatch(/^ref_/);
});
