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
 * Types a date into the focused date field as a keyboard user does: the portal's date fields
 * (shared DateField) take DD/MM/YYYY whatever the browser's locale.
 */
export async function typeDate(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${day}/${month}/${year}`);
}
