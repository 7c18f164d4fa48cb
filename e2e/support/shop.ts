// The signed-in user's cart through the API, with the page's session cookie: to start a shop test
// from an empty cart whatever ran before, and to check what a checkout left behind.
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
export async function signedInUser(page: Page): Promise<SessionUser> {
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

/**
 * Asks for the checkout the page made once more, with its Idempotency-Key. The server looks a paid
 * order up by that key before anything else and answers it again without charging, so the answer
 * proves the order was stored. Returns its payload.
 */
export async function replayCheckout(page: Page, checkout: Request): Promise<{ orderId: number; total: string }> {
  const key = await checkout.headerValue('idempotency-key');
  expect(key, 'the checkout carries an Idempotency-Key').toBeTruthy();
  // Only who is paying: no card at all, so nothing but the stored order could make this succeed.
  const { memberNumber, userType } = await signedInUser(page);
  const res = await page.request.post('/api/v1/shop/check-out', { data: { memberNumber, userType }, headers: { 'Idempotency-Key': key! } });
  const body = await res.json();
  expect(res.status(), body.errors?.message).toBe(200);
  return body.payload as { orderId: number; total: string };
}
