// What the member expects to persist (and what must not): the header badges right after sign-in
// and a reload, nothing of the member left for Back after a sign-out on a shared computer, and
// Escape closing only the innermost layer (a dialog in the wizard, a date picker in a dialog).
import { chromium, expect, test, type Locator, type Page } from '@playwright/test';
import { fillCardFrame } from '../support/card';
import { GUARDIAN, MEMBER, RENEW } from '../support/demo-users';
import { addToCart, emptyCart } from '../support/shop';
import { signInAs } from '../support/sign-in';

async function logout(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
}

/** `layer` is open over `under`: Escape closes it and nothing under it. */
async function escapeClosesOnly(page: Page, layer: Locator, under: Locator) {
  await expect(layer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
  await expect(under).toBeVisible();
}

test('after logout, Back shows the sign-in page, never the member (shared computers)', async ({ baseURL }) => {
  // Playwright turns Chromium's back/forward cache off by default; a member's browser has it on,
  // and it is what brought the signed-out member's page back. So this test uses its own browser.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await signInAs(page, MEMBER);
    await expect(page.getByRole('heading', { name: /Hello, Alex/ })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Hello, Alex/ })).toBeVisible();
    await logout(page);

    for (let i = 0; i < 2; i++) {
      // 'commit': a page restored from the back/forward cache fires no load event.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
      await expect(page.getByText(/Alex/)).toHaveCount(0);
      await expect(page.getByText('100001')).toHaveCount(0);
    }
    // The session store kept nothing of the member.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('100001');
    expect(stored).not.toContain('Alex');
    // Why Back cannot bring a page back from the HTTP cache: no page and no API answer is stored.
    expect((await page.request.get('/')).headers()['cache-control']).toBe('no-store');
    expect((await page.request.get('/login')).headers()['cache-control']).toBe('no-store');
  } finally {
    await browser.close();
  }
});

test('the cart badge shows the count right after sign-in and after a reload', async ({ page }) => {
  await signInAs(page, MEMBER);
  await emptyCart(page);
  await page.goto('/shop');
  for (const name of ['Club T-Shirt', 'Shaker Bottle']) {
    await addToCart(page, name);
  }
  await logout(page);

  await signInAs(page, MEMBER);
  await expect(page.getByRole('link', { name: 'Shopping cart, 2 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Shopping cart, 2 items' })).toBeVisible();
  await emptyCart(page);
});

test('the swim bell is right on every page, not only swim pages', async ({ page }) => {
  await signInAs(page, GUARDIAN);
  // What the bell must say: the dues the server lists (the swim specs may have paid some).
  const dues = ((await (await page.request.get('/api/v1/swim/outstanding')).json()).payload as unknown[]).length;
  const bell = page.getByRole('button', {
    name: dues > 0 ? `My Notifications, ${dues} student${dues === 1 ? '' : 's'} due for payment` : 'My Notifications',
    exact: true,
  });
  await page.goto('/profile-student-guardian');
  await expect(bell).toBeVisible();
  await page.reload();
  await expect(bell).toBeVisible();
});

test('Escape closes only the innermost layer: dialogs inside the change-membership wizard', async ({ page }) => {
  await signInAs(page, RENEW);
  await page.goto('/membership');
  await page.getByRole('button', { name: 'Change Current Membership' }).click();
  const wizard = page.getByRole('dialog', { name: 'Change Current Membership' });
  await expect(wizard.getByText("Let's get started, choose the best option for you!")).toBeVisible();

  await wizard.getByRole('button', { name: 'About 12 Months Paid in Full' }).click();
  const info = page.getByRole('dialog', { name: '12 Months Paid in Full' });
  await escapeClosesOnly(page, info, wizard);

  await wizard.getByRole('button', { name: 'Choose 12 Months Paid in Full' }).click();
  await page.getByRole('dialog', { name: 'Would you like something extra?' }).getByRole('button', { name: 'No Thanks' }).click();
  await fillCardFrame(page, { name: 'Riley Renew' });
  await expect(page.getByText(/Card 424242######4242/)).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'First Payment Breakdown' }).click();
  const breakdown = page.getByRole('dialog', { name: /First Payment Breakdown/ });
  await escapeClosesOnly(page, breakdown, wizard.getByRole('button', { name: 'I Agree to terms and conditions' }));
  // The next Escape is the wizard's, once the focus is back in it (on a busy machine the key can
  // arrive before the closed dialog has handed the focus back; then it is pressed again).
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(wizard).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('Escape in the Add Child date picker closes the calendar, not the dialog, and keeps what was typed', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/children');
  await page.getByRole('button', { name: 'Add Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Child Details' });
  await dialog.getByRole('textbox', { name: /First Name/ }).fill('Ella');
  const dob = dialog.getByRole('textbox', { name: /Date of Birth/ });
  await dob.click();
  const nextMonth = page.locator('[data-direction="next"]').first();
  await escapeClosesOnly(page, nextMonth, dialog);
  await expect(dialog.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ella');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
