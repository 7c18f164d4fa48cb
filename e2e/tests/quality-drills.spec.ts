// Resilience drills (issue 9): a remote's server down, and the API down. The outage is simulated
// in the browser (requests aborted) and then lifted, as when the server comes back.
import { expect, test } from '@playwright/test';
import { MEMBER } from '../support/demo-users';
import { signInAs } from '../support/sign-in';
import { ROUTE_TABLE, type RemoteName } from '../../shell/src/routing/route-table';

const REMOTE_UNAVAILABLE = 'This part of the portal is not available right now.';
const API_UNREACHABLE = /can.t reach the club right now/;

// First signed-in page of each remote the member can open, from the shell's route table.
const memberPages: Partial<Record<RemoteName, string>> = {};
for (const r of ROUTE_TABLE) {
  if (!r.remote || r.layout !== 'app' || r.path.includes(':') || memberPages[r.remote]) continue;
  if (['profile', 'membership', 'classBooking', 'shop'].includes(r.access)) memberPages[r.remote] = r.path;
}

for (const [down, downPath] of Object.entries(memberPages)) {
  test(`drill: ${down} is down — fallback in its area, other remotes work, back after Retry`, async ({ page }) => {
    await signInAs(page, MEMBER);
    await page.route(`**/remotes/${down}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(downPath!);
    await expect(page.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
    // The layout (menus) stays, and another remote still opens.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const other = Object.entries(memberPages).find(([name]) => name !== down)![1]!;
    await page.goto(other);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText(REMOTE_UNAVAILABLE)).toHaveCount(0);
    // The server comes back.
    await page.goto(downPath!);
    await expect(page.getByText(REMOTE_UNAVAILABLE)).toBeVisible();
    await page.unroute(`**/remotes/${down}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(REMOTE_UNAVAILABLE)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
}

test('drill: the sign-in page works while every remote is down', async ({ page }) => {
  await page.route('**/remotes/**', (route) => route.abort('connectionrefused'));
  await signInAs(page, MEMBER);
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
});

test('drill: the API is down — a clear message, never a blank page, and back after Retry', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText(API_UNREACHABLE)).toBeVisible();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(0);
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
});
