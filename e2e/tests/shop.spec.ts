// Shop, cart, vouchers and checkout through the composed portal: search, add two
// products, change quantities, a wrong then a right voucher, pay with the sandbox test card in the
// card-capture frame, see the success message and an empty cart; a declined card keeps the cart.
import { expect, test, type Page } from '@playwright/test';
import { APPROVED_CARD, DECLINED_CARD, fillCardFrame } from '../support/card';
import { MEMBER, RENEW } from '../support/demo-users';
import { addToCart, emptyCart } from '../support/shop';
import { signInAs } from '../support/sign-in';
import { expectPageOpened } from '../support/page-content';

async function openShop(page: Page) {
  await page.goto('/shop');
  await expectPageOpened(page, 'Shop');
}

/** Step 1 with the vault on (demo club): the card goes into the capture frame, which posts a token. */
async function payWith(page: Page, cardNumber: string) {
  await page.getByRole('link', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your Payment Details' })).toBeVisible();
  await fillCardFrame(page, { number: cardNumber, name: 'Jo Bloggs', cvv: '913' });
  await expect(page.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Process Payment' }).click();
}

test('search, add two products, change quantities, vouchers, pay and see an empty cart', async ({ page }) => {
  await signInAs(page, MEMBER);
  await emptyCart(page);
  await openShop(page);

  // What a sighted member reads keeps its spaces ("Add to cart", not "Addto cart"): the
  // button's label is a flex box, which drops spaces at the edges of separate text runs.
  const label = await page.getByRole('button', { name: 'Add Club T-Shirt to cart' }).evaluate((b) => (b as HTMLElement).innerText);
  expect(label.replace(/\s+/g, ' ').trim()).toBe('Add Club T-Shirt to cart');

  const search = page.getByLabel('Search products');
  await search.fill('club');
  await expect(page.getByRole('article', { name: 'Shaker Bottle' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Club T-Shirt' })).toBeVisible();
  await addToCart(page, 'Club T-Shirt');
  await search.fill('');
  await expect(page.getByRole('article', { name: 'Shaker Bottle' })).toBeVisible();
  await addToCart(page, 'Shaker Bottle');
  // The shell's cart badge follows the shop's announceChange('cart').
  await expect(page.getByRole('link', { name: /Shopping cart, 2 items/ })).toBeVisible();

  await page.getByRole('link', { name: 'View cart' }).click();
  await expectPageOpened(page, 'Shopping Cart');
  await page.getByRole('button', { name: 'One more Club T-Shirt' }).click();
  await expect(page.getByLabel('Quantity of Club T-Shirt')).toHaveText('2');
  await page.getByRole('button', { name: 'One more Shaker Bottle' }).click();
  await expect(page.getByLabel('Quantity of Shaker Bottle')).toHaveText('2');
  await page.getByRole('button', { name: 'One less Shaker Bottle' }).click();
  await expect(page.getByLabel('Quantity of Shaker Bottle')).toHaveText('1');
  // 2 x $29.95 + $12.00
  await expect(page.getByLabel('Subtotal amount')).toHaveText('$71.90');

  const voucher = page.getByLabel('Voucher code');
  await voucher.fill('WRONGCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid promo code: WRONGCODE')).toBeVisible();
  await expect(voucher).toHaveValue('');
  await voucher.fill('SHOP10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo Code Applied').first()).toBeVisible();
  await expect(page.getByLabel('Subtotal amount')).toHaveText('$64.71');

  await payWith(page, APPROVED_CARD);
  await expect(page.getByText('Transaction Successful.  Please go to the club to collect it (if applicable).')).toBeVisible();
  // The emptied cart leads back to the shop, and the cart page itself does too.
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto('/shopping-cart');
  await expect(page).toHaveURL(/\/shop$/);
});

test('a declined card keeps the cart', async ({ page }) => {
  await signInAs(page, RENEW);
  await emptyCart(page);
  await openShop(page);
  await addToCart(page, 'Gym Towel');
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByLabel('Quantity of Gym Towel')).toHaveText('1');

  await payWith(page, DECLINED_CARD);
  // Named, once: back at the card step for another card, the cart untouched, nothing retried.
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter your Payment Details' })).toBeVisible();
  await page.goto('/shopping-cart');
  await expect(page.getByLabel('Quantity of Gym Towel')).toHaveText('1');
});

test('an American Express card pays (the 16-digit rule refused it); a sold-out product says so and cannot be added', async ({ page }) => {
  await signInAs(page, RENEW);
  await emptyCart(page);
  await openShop(page);
  const bands = page.getByRole('article', { name: 'Resistance Bands' });
  await expect(bands.getByRole('button', { name: /Out of stock/ })).toBeDisabled();
  // The API refuses it too, with a clear message.
  const me = (await (await page.request.get('/api/v1/auth/me')).json()).payload;
  const products = (await (await page.request.get(`/api/v1/shop/products/${me.accountId}/0/ALL`)).json()).payload as { accountProductId: number; productName: string }[];
  const productId = products.find((p) => p.productName === 'Resistance Bands')!.accountProductId;
  const refused = await page.request.post('/api/v1/shop/add-to-cart', {
    data: { memberNumber: me.memberNumber, productId, clearInCart: false, userType: me.userType },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).errors.message).toBe('Sorry, Resistance Bands is out of stock.');

  await addToCart(page, 'Gym Towel');
  await page.getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('link', { name: 'Proceed to Payment' }).click();
  await fillCardFrame(page, { number: '378282246310005', name: 'Jo Bloggs', cvv: '1234' });
  await expect(page.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page.getByText('Transaction Successful.  Please go to the club to collect it (if applicable).')).toBeVisible();
});
