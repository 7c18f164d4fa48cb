// Accessibility (issue 9): axe-core on every route of the shell's route table for each demo user
// (public routes signed out), no serious or critical violations; and keyboard-only flows.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, GUARDIAN, MEMBER } from '../support/demo-users';
import { signInAs } from '../support/sign-in';
import { ROUTE_TABLE, type RouteEntry } from '../../shell/src/routing/route-table';

/** Example values for parameterised paths, so each route is opened once. */
const PARAMS: Record<string, string> = { type: 'general', number: '1', id: '1', cancelledClassScheduleId: '1', levelId: '1', studentNumber: '1' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, k: string) => PARAMS[k] ?? '1');

async function seriousViolations(page: Page) {
  // Let the route settle (lazy remote, data) before scanning: the page title, then no pending loader.
  await page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { level: 2 })).first().waitFor();
  await page.waitForLoadState('load');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

const signedOutRoutes = ROUTE_TABLE.filter((r) => r.access === 'public' || r.access === 'signInPage');
const signedInRoutes = ROUTE_TABLE.filter((r) => r.layout === 'app');
// The guardian's own pages (swim school, guardian profile) plus the shared signed-in pages; the
// member's pages would only redirect a guardian, and the member pass already scans them.
const guardianRoutes = signedInRoutes.filter((r) => ['signedIn', 'guardian', 'makeupCredits', 'profileGuardian', 'shop'].includes(r.access));

test('axe: every public and sign-in route, signed out', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const r of signedOutRoutes) {
    await page.goto(concrete(r.path));
    for (const v of await seriousViolations(page)) found.push(`${r.path}: ${v}`);
  }
  expect(found).toEqual([]);
});

for (const [user, routes] of [[MEMBER, signedInRoutes], [GUARDIAN, guardianRoutes]] as const) {
  test(`axe: every signed-in route as ${user}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, user);
    const found: string[] = [];
    for (const r of routes as readonly RouteEntry[]) {
      await page.goto(concrete(r.path));
      for (const v of await seriousViolations(page)) found.push(`${r.path}: ${v}`);
    }
    expect(found).toEqual([]);
  });
}

test('keyboard only: sign in with Tab and Enter', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
  const email = page.getByLabel('Email');
  // Tab until the e-mail field has focus (bounded), as a keyboard user would.
  for (let i = 0; i < 15 && !(await email.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(MEMBER);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
});

// Booking a class and checking out by keyboard need the bookings and shop pages' final markup.
test.fixme('keyboard only: book a class', async () => {});
test.fixme('keyboard only: check out the cart', async () => {});
