// The club console (mf-club). Done when: an ADMIN turns the shop off in /club, a
// signed-in member's next click shows no Shop and /shop says it is not available, with no rebuild
// and no reload; turning it back on restores it. A STAFF user marks attendance on today's class
// and pairs a kiosk that then checks a member in.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, MEMBER, STAFF } from '../support/demo-users';
import { tabTo } from '../support/keyboard';
import { withOwnSessions } from '../support/own-sessions';
import { signIn, signInAs } from '../support/sign-in';

/** In-app navigation (what a link does): no reload, so only the shell's own re-read can show a change. */
async function navigateInTab(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const shopLinks = (page: Page) => page.locator('a[href="/shop"]');

test('an ADMIN switches the shop off and on in /club; a signed-in member sees it on the next click', async ({ browser }) => {
  await withOwnSessions(browser, ['admin', 'member'], async ({ admin, member }) => {
    try {
      // The member is signed in first: their tab must pick the change up without a reload.
      await signInAs(member, MEMBER);
      await expect(shopLinks(member).first()).toBeVisible();

      await signIn(admin, ADMIN);
      await expect(admin).toHaveURL(/\/club$/);
      await expect(admin.getByRole('heading', { name: 'Club Console' })).toBeVisible();
      await admin.getByRole('link', { name: /Features/ }).first().click();
      await expect(admin).toHaveURL(/\/club\/features$/);
      const shopSwitch = admin.getByRole('switch', { name: 'Shop', exact: true });
      await expect(shopSwitch).toBeChecked();
      await shopSwitch.click();
      await expect(admin.getByText('Shop is now off.')).toBeVisible();
      await expect(shopSwitch).not.toBeChecked();
      // The change log says who changed what.
      await expect(admin.getByRole('cell', { name: 'admin@demo.club' }).first()).toBeVisible();
      await expect(admin.getByRole('cell', { name: 'shop: off' }).first()).toBeVisible();

      // The member's next click: no Shop in the menu, and /shop says it is not available.
      await member.getByRole('navigation', { name: 'Side menu' }).locator('a[href="/profile"]').first().click();
      await expect(member).toHaveURL(/\/profile$/);
      await expect(shopLinks(member)).toHaveCount(0);
      await navigateInTab(member, '/shop');
      await expect(member.getByText('This feature is not available at your club.')).toBeVisible();
      await expect(member.getByRole('button', { name: 'View cart' }).or(member.getByRole('link', { name: 'View cart' }))).toHaveCount(0);

      // Back on: the next click restores it.
      await shopSwitch.click();
      await expect(admin.getByText('Shop is now on.')).toBeVisible();
      await navigateInTab(member, '/profile');
      await expect(shopLinks(member).first()).toBeVisible();
      await navigateInTab(member, '/shop');
      await expect(member.getByRole('link', { name: 'View cart' })).toBeVisible();
    } finally {
      // Never leave the shop off for the specs that follow.
      await admin.request.put('/api/v1/club-console/features', { data: { flags: { shop: true } } }).catch(() => undefined);
    }
  });
});

test('a STAFF user lands on /club, marks attendance on a class today, and pairs a kiosk that checks a member in', async ({ page, browser }) => {
  await signIn(page, STAFF);
  await expect(page).toHaveURL(/\/club$/);
  // STAFF sees the desk and kiosks, not the ADMIN's sections.
  await expect(page.getByRole('link', { name: /Today at the Desk/ }).first()).toBeVisible();
  await expect(page.locator('a[href="/club/features"]')).toHaveCount(0);

  await page.locator('a[href="/club/desk"]').first().click();
  await expect(page.getByRole('heading', { name: 'Today at the Desk' }).first()).toBeVisible();
  // The seed books two members into today's Vinyasa Flow.
  const attended = page.getByRole('checkbox', { name: /attended Vinyasa Flow/ }).first();
  await expect(attended).not.toBeChecked();
  // Controlled by the server's answer: checked once the roster comes back.
  await attended.click();
  await expect(page.getByText('Attendance marked.')).toBeVisible();
  await expect(attended).toBeChecked();
  await expect(page.getByRole('cell', { name: 'Checked in' }).first()).toBeVisible();

  // Pair a kiosk: the code from the console, typed on the kiosk page.
  await page.locator('a[href="/club/kiosks"]').first().click();
  await page.getByLabel('Kiosk name').fill('Console kiosk');
  await page.getByRole('button', { name: 'Issue pairing code' }).click();
  const code = (await page.getByTestId('pairing-code').textContent())!.trim();
  expect(code.length).toBeGreaterThanOrEqual(8);

  const kioskContext = await browser.newContext();
  const kiosk = await kioskContext.newPage();
  try {
    await kiosk.goto('/member-barcode-scanner?accountId=DEMO01');
    await expect(kiosk.getByRole('heading', { name: 'Pair this kiosk', level: 2 })).toBeVisible();
    await kiosk.getByLabel('Pairing code').fill(code);
    await kiosk.getByRole('button', { name: 'Pair this kiosk' }).click();
    await expect(kiosk.getByText('Console kiosk')).toBeVisible();
    await kiosk.getByLabel('Barcode').fill('9100001');
    await kiosk.getByRole('button', { name: 'Check in' }).click();
    await expect(kiosk.getByText('Welcome, Alex! You are checked in.', { exact: false })).toBeVisible();
  } finally {
    await kioskContext.close();
  }

  // The console lists the paired kiosk.
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Console kiosk' }).first()).toBeVisible();
});

test('a member cannot open the console: /club sends them home', async ({ page }) => {
  await signInAs(page, MEMBER);
  await navigateInTab(page, '/club/features');
  await expect(page).toHaveURL(/\/$/);
  const answer = await page.request.get('/api/v1/club-console/features');
  expect(answer.status()).toBe(403);
});

test('keyboard only: STAFF checks a member in at the desk with Tab and Enter', async ({ page }) => {
  await signIn(page, STAFF);
  await expect(page).toHaveURL(/\/club$/);
  await navigateInTab(page, '/club/desk');
  const barcode = page.getByLabel('Barcode or member number');
  await expect(barcode).toBeVisible();
  await tabTo(page, barcode, { max: 60 });
  await page.keyboard.type('9100001');
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are checked in', { exact: false })).toBeVisible();
});
