// The production topology (scripts/topology-test.mjs): everything through the nginx proxy, the
// shell and each remote from its own nginx, two API instances on one PostgreSQL, NODE_ENV=production.
// A member signs in, books a class and checks out in the shop, as on a club's real deployment.
import { expect, test, type Page } from '@playwright/test';
import { bookBodyPump } from '../support/book-class';
import { APPROVED_CARD, fillCardFrame } from '../support/card';
import { MEMBER } from '../support/demo-users';
import { expectPageOpened } from '../support/page-content';
import { emptyCart } from '../support/shop';
import { signInAs } from '../support/sign-in';

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

  await bookBodyPump(page);
  await page.goto('/current-bookings');
  await expect(page.locator('[aria-label^="Body Pump"]')).toBeVisible();

  // Check out in the shop with the sandbox card, through the card-capture frame.
  await emptyCart(page);
  await page.goto('/shop');
  await expectPageOpened(page, 'Shop');
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
