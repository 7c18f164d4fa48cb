// Member home: the dashboard's next class and next debit, a receipt from /payments, a
// shop order at /orders after checking out, the member card offline after one visit, and a
// guardian's students' next lessons.
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../api/test/helpers/pdf-text';
import { APPROVED_CARD, fillCardFrame } from '../support/card';
import { GUARDIAN, MEMBER } from '../support/demo-users';
import { buyFromShop, emptyCart } from '../support/shop';
import { signInAs } from '../support/sign-in';
import { closeOutstandingList } from '../support/swim';
import { expectPageOpened } from '../support/page-content';

test('the member sees the next class and the next direct debit on the dashboard', async ({ page }) => {
  await signInAs(page, MEMBER);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  const next = page.getByRole('region', { name: 'Next bookings' });
  await expect(next.getByRole('heading', { name: 'Your next class' })).toBeVisible();
  await expect(next.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} - \d{2}:\d{2}/)).toBeVisible();
  await expect(next.getByRole('link', { name: 'Cancel' })).toBeVisible();
  const debit = page.getByRole('region', { name: 'Next direct debit' });
  await expect(debit.getByText(/^\$\d[\d,]*\.\d{2}$/)).toBeVisible();
  await expect(debit.getByText(/^on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // The dishonoured demo debit is owed: Pay leads to the payments page.
  const balance = page.getByRole('region', { name: 'Outstanding balance' });
  await balance.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expectPageOpened(page, 'Payments');
});

test('the member downloads a tax-invoice receipt for a seeded payment from /payments', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/payments');
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('button', { name: 'Retry' })).toBeVisible();
  const joining = table.getByRole('row').filter({ hasText: 'Joining fee' });
  await expect(joining.getByText('•••• 4242')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), joining.getByRole('link', { name: /^Receipt/ }).click()]);
  const fs = await import('node:fs');
  const text = pdfText(fs.readFileSync((await download.path())!));
  expect(text).toContain('Tax invoice');
  expect(text).toContain('Demo Fitness Club');
  expect(text).toMatch(/ABN \d{2} \d{3} \d{3} \d{3}/);
  expect(text).toMatch(/Date: \d{2}\/\d{2}\/\d{4}/);
  expect(text).toContain('Joining fee');
  expect(text).toMatch(/GST: \$\d+\.\d{2}/);
});

async function checkOut(page: Page) {
  await emptyCart(page);
  await buyFromShop(page, 'Gym Towel');
  await fillCardFrame(page, { number: APPROVED_CARD, name: 'Alex Morgan', cvv: '913' });
  await page.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page.getByText(/^Transaction Successful\./)).toBeVisible();
}

test('after checking out, the order shows at /orders with its items and receipt', async ({ page }) => {
  await signInAs(page, MEMBER);
  await checkOut(page);
  await page.goto('/orders');
  await expectPageOpened(page, 'My Orders');
  const order = page.getByRole('article').first();
  await expect(order.getByText('1 x Gym Towel')).toBeVisible();
  await expect(order.getByText('paid')).toBeVisible();
  const href = await order.getByRole('link', { name: 'Receipt (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(pdfText(await pdf.body())).toContain('1 x Gym Towel');
});

test('the member card opens with the network off after one visit', async ({ page, context }) => {
  await signInAs(page, MEMBER);
  await page.goto('/member-card');
  const card = page.getByRole('figure', { name: 'Member card' });
  await expect(card).toBeVisible();
  const barcode = card.getByRole('img', { name: /^Barcode / });
  await expect(barcode.locator('rect').first()).toBeAttached();
  // The worker has taken over and kept the page before the network goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(async () => (await caches.open('portal-member-card-v2')).keys().then((k) => k.map((r) => new URL(r.url).pathname))))
    .toEqual(expect.arrayContaining(['/member-card', '/api/v1/portal/member-card']));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline: this is your saved card.')).toBeVisible();
  await expect(card).toBeVisible();
  await expect(barcode.locator('rect').first()).toBeAttached();
  await context.setOffline(false);

  // Signing out forgets the card on this device.
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
  expect(await page.evaluate(() => caches.has('portal-member-card-v2'))).toBe(false);
});

test('a session that ends without Logout takes the offline card with it', async ({ page, context }) => {
  await signInAs(page, MEMBER);
  await page.goto('/member-card');
  await expect(page.getByRole('figure', { name: 'Member card' })).toBeVisible();
  const cardSaved = () =>
    page.evaluate(async () => Boolean(await (await caches.open('portal-member-card-v2')).match('/api/v1/portal/member-card')));
  await expect.poll(cardSaved).toBe(true);
  // The session ends on the server's side (idle timeout, revoked): the browser just loses it.
  await context.clearCookies();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
  // The start-up check answered 401: the saved card and its owner are gone.
  await expect.poll(cardSaved).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('portal.memberCardOwner'))).toBeNull();
});

test('the portal is installable: a web manifest with icons', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
});

test("the guardian sees each student's next lesson on the dashboard", async ({ page }) => {
  await signInAs(page, GUARDIAN);
  // Guardians land on the swim area; the dashboard is Home.
  await page.goto('/');
  const lessons = page.getByRole('region', { name: "Students' next lessons" });
  for (const name of ['Mia Waters', 'Leo Waters']) {
    await expect(lessons.getByText(name)).toBeVisible();
  }
  await expect(lessons.getByText(/, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toHaveCount(2);
});

test('the class search offers a week view and current bookings a calendar, beside the lists', async ({ page }) => {
  await signInAs(page, MEMBER);
  await page.goto('/classbooking');
  await expectPageOpened(page, 'Book a Class');
  await page.getByText('Week', { exact: true }).click();
  await page.getByRole('button', { name: 'Search Class' }).click();
  const week = page.getByLabel('Classes this week');
  await expect(week).toBeVisible();
  await expect(week.getByText(/left\)|\(full\)/).first()).toBeVisible();

  await page.goto('/current-bookings');
  await expectPageOpened(page, 'Current Bookings');
  await page.getByText('Calendar', { exact: true }).click();
  await expect(page.getByLabel('Bookings calendar')).toBeVisible();
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByLabel('Bookings calendar')).toHaveCount(0);
});

test("the guardian sees the students' upcoming lessons with Cancel in the swim area", async ({ page }) => {
  await signInAs(page, GUARDIAN);
  await page.goto('/student-class-booking');
  await closeOutstandingList(page);
  const list = page.getByRole('table', { name: 'Upcoming lessons' });
  await expect(list.getByRole('row').filter({ hasText: 'Mia Waters' }).first()).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: 'Leo Waters' }).first()).toBeVisible();
  await list.getByRole('button', { name: /^Cancel / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
