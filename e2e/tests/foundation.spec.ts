import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, GUARDIAN, LITE, MEMBER } from '../support/demo-users';
import { signIn, signInAs } from '../support/sign-in';
import { MEMBER_MENU_PAGES } from '../../shell/src/test-fixtures/access-fixtures';
import { expectPageOpened } from '../support/page-content';

async function sideMenuPages(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

test('a member signs in, sees the dashboard and exactly the menu the spec gives members', async ({ page }) => {
  await signInAs(page, MEMBER);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Hello, Alex/ })).toBeVisible();
  await expect(page.getByText('Demo Fitness Club').first()).toBeVisible();

  expect(await sideMenuPages(page)).toEqual([...MEMBER_MENU_PAGES].sort());
});

test('a member of a club with most features off sees only what the club enables', async ({ page }) => {
  await signInAs(page, LITE);
  const pages = await sideMenuPages(page);
  expect(pages).toContain('/profile');
  expect(pages).not.toContain('/classbooking');
  expect(pages).not.toContain('/membership');
  expect(pages).not.toContain('/student-class-booking');
});

test('a guardian signs in through /signin/2 and lands on student class booking', async ({ page }) => {
  await signIn(page, GUARDIAN, { path: '/signin/2' });
  await expect(page).toHaveURL(/\/student-class-booking$/);
  const pages = await sideMenuPages(page);
  expect(pages).toContain('/student-class-booking');
  expect(pages).toContain('/profile-student-guardian');
  expect(pages).not.toContain('/profile');
  expect(pages).not.toContain('/children');
  expect(pages).not.toContain('/membership');
  expect(pages).not.toContain('/subscription');
});

test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
  await signIn(page, MEMBER, { password: 'not-the-password' });
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
});

test('sign-in validation failures are joined in one warning and nothing is sent', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/auth/login')) loginCalls += 1;
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page.getByText(/Must be a valid email address\./)).toBeVisible();
  await expect(page.getByText(/Password must be at least 4-characters\./)).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByText(/404/).first()).toBeVisible();
});

test('signing out ends the session: the API refuses it afterwards', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/api/v1/auth/me');
  expect(me.status()).toBe(401);
  const body = await me.json();
  expect(body).toMatchObject({ statusCode: 401, errors: { message: expect.any(String) } });
});

test('after signing out, the sign-in page inside the portal signs the member in again', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Same screen, now rendered by the portal's router (no page load in between).
  await page.getByLabel('Email').fill(MEMBER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Hello, Alex/ })).toBeVisible();
});

test('sign-in pages are closed to a signed-in ADMIN: opening /login lands on the dashboard', async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
});

test('a signed-out visitor sent to sign-in comes back to the page they asked for', async ({ page }) => {
  await page.goto('/current-bookings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(MEMBER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page).toHaveURL(/\/current-bookings$/);
  await expectPageOpened(page, 'Current Bookings');
});

test('the sign-in page comes in its HTML, is adopted without errors, and loads neither Mantine nor the router until the user signs in', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) scripts.push(await res.text().catch(() => ''));
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    // The start-up session check's 401 ("not signed in") is expected; anything else (a hydration
    // mismatch, a script error) is not.
    if (m.type() === 'error' && !m.text().includes('401')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const html = await page.request.get('/login');
  expect(await html.text()).toContain('Account Login</h1>');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(scripts.some((text) => text.includes('mantine-Button-root') || text.includes('m_77c9d27d'))).toBe(false);
  expect(scripts.some((text) => text.includes('may be used only in the context of a <Router> component'))).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);
});

test('with one remote unreachable the shell still signs in and shows the fallback in that area only', async ({ page }) => {
  await page.route('**/remotes/mf-bookings/**', (route) => route.abort());
  await signInAs(page, MEMBER);
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Book a Class' }).click();
  await expect(page.getByText('This part of the portal is not available right now.')).toBeVisible({ timeout: 20_000 });
  // The layout around it still works: another area opens normally.
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { name: /Hello, Alex/ })).toBeVisible();
});
