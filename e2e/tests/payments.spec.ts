// Payments: Update Payment Method to direct debit (server BSB check) and the card-capture frame
// posting its token message to the page that embeds it.
import { expect, test } from '@playwright/test';
import { MEMBER } from '../support/demo-users';
import { APPROVED_CARD, fillCardFrame } from '../support/card';
import { fillDebitFields } from '../support/debit';
import { signInAs } from '../support/sign-in';
import { expectPageOpened } from '../support/page-content';

test('member switches to direct debit: a wrong BSB shows the server error, a right one saves', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/payment-setup');
  await expectPageOpened(page, 'Update Payment Method');
  await page.getByRole('combobox', { name: 'Payment type' }).click();
  await page.getByRole('option', { name: 'Direct Debit' }).click();

  await fillDebitFields(page, { bsb: ['062', '000'], number: '12345678', name: 'Alex Morgan' });
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
  const card = await fillCardFrame(page, { number: APPROVED_CARD, name: 'Jo Bloggs' });

  // First the notice that the card is on its way to the vault, then the card with its token.
  await expect.poll(() => page.evaluate(() => (window as unknown as { cards: unknown[] }).cards.length)).toBe(2);
  const [started, posted] = await page.evaluate(() => (window as unknown as { cards: Record<string, string>[] }).cards);
  expect(started).toEqual({ CardCaptureStarted: true });
  expect(posted).toMatchObject({ CardNumber: '424242######4242', NameOnCard: 'Jo Bloggs', ExpiryMonth: card.expiryMonth, ExpiryYear: card.expiryYear });
  expect(posted!.Token).toMatch(/^tok_/);
  expect(posted!.TokenReference).toMatch(/^ref_/);
});
