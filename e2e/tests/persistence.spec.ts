// What the member expects to persist (and what must not): the header badges right after sign-in
// and a reload, and nothing of the member left for Back after a sign-out on a shared computer.
import { chromium, expect, test, type Page } from '@playwright/test';
import { GUARDIAN, MEMBER } from '../support/demo-users';
import { emptyCart } from '../support/shop';
import { signInAs } from '../support/sign-in';

async function logout(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
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
    await page.getByRole('button', { name: `Add ${name} to cart` }).click();
    await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();
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
