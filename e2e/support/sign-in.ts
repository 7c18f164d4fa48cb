import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';
import { tabTo } from './keyboard';

// Mantine's md breakpoint (62em): from there the side menu is beside the page.
const DESKTOP_MIN_WIDTH = 992;

/**
 * The signed-in layout has rendered: on a desktop its side menu, on a phone its header's burger
 * (there the side menu's entries render only once the burger opens it: app-layout.tsx).
 */
async function expectSignedInLayout(page: Page) {
  if ((page.viewportSize()?.width ?? DESKTOP_MIN_WIDTH) >= DESKTOP_MIN_WIDTH) {
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Toggle side menu' })).toBeVisible();
  }
}

/** Signs in through the real sign-in panel, as a user would. */
export async function signIn(page: Page, email: string, options: { password?: string; path?: string } = {}) {
  await page.goto(options.path ?? '/login');
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
}

/** Signs in and waits until the signed-in layout shows. */
export async function signInAs(page: Page, email: string, options: { password?: string; path?: string } = {}) {
  await signIn(page, email, options);
  await expectSignedInLayout(page);
}

/**
 * Signs in with the keyboard only, as a keyboard user would: Tab to the e-mail field, type it,
 * Tab to the password, type it, Enter; then waits for the signed-in layout.
 */
export async function signInWithKeyboard(page: Page, email: string, options: { password?: string; path?: string } = {}) {
  await page.goto(options.path ?? '/login');
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
  await tabTo(page, page.getByLabel('Email'), { max: 15 });
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(options.password ?? DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedInLayout(page);
}
