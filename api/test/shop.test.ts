// Shop API: catalogue, server-side pricing, vouchers, ownership, bad input, and the one-transaction
// checkout (concurrent last item, idempotent retry, declined card keeps the cart).
import { and, eq, like, sql } from 'drizzle-orm';
import { payments, products, vouchers } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { now } from '../src/lib/clock';
import { firstRow } from '../src/lib/first-row';
import { expectRefused } from './helpers/expect-refused';

const YEAR = String(now().getFullYear() + 2);
const APPROVE = '4242424242424242';
const DECLINE = '4000000000000002';

let t: TestApp;
let clubId: number;

interface Shopper {
  cookie: string;
  memberNumber: string;
  userType: number;
  accountId: string;
}

withTestApp(async (app) => {
  t = app;
  const [p] = await t.handle.db.select({ clubId: products.clubId }).from(products).where(eq(products.name, 'Club Hoodie'));
  clubId = p!.clubId;
});

async function shopper(email: string): Promise<Shopper> {
  const cookie = await t.login(email, 'demo1234');
  const me = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).json().payload;
  return { cookie, memberNumber: me.memberNumber, userType: me.userType, accountId: me.accountId };
}

function get(s: Shopper, url: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: s.cookie } });
}
function post(s: Shopper, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: s.cookie, ...headers }, payload });
}

async function productId(name: string): Promise<number> {
  const row = firstRow(await t.handle.db.select({ id: products.id }).from(products).where(and(eq(products.name, name), eq(products.clubId, clubId))), 'row');
  return row.id;
}
async function stockOf(name: string): Promise<number> {
  const row = firstRow(await t.handle.db.select({ stock: products.stock }).from(products).where(and(eq(products.name, name), eq(products.clubId, clubId))), 'row');
  return row.stock;
}

const cartOf = async (s: Shopper) => (await get(s, `/shop/cart/${s.memberNumber}/${s.userType}`)).json().payload;
const summaryOf = async (s: Shopper) => (await get(s, `/shop/cart-summary/${s.memberNumber}/${s.userType}`)).json().payload;
const add = (s: Shopper, id: number, extra: object = {}) =>
  post(s, '/shop/add-to-cart', { memberNumber: s.memberNumber, productId: id, clearInCart: false, userType: s.userType, ...extra });
const card = (number: string) => ({
  cCNumber: number,
  cCExpiryMonth: '08',
  cCExpiryYear: YEAR,
  cCNameOnCard: 'Jo Bloggs',
  cCCVV: '913',
  cardType: 'VISACARD',
});
const checkout = (s: Shopper, key: string, extra: object = {}) =>
  post(s, '/shop/check-out', { memberNumber: s.memberNumber, userType: s.userType, ...card(APPROVE), ...extra }, { 'idempotency-key': key });

async function emptyCart(s: Shopper) {
  for (const line of (await cartOf(s)) ?? []) {
    await post(s, '/shop/remove-from-cart', { memberNumber: s.memberNumber, productId: line.productId, userType: s.userType });
  }
}

/** A shopper starting from an empty cart (the demo users' carts are shared by the file's tests). */
async function shopperWithEmptyCart(email: string): Promise<Shopper> {
  const s = await shopper(email);
  await emptyCart(s);
  return s;
}

describe('shop catalogue', () => {
  test('categories and products of the session club, search and category filters', async () => {
    const s = await shopper('member@demo.club');
    const cats = await get(s, `/shop/categories/${s.accountId}`);
    expect(cats.statusCode).toBe(200);
    expect(cats.json().payload.map((c: { productCategoryName: string }) => c.productCategoryName)).toEqual(['Supplements', 'Apparel', 'Accessories']);

    const all = (await get(s, `/shop/products/${s.accountId}/0/ALL`)).json().payload;
    expect(all.length).toBe(8);
    const tee = all.find((p: { productName: string }) => p.productName === 'Club T-Shirt');
    expect(tee).toMatchObject({ price: '$29.95', priceCents: 2995, inStock: true });

    const found = (await get(s, `/shop/products/${s.accountId}/0/${encodeURIComponent('club')}`)).json().payload;
    expect(found.map((p: { productName: string }) => p.productName).sort()).toEqual(['Club Hoodie', 'Club T-Shirt']);
    const apparel = cats.json().payload[1].accountProductCategoryId;
    const inApparel = (await get(s, `/shop/products/${s.accountId}/${apparel}/ALL`)).json().payload;
    expect(inApparel).toHaveLength(2);

    expect((await get(s, '/shop/categories/DEMO02')).statusCode).toBe(403);
  });

  test('without a session the shop is 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/shop/categories/DEMO01' });
    expect(res.statusCode).toBe(401);
  });
});

describe('shop cart pricing and vouchers', () => {
  test('the server prices lines, subtotal, GST and total; plus, minus and delete', async () => {
    const s = await shopperWithEmptyCart('member@demo.club');
    const tee = await productId('Club T-Shirt');
    const shaker = await productId('Shaker Bottle');
    expect((await add(s, tee)).json()).toMatchObject({ statusCode: 200, payload: 'success' });
    expect((await add(s, tee)).statusCode).toBe(200);
    expect((await add(s, shaker)).statusCode).toBe(200);

    const lines = await cartOf(s);
    expect(lines).toEqual([
      expect.objectContaining({ productId: tee, itemQuantity: 2, price: '$29.95', discount: '$0.00', totalPriceIncTax: '$59.90', totalCents: 5990 }),
      expect.objectContaining({ productId: shaker, itemQuantity: 1, price: '$12.00', totalPriceIncTax: '$12.00' }),
    ]);
    expect(await summaryOf(s)).toMatchObject({ subtotalCents: 7190, discountCents: 0, gstCents: 719, totalCents: 7190, voucherCode: '' });

    await post(s, '/shop/minus-to-cart', { memberNumber: s.memberNumber, productId: tee, userType: s.userType });
    expect((await cartOf(s))[0].itemQuantity).toBe(1);
    await post(s, '/shop/minus-to-cart', { memberNumber: s.memberNumber, productId: tee, userType: s.userType });
    expect((await cartOf(s)).map((l: { productId: number }) => l.productId)).toEqual([shaker]);
    await post(s, '/shop/remove-from-cart', { memberNumber: s.memberNumber, productId: shaker, userType: s.userType });
    expect(await cartOf(s)).toEqual([]);
  });

  test('percentage, fixed with minimum spend, expired and unknown vouchers', async () => {
    const s = await shopperWithEmptyCart('renew@demo.club');
    const tee = await productId('Club T-Shirt');
    const bar = await productId('Protein Bar');
    await add(s, bar, { quantity: 2 }); // $7.00

    const apply = (code: string) => post(s, '/shop/apply-voucher', { memberNumber: s.memberNumber, voucherCode: code, userType: s.userType });
    const below = await apply('SAVE5');
    expectRefused(below, 400, 'This promo code needs a minimum spend of $20.00.');

    await add(s, tee); // $36.95
    const fixed = await apply('save5');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().payload).toMatchObject({ voucherCode: 'SAVE5', subtotalCents: 3695, discountCents: 500, totalCents: 3195, gstCents: 320 });
    const perLine = fixed.json().payload.lines.map((l: { discountCents: number }) => l.discountCents);
    expect(perLine.reduce((a: number, b: number) => a + b, 0)).toBe(500);
    // The stored voucher prices later reads too.
    expect((await summaryOf(s)).discountCents).toBe(500);

    const pct = await apply('SHOP10');
    expect(pct.json().payload).toMatchObject({ discountCents: 370, totalCents: 3325 });

    const expired = await apply('OLDVOUCHER');
    expectRefused(expired, 400, 'This promo code has expired.');
    const unknown = await apply('NOPE');
    expectRefused(unknown, 400, 'Invalid promo code: NOPE');
    // An invalid code clears the stored voucher.
    expect(await summaryOf(s)).toMatchObject({ voucherCode: '', discountCents: 0, totalCents: 3695 });
    await emptyCart(s);
  });

  test('a single-use voucher works once per member', async () => {
    await t.handle.db.insert(vouchers).values({ clubId, code: 'ONCEONLY', kind: 'fixed', value: 100, singleUsePerMember: true });
    const s = await shopperWithEmptyCart('member@demo.club');
    await add(s, await productId('Gym Towel'));
    const first = await post(s, '/shop/apply-voucher', { memberNumber: s.memberNumber, voucherCode: 'ONCEONLY', userType: s.userType });
    expect(first.statusCode).toBe(200);
    const paid = await checkout(s, 'shop-once-1');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payload.totalCents).toBe(1400);

    await add(s, await productId('Gym Towel'));
    const again = await post(s, '/shop/apply-voucher', { memberNumber: s.memberNumber, voucherCode: 'ONCEONLY', userType: s.userType });
    expectRefused(again, 400, 'This promo code has already been used.');
    await emptyCart(s);
  });
});

describe('shop bad input and ownership', () => {
  test('negative quantity, bad ids, unknown product, over stock, not in cart', async () => {
    const s = await shopper('member@demo.club');
    const tee = await productId('Club T-Shirt');
    const neg = await add(s, tee, { quantity: -1 });
    expect(neg.statusCode).toBe(400);
    expect(neg.json()).toMatchObject({ payload: null, errors: { message: expect.any(String) } });
    expect((await add(s, tee, { quantity: 0 })).statusCode).toBe(400);
    expect((await add(s, -4)).statusCode).toBe(400);
    expect((await post(s, '/shop/add-to-cart', { memberNumber: s.memberNumber, productId: 'abc', userType: s.userType })).statusCode).toBe(400);
    const unknown = await add(s, 999999);
    expectRefused(unknown, 404, 'Product not found.');
    const bands = await add(s, await productId('Resistance Bands'));
    expectRefused(bands, 409, 'Sorry, Resistance Bands is out of stock.');
    const tooMany = await add(s, await productId('Pre-Workout 300g'), { quantity: 11 });
    expect(tooMany.statusCode).toBe(409);
    const minus = await post(s, '/shop/minus-to-cart', { memberNumber: s.memberNumber, productId: await productId('Gym Towel'), userType: s.userType });
    expect(minus.statusCode).toBe(404);
    // A product of the other club is unknown here.
    const lite = firstRow(await t.handle.db.select({ id: products.id }).from(products).where(eq(products.name, 'Cold Brew Coffee')), 'lite');
    expect((await add(s, lite.id)).statusCode).toBe(404);
  });

  test("someone else's cart is 403 for every call", async () => {
    const s = await shopper('member@demo.club');
    const other = await shopper('renew@demo.club');
    const tee = await productId('Club T-Shirt');
    expect((await get(s, `/shop/cart/${other.memberNumber}/${other.userType}`)).statusCode).toBe(403);
    expect((await get(s, `/shop/cart/${s.memberNumber}/5`)).statusCode).toBe(403);
    const asOther = { ...s, memberNumber: other.memberNumber };
    expect((await add(asOther, tee)).statusCode).toBe(403);
    expect((await post(s, '/shop/minus-to-cart', { memberNumber: other.memberNumber, productId: tee, userType: 1 })).statusCode).toBe(403);
    expect((await post(s, '/shop/apply-voucher', { memberNumber: other.memberNumber, voucherCode: 'SHOP10', userType: 1 })).statusCode).toBe(403);
    expect((await checkout(asOther, 'shop-other-1')).statusCode).toBe(403);
  });

  test('a guardian shops with their own family number and user type 5', async () => {
    const g = await shopper('guardian@demo.club');
    expect(g.userType).toBe(5);
    await emptyCart(g);
    expect((await add(g, await productId('Protein Bar'))).statusCode).toBe(200);
    expect(await cartOf(g)).toHaveLength(1);
    await emptyCart(g);
  });
});

describe('shop checkout', () => {
  test('declined card keeps the cart and the stock; approved card creates the order and empties the cart', async () => {
    const s = await shopperWithEmptyCart('member@demo.club');
    const shaker = await productId('Shaker Bottle');
    const before = await stockOf('Shaker Bottle');
    await add(s, shaker, { quantity: 2 });

    const declined = await checkout(s, 'shop-decline-1', card(DECLINE));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().payload).toBeNull();
    expect(await cartOf(s)).toHaveLength(1);
    expect(await stockOf('Shaker Bottle')).toBe(before);

    const noKey = await post(s, '/shop/check-out', { memberNumber: s.memberNumber, userType: s.userType, ...card(APPROVE) });
    expect(noKey.statusCode).toBe(400);

    // The client sends the cart it reviewed (cartLines): the retry below is the same request.
    const reviewed = { cartLines: [{ productId: shaker, quantity: 2 }] };
    const paid = await checkout(s, 'shop-pay-1', reviewed);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payload).toMatchObject({ totalCents: 2400, total: '$24.00' });
    expect(await cartOf(s)).toEqual([]);
    expect(await stockOf('Shaker Bottle')).toBe(before - 2);

    // The same key again: the same order, no second charge, no stock taken.
    const retry = await checkout(s, 'shop-pay-1', reviewed);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payload.orderId).toBe(paid.json().payload.orderId);
    const rows = await t.handle.db.select().from(payments).where(like(payments.idempotencyKey, '%/shop-pay-1'));
    expect(rows).toHaveLength(1);
    expect(await stockOf('Shaker Bottle')).toBe(before - 2);

    const empty = await checkout(s, 'shop-pay-2');
    expectRefused(empty, 400, 'Your cart is empty.');
  });

  test('reusing an Idempotency-Key with a changed cart is a 409, never the first order', async () => {
    const s = await shopperWithEmptyCart('member@demo.club');
    const shaker = await productId('Shaker Bottle');
    const towel = await productId('Gym Towel');
    await add(s, shaker);
    const first = await checkout(s, 'shop-reuse-1');
    expect(first.statusCode).toBe(200);
    const orders = await t.handle.db.select().from(payments).where(like(payments.idempotencyKey, '%/shop-reuse-1'));
    expect(orders).toHaveLength(1);

    // Another cart under the same key: with the lines the client reviewed, and without them.
    await add(s, towel);
    const withLines = await checkout(s, 'shop-reuse-1', { cartLines: [{ productId: towel, quantity: 1 }] });
    expect(withLines.statusCode).toBe(409);
    expect(withLines.json().payload).toBeNull();
    const withoutLines = await checkout(s, 'shop-reuse-1');
    expect(withoutLines.statusCode).toBe(409);
    expect(withoutLines.json().errors.message).toMatch(/different details/);
    expect(await cartOf(s)).toHaveLength(1);
    await emptyCart(s);
  });

  test('a cart changed since the review is not charged', async () => {
    const s = await shopperWithEmptyCart('member@demo.club');
    const shaker = await productId('Shaker Bottle');
    await add(s, shaker, { quantity: 2 });
    const res = await checkout(s, 'shop-changed-1', { cartLines: [{ productId: shaker, quantity: 1 }] });
    expectRefused(res, 409, 'Your cart has changed since you reviewed it. Please check your order and pay again.');
    expect(await cartOf(s)).toHaveLength(1);
    await emptyCart(s);
  });

  test('an expired card is refused with its reason before any charge; Amex and Diners are accepted', async () => {
    const s = await shopperWithEmptyCart('member@demo.club');
    await add(s, await productId('Protein Bar'));
    const lastYear = String(now().getFullYear() - 1);
    const expired = await checkout(s, 'shop-expired-1', { cCExpiryMonth: '12', cCExpiryYear: lastYear });
    expectRefused(expired, 400, 'Card has expired.');
    expect(await cartOf(s)).toHaveLength(1);
    const amex = await checkout(s, 'shop-amex-1', { cCNumber: '378282246310005', cCCVV: '1234', cardType: 'AMEXCARD' });
    expect(amex.json().errors.message).toBe('');
    expect(amex.statusCode).toBe(200);
    await add(s, await productId('Protein Bar'));
    const diners = await checkout(s, 'shop-diners-1', { cCNumber: '30569309025904', cCCVV: '123', cardType: 'DINERSCLUBCARD' });
    expect(diners.statusCode).toBe(200);
  });

  test('a voucher that expired since it was applied is named once, then dropped: the cart is kept and paying works', async () => {
    const s = await shopperWithEmptyCart('member@demo.club');
    await add(s, await productId('Protein Bar'), { quantity: 3 });
    const applied = await post(s, '/shop/apply-voucher', { memberNumber: s.memberNumber, voucherCode: 'SHOP10', userType: s.userType });
    expect(applied.statusCode).toBe(200);
    const v = firstRow(await t.handle.db.select().from(vouchers).where(and(eq(vouchers.code, 'SHOP10'), eq(vouchers.clubId, clubId))), 'v');
    const before = v.expiresAt;
    await t.handle.db.update(vouchers).set({ expiresAt: new Date(now().getTime() - 60_000) }).where(eq(vouchers.id, v.id));
    try {
      const first = await checkout(s, 'shop-voucher-expired-1', { voucherCode: 'SHOP10' });
      expectRefused(first, 400, 'This promo code has expired.');
      expect(await cartOf(s)).toHaveLength(1);
      // The reloaded review shows no voucher; paying again charges that price instead of failing again.
      const summary = await summaryOf(s);
      expect(summary.voucherCode).toBe('');
      const second = await checkout(s, 'shop-voucher-expired-2', { voucherCode: summary.voucherCode });
      expect(second.statusCode).toBe(200);
      expect(second.json().payload.totalCents).toBe(summary.totalCents);
    } finally {
      await t.handle.db.update(vouchers).set({ expiresAt: before }).where(eq(vouchers.id, v.id));
    }
  });

  test('two shoppers check out the last hoodie at once: exactly one succeeds, stock never below zero', async () => {
    const a = await shopper('member@demo.club');
    const b = await shopper('renew@demo.club');
    await emptyCart(a);
    await emptyCart(b);
    const hoodie = await productId('Club Hoodie');
    await t.handle.db.update(products).set({ stock: 1 }).where(eq(products.id, hoodie));
    expect((await add(a, hoodie)).statusCode).toBe(200);
    expect((await add(b, hoodie)).statusCode).toBe(200);

    const results = await Promise.all([checkout(a, 'shop-race-a'), checkout(b, 'shop-race-b')]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().errors.message).toBe('Sorry, Club Hoodie is out of stock.');
    expect(await stockOf('Club Hoodie')).toBe(0);
    // The refused shopper was not charged and keeps the cart.
    const charged = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(sql`${payments.idempotencyKey} like '%/shop-race-_'`);
    expect(charged[0]!.n).toBe(1);
    const loserShopper = results[0].statusCode === 409 ? a : b;
    expect(await cartOf(loserShopper)).toHaveLength(1);
    await emptyCart(loserShopper);
  });

  test('a voucher typed at checkout is priced on the server', async () => {
    const s = await shopperWithEmptyCart('renew@demo.club');
    await add(s, await productId('Club T-Shirt'));
    const bad = await checkout(s, 'shop-v-1', { voucherCode: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    const paid = await checkout(s, 'shop-v-2', { voucherCode: 'SHOP10' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payload.totalCents).toBe(2695);
  });
});
