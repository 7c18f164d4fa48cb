// The production topology (scripts/topology-test.mjs): everything through the nginx proxy, the
// shell and each remote from its own nginx, two API instances on one PostgreSQL, NODE_ENV=production.
// A member signs in, books a class and checks out in the shop, as on a club's real deployment.
import { expect, test, type Page } from '@playwright/test';
import { APPROVED_CARD, fillCardFrame } from '../support/card';
import { MEMBER } from '../support/demo-users';
import { emptyCart } from '../support/shop';
import { signInAs } from '../support/sign-in';

const TZ = 'Australia/Sydney';

/** The next club-local date, at least `from` days ahead, that falls on one of `weekdays` (0 = Sunday). */
function nextClubDay(from: number, weekdays: number[]): string {
  for (let days = from; days < from + 14; days++) {
    const date = new Intl.DateTimeFormat('en-CA', {
      timeZone: TZ,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(Date.now() + days * 86_400_000));
    if (weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) return date;
  }
  throw new Error('no such day in the next two weeks');
}

/** Every response the page got from a remote's own service, by remote. */
function remoteResponses(page: Page): Map<string, number> {
  const seen = new Map<string, number>();
  page.on('response', (res) => {
    const match = /\/remotes\/(mf-[a-z]+)\//.exec(new URL(res.url()).pathname);
    if (match && res.ok()) seen.set(match[1]!, (seen.get(match[1]!) ?? 0) + 1);
  });
  return seen;
}

test('a member signs in, books a class and checks out, all through the proxy', async ({ page }) => {
  const remotes = remoteResponses(page);
  await signInAs(page, MEMBER);

  // Book a class: Body Pump runs Monday, Wednesday and Friday at 12:15.
  await page.goto('/classbooking');
  await expect(page.getByRole('heading', { name: 'Book a Class', level: 2 })).toBeVisible();
  const day = nextClubDay(2, [1, 3, 5]);
  const dateField = page.getByRole('textbox', { name: 'Date' });
  await dateField.fill(day.split('-').reverse().join('/'));
  await dateField.press('Tab');
  await page.getByRole('button', { name: 'Search Class' }).click();
  const card = page.getByLabel('Body Pump');
  await expect(card.getByText('spots left')).toBeVisible();
  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('You have succesfully booked to class.').first()).toBeVisible();
  await page.goto('/current-bookings');
  await expect(page.locator('[aria-label^="Body Pump"]')).toBeVisible();

  // Check out in the shop with the sandbox card, through the card-capture frame.
  await emptyCart(page);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Shaker Bottle to cart' }).click();
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByLabel('Quantity of Shaker Bottle')).toHaveText('1');
  await page.getByRole('link', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your Payment Details' })).toBeVisible();
  await fillCardFrame(page, { number: APPROVED_CARD, name: 'Jo Bloggs', cvv: '913' });
  await expect(page.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Process Payment' }).click();
  await expect(
    page.getByText('Transaction Successful.  Please go to the club to collect it (if applicable).'),
  ).toBeVisible();

  // The remotes came through the proxy's /remotes/<name>/ routes.
  for (const remote of ['mf-bookings', 'mf-shop'])
    expect(remotes.get(remote) ?? 0, `${remote} loaded through the proxy`).toBeGreaterThan(0);
});
