// Filling the card-capture page (/onlineoffers/pcivault) that CardFrame embeds: every payment
// step of the portal goes through it, so its fields are filled in one place.
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { pressUntilOptionActive, tabTo } from './keyboard';

/** Sandbox gateway test cards (docs/payments.md). */
export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export interface TestCard {
  number?: string;
  name?: string;
  /** Two digits, as the month list shows it. */
  expiryMonth?: string;
  /** Four digits; by default two years ahead, always in the year list. */
  expiryYear?: string;
  cvv?: string;
}

const withDefaults = (card: TestCard): Required<TestCard> => ({
  number: card.number ?? APPROVED_CARD,
  name: card.name ?? 'Jo Bloggs',
  expiryMonth: card.expiryMonth ?? '08',
  expiryYear: card.expiryYear ?? String(new Date().getFullYear() + 2),
  cvv: card.cvv ?? '123',
});

/** The capture page inside the page's card frame (CardFrame titles its iframe "Card details"). */
const cardFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Card details"]');

/**
 * Fills the capture page and presses "Use this card"; the frame then posts the token to the page.
 * Returns the values used, so a test can check what the page shows (e.g. the expiry year).
 * With `keyboard: true` it gets there only with Tab, typing, arrows and Enter, as a keyboard user.
 */
export async function fillCardFrame(page: Page, card: TestCard = {}, options: { keyboard?: boolean } = {}): Promise<Required<TestCard>> {
  const values = withDefaults(card);
  const frame = cardFrame(page);
  const name = frame.getByRole('textbox', { name: 'Name on card' });
  const number = frame.getByRole('textbox', { name: 'Card number' });
  const month = frame.getByRole('combobox', { name: 'Expiry month' });
  const year = frame.getByRole('combobox', { name: 'Expiry year' });
  const cvv = frame.getByLabel(/CVV/);
  const use = frame.getByRole('button', { name: 'Use this card' });
  if (!options.keyboard) {
    await name.fill(values.name);
    await number.fill(values.number);
    await month.click();
    await frame.getByRole('option', { name: values.expiryMonth, exact: true }).click();
    await year.click();
    await frame.getByRole('option', { name: values.expiryYear, exact: true }).click();
    await cvv.fill(values.cvv);
    await use.click();
    return values;
  }
  await tabTo(page, name);
  await page.keyboard.type(values.name);
  await tabTo(page, number, { max: 5 });
  await page.keyboard.type(values.number);
  await tabTo(page, month, { max: 5 });
  await pressUntilOptionActive(page, month, frame.getByRole('option', { name: values.expiryMonth, exact: true }));
  await page.keyboard.press('Enter');
  await expect(month).toHaveValue(values.expiryMonth);
  await tabTo(page, year, { max: 5 });
  await pressUntilOptionActive(page, year, frame.getByRole('option', { name: values.expiryYear, exact: true }));
  await page.keyboard.press('Enter');
  await expect(year).toHaveValue(values.expiryYear);
  await tabTo(page, cvv, { max: 5 });
  await page.keyboard.type(values.cvv);
  await tabTo(page, use, { max: 5 });
  await page.keyboard.press('Enter');
  return values;
}

/** Fills the card frame, waits until the page shows the captured card (masked: first 6 and last 4 digits), then presses Next. */
export async function enterCardAndContinue(page: Page, card: TestCard = {}): Promise<void> {
  const { number } = await fillCardFrame(page, card);
  await expect(page.getByText(new RegExp(`Card ${number.slice(0, 6)}######${number.slice(-4)}`))).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
}
