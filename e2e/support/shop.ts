// The signed-in user's cart through the API, with the page's session cookie: to start a shop test
// from an empty cart whatever ran before, and to check what a checkout left behind; and the shop's
// own steps from a product to the payment page.
import { expect, type Page, type Request } from '@playwright/test';

interface SessionUser {
  memberNumber: string;
  userType: number;
}

interface CartLine {
  productId: number;
  productName: string;
  itemQuantity: number;
}

/** Who the page is signed in as. */
async function signedInUser(page: Page): Promise<SessionUser> {
  const res = await page.request.get('/api/v1/auth/me');
  expect(res.ok()).toBe(true);
  return (await res.json()).payload as SessionUser;
}

/** The lines of the signed-in user's cart. */
export async function cartLines(page: Page): Promise<CartLine[]> {
  const { memberNumber, userType } = await signedInUser(page);
  const res = await page.request.get(`/api/v1/shop/cart/${memberNumber}/${userType}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()).payload ?? []) as CartLine[];
}

/** Removes every line other tests may have left (e.g. opening /shopping-cart/:number adds one). */
export async function emptyCart(page: Page) {
  const { memberNumber, userType } = await signedInUser(page);
  for (const line of await cartLines(page)) {
    const removed = await page.request.post('/api/v1/shop/remove-from-cart', { data: { memberNumber, productId: line.productId, userType } });
    expect(removed.ok()).toBe(true);
  }
}

/** Presses the product's Add to cart button and waits for the shop to say it was added. */
export async function addToCart(page: Page, product: string) {
  await page.getByRole('button', { name: `Add ${product} to cart` }).click();
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();
}

/** From /shop: adds the product, opens the cart and goes on to the payment page. */
export async function buyFromShop(page: Page, product: string) {
  await page.goto('/shop');
  await addToCart(page, product);
  await page.getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('link', { name: 'Proceed to Payment' }).click();
}

/**
 * Records the body of the page's next checkout (the browser does not hand it to the response's
 * request object), for replayCheckout.
 */
export async function recordCheckoutBody(page: Page): Promise<{ body?: unknown }> {
  const sent: { body?: unknown } = {};
  await page.route('**/api/v1/shop/check-out', async (route) => {
    sent.body = route.request().postDataJSON();
    await route.continue();
  });
  return sent;
}

/**
 * Sends the checkout the page made once more: the same body with its Idempotency-Key. The server
 * answers the order that key first bought, without charging again, so the answer proves the order
 * was stored. The same key with another body (here: no card at all) is refused with 409 — a key
 * is never a pass to the first payment. Returns the replayed payload.
 */
export async function replayCheckout(page: Page, checkout: Request, sentBody: unknown): Promise<{ orderId: number; total: string }> {
  const key = await checkout.headerValue('idempotency-key');
  expect(key, 'the checkout carries an Idempotency-Key').toBeTruthy();
  expect(sentBody, 'the checkout body was recorded').toBeTruthy();
  const { memberNumber, userType } = await signedInUser(page);
  const other = await page.request.post('/api/v1/shop/check-out', { data: { memberNumber, userType }, headers: { 'Idempotency-Key': key! } });
  expect(other.status(), 'the same key with another request').toBe(409);
  const res = await page.request.post('/api/v1/shop/check-out', { data: sentBody, headers: { 'Idempotency-Key': key! } });
  const body = await res.json();
  expect(res.status(), body.errors?.message).toBe(200);
  return body.payload as { orderId: number; total: string };
}
