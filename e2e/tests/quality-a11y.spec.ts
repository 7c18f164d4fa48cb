// Accessibility: axe-core on every route of the shell's route table for each demo user
// (public routes signed out), no serious or critical violations; and keyboard-only flows.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillCardFrame } from '../support/card';
import { firstClubDay } from '../support/club-calendar';
import { ADMIN, GUARDIAN, MEMBER, STAFF } from '../support/demo-users';
import { hasFocus, tabTo, typeDate } from '../support/keyboard';
import { cartLines, emptyCart, recordCheckoutBody, replayCheckout } from '../support/shop';
import { signInAs, signInWithKeyboard } from '../support/sign-in';
import { ROUTE_TABLE, type RouteEntry } from '../../shell/src/routing/route-table';
import { expectPageOpened } from '../support/page-content';

/** Example values for parameterised paths, so each route is opened once. */
const PARAMS: Record<string, string> = { type: 'general', number: '1', id: '1', cancelledClassScheduleId: '1', levelId: '1', studentNumber: '1' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, k: string) => PARAMS[k] ?? '1');

/**
 * Opens a route: the first one loads the portal, the others navigate inside the app (as a user
 * following links does), so the shell and the remotes load once rather than on every route.
 */
async function openRoute(page: Page, path: string, first: boolean) {
  if (first) {
    await page.goto(path);
    return;
  }
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A failing node: its selector, and for contrast the colours found, for a readable report. */
function describe(n: { target: unknown[]; any: { id: string; data?: unknown }[] }): string {
  const contrast = n.any.find((c) => c.id === 'color-contrast')?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  const colours = contrast?.fgColor ? ` [${contrast.fgColor} on ${contrast.bgColor}, ${contrast.contrastRatio}:1]` : '';
  return `${n.target.join(' ')}${colours}`;
}

async function seriousViolations(page: Page) {
  // Let the route settle before scanning: React renders the new route, then neither a loading
  // remote (shell fallback or placeholder) nor a loading page ("Retrieving data") remains, then its title shows.
  // Bounded: a redirect or a fallback page may have no heading, and is scanned all the same.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Retrieving data, please wait...')).toHaveCount(0, { timeout: 15_000 });
  // Nor a placeholder standing in for a page still on its way (/profile's member card).
  await expect(page.locator('.portal-frame__first-screen')).toHaveCount(0, { timeout: 15_000 });
  await page
    .getByRole('heading', { level: 1 })
    .or(page.getByRole('heading', { level: 2 }))
    .or(page.getByRole('alert'))
    .first()
    .waitFor({ timeout: 3_000 })
    .catch(() => undefined);
  // Entrance transitions (the content fades in) end before contrast is measured; endless ones
  // (the swim bell) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map(describe).join(' | ')}`);
}

const signedOutRoutes = ROUTE_TABLE.filter((r) => r.access === 'public' || r.access === 'signInPage');
const signedInRoutes = ROUTE_TABLE.filter((r) => r.layout === 'app');
// The guardian's own pages (swim school, guardian profile) plus the shared signed-in pages; the
// member's pages would only redirect a guardian, and the member pass already scans them.
const guardianRoutes = signedInRoutes.filter((r) => ['signedIn', 'guardian', 'makeupCredits', 'profileGuardian', 'shop'].includes(r.access));

test('axe: every public and sign-in route, signed out', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const [i, r] of signedOutRoutes.entries()) {
    await openRoute(page, concrete(r.path), i === 0);
    for (const v of await seriousViolations(page)) found.push(`${r.path}: ${v}`);
  }
  expect(found).toEqual([]);
});

// The club console: every console page as the ADMIN, the desk and kiosks as STAFF.
const consoleRoutes = signedInRoutes.filter((r) => r.remote === 'mf-club');
const staffRoutes = consoleRoutes.filter((r) => r.access === 'clubConsole');

/** Routes in groups small enough to scan well inside a test's time on a busy machine. */
function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

for (const [user, routes] of [[MEMBER, signedInRoutes], [GUARDIAN, guardianRoutes], [ADMIN, consoleRoutes], [STAFF, staffRoutes]] as const) {
  const groups = inGroups(routes as readonly RouteEntry[], 12);
  for (const [i, group] of groups.entries()) {
    test(`axe: signed-in routes as ${user} (${i + 1} of ${groups.length})`, async ({ page }) => {
      // Twelve routes, each scanned by axe: about a minute on a machine busy with other work.
      test.setTimeout(150_000);
      await signInAs(page, user);
      const found: string[] = [];
      for (const r of group) {
        await openRoute(page, concrete(r.path), false);
        for (const v of await seriousViolations(page)) found.push(`${r.path}: ${v}`);
      }
      expect(found).toEqual([]);
    });
  }
}

test('keyboard only: sign in with Tab and Enter', async ({ page }) => {
  await signInWithKeyboard(page, MEMBER);
});

/** Plenty in stock and used by no other test, so buying one changes nothing they rely on. */
const PRODUCT = 'Protein Bar';

/** A club-local (Australia/Sydney) Monday, Wednesday or Friday 9 to 11 days ahead: Body Pump runs then. */
function bodyPumpDay(): string {
  return firstClubDay(9, [1, 3, 5]);
}

test('keyboard only: book a class, then cancel it', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/classbooking');
  await expectPageOpened(page, 'Book a Class');
  const day = bodyPumpDay();
  const date = page.getByRole('textbox', { name: 'Date' });
  await tabTo(page, date);
  await typeDate(page, day);
  const [y, m, d] = day.split('-');
  await expect(date).toHaveValue(`${d}/${m}/${y}`);
  await tabTo(page, page.getByRole('button', { name: 'Search Class' }));
  await page.keyboard.press('Enter');
  const card = page.getByLabel('Body Pump');
  await expect(card.getByText('spots left')).toBeVisible();
  await tabTo(page, card.getByRole('button', { name: 'Book Now' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have succesfully booked to class.').first()).toBeVisible();

  // Leave the demo data as found: cancel the booking by keyboard too.
  await page.goto('/current-bookings');
  await expectPageOpened(page, 'Current Bookings');
  const booking = page.locator('[aria-label^="Body Pump"]');
  await tabTo(page, booking.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await tabTo(page, dialog.getByRole('button', { name: 'Yes' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Booking has been cancelled.').first()).toBeVisible();
});

test('keyboard only: check out the cart', async ({ page }) => {
  await signInWithKeyboard(page, MEMBER);
  // Whatever other tests left in the cart would be paid for too: start from an empty one.
  await emptyCart(page);

  // The shop from the menu.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }));
  await page.keyboard.press('Enter');
  await expectPageOpened(page, 'Shop');

  // A product into the cart; the focus stays on its button (it is not lost while the request runs).
  const add = page.getByRole('button', { name: `Add ${PRODUCT} to cart` });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();
  await expect(add).toBeFocused();

  // The cart: back up the page to "View cart".
  await tabTo(page, page.getByRole('link', { name: 'View cart' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expectPageOpened(page, 'Shopping Cart');
  const quantity = page.getByLabel(`Quantity of ${PRODUCT}`);
  await expect(quantity).toHaveText('1');
  // One more, then one less: the focus stays on each button while the cart updates.
  const plus = page.getByRole('button', { name: `One more ${PRODUCT}` });
  await tabTo(page, plus);
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveText('2');
  await expect(plus).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: `One less ${PRODUCT}` }), { max: 5, backwards: true });
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveText('1');
  await tabTo(page, page.getByRole('link', { name: 'Proceed to Payment' }));
  await page.keyboard.press('Enter');

  // Step 1: the card goes into the capture frame, reached by Tab like any other field.
  await expect(page.getByRole('heading', { name: 'Enter your Payment Details' })).toBeVisible();
  await fillCardFrame(page, { name: 'Alex Morgan' }, { keyboard: true });
  // Step 2: the frame is gone, so the focus moves to the review step rather than being lost.
  const review = page.getByRole('heading', { name: 'Review Order' });
  await expect(review).toBeVisible();
  expect(await hasFocus(review)).toBe(true);
  await expect(page.getByRole('table', { name: 'Order summary' }).getByText(PRODUCT)).toBeVisible();

  const sent = await recordCheckoutBody(page);
  const checkout = page.waitForResponse((r) => r.url().endsWith('/api/v1/shop/check-out') && r.request().method() === 'POST');
  await tabTo(page, page.getByRole('button', { name: 'Process Payment' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Transaction Successful.  Please go to the club to collect it (if applicable).')).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);

  // The order is really there: the server answers the same checkout (same body, same key) again
  // with the same order, and the cart is empty.
  const answer = await checkout;
  expect(answer.status()).toBe(200);
  const order = (await answer.json()).payload as { orderId: number; total: string };
  expect(order.orderId).toBeGreaterThan(0);
  const again = await replayCheckout(page, answer.request(), sent.body);
  expect(again).toMatchObject({ orderId: order.orderId, total: order.total });
  expect(await cartLines(page)).toEqual([]);
});
