// Moving through the portal as a keyboard-only user: Tab to a control, arrows in a list box.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * True when `target` has the keyboard focus: the active element of its document, and that
 * document (the page, or the frame it is in) has the focus. Without the second check an element
 * in a frame the user has tabbed out of would still count.
 */
export const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement && document.hasFocus()).catch(() => false);

/**
 * Presses Tab (bounded) until `target` has focus, as a keyboard user moves through the page;
 * `backwards` presses Shift+Tab, for a control before the focus.
 */
export async function tabTo(page: Page, target: Locator, options: { max?: number; backwards?: boolean } = {}) {
  const { max = 80, backwards = false } = options;
  for (let i = 0; i < max && !(await hasFocus(target)); i += 1) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  expect(await hasFocus(target), `focus should reach ${target} within ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses`).toBe(true);
}

/**
 * With a combobox focused, presses ArrowDown (bounded) until `option` is the active option of its
 * list (aria-activedescendant); the first press opens the list. Enter then picks it.
 */
export async function pressUntilOptionActive(page: Page, combobox: Locator, option: Locator, max = 40) {
  const active = async () => {
    const id = await combobox.getAttribute('aria-activedescendant');
    // count() does not wait, so a list that is still closed is simply "not yet".
    return Boolean(id) && (await option.count()) === 1 && (await option.getAttribute('id')) === id;
  };
  for (let i = 0; i < max && !(await active()); i += 1) await page.keyboard.press('ArrowDown');
  expect(await active(), `${option} should become the active option`).toBe(true);
}

/**
 * Types a date into a focused native date field (en-US segments: month, day, year) without
 * leading zeros, day first. Typing "0" into a segment empties the field's value until the next
 * digit, and a page that refills an empty date (the booking pages put today back) then resets
 * the field mid-typing. Day first keeps every step a real date: the target is at most two weeks
 * away, so its day also exists in the current month.
 */
export async function typeNativeDate(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(String(Number(day)));
  // From the day (still waiting for a second digit) or the year (after the day auto-advanced):
  // ArrowLeft stops at the month.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(String(Number(month)));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(year);
}
