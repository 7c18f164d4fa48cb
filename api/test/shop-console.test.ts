// The shop in the club console: an ADMIN adds a category and a product and a member finds it in the
// shop at once; a member, STAFF and another club's ADMIN are refused every write; a price of -1 and
// a missing category get their messages; a product someone ordered is hidden, never deleted; the
// onboarding checklist counts from the club's own rows.
import { eq } from 'drizzle-orm';
import { CATEGORY_REQUIRED_MESSAGE, PRICE_MESSAGE } from '@portal/shared/validators';
import { cartItems, carts, products, users } from '../src/db/schema';
import type { TestApp } from './helpers/test-app';
import { withTestApp } from './helpers/shared-app';
import { expectRefused } from './helpers/expect-refused';
import { apiCalls, consoleLogins, type Method } from './helpers/console-api';

let t: TestApp;
let as: Record<'admin' | 'staff' | 'member' | 'otherAdmin', string>;

withTestApp(async (app) => {
  t = app;
  as = await consoleLogins(t);
});

const call = apiCalls(() => t);

const product = (categoryId: number) => ({ categoryId, name: 'Club Cap', description: 'Embroidered cap.', image: '', priceCents: 2500, stock: 12, active: true });

it('a member, STAFF and another club’s ADMIN are refused every write', async () => {
  const writes: Array<[Method, string, unknown?]> = [
    ['POST', '/club-console/shop/categories', { name: 'Hats', sortOrder: 0 }],
    ['PUT', '/club-console/shop/categories/1', { name: 'Hats', sortOrder: 0 }],
    ['DELETE', '/club-console/shop/categories/1'],
    ['POST', '/club-console/shop/products', product(1)],
    ['PUT', '/club-console/shop/products/1', product(1)],
    ['DELETE', '/club-console/shop/products/1'],
    ['GET', '/club-console/onboarding'],
  ];
  for (const who of ['member', 'staff'] as const) {
    for (const [method, url, body] of writes) expect({ who, url, method, status: (await call(as[who], method, url, body)).status }).toEqual({ who, url, method, status: 403 });
  }
  for (const [method, url, body] of writes.filter(([m]) => m !== 'POST' && m !== 'GET')) {
    expect({ url, method, status: (await call(as.otherAdmin, method, url, body)).status }).toEqual({ url, method, status: 404 });
  }
  // Another club's ADMIN cannot put a product in this club's category either.
  expectRefused(await call(as.otherAdmin, 'POST', '/club-console/shop/products', product(1)), 400, 'Choose one of your club\u2019s categories.');
  const [whey] = await t.handle.db.select().from(products).where(eq(products.id, 1));
  expect(whey).toMatchObject({ name: 'Whey Protein 1kg', priceCents: 5995, active: true });
});

it('a category and a product the ADMIN adds are in the member’s shop at once', async () => {
  const cat = await call(as.admin, 'POST', '/club-console/shop/categories', { name: 'Hats', sortOrder: 5 });
  expect(cat.status).toBe(200);
  const made = await call(as.admin, 'POST', '/club-console/shop/products', product(cat.body.payload.id));
  expect(made.body.payload).toMatchObject({ name: 'Club Cap', priceCents: 2500, stock: 12, sold: 0 });
  const shop = await call(as.member, 'GET', `/shop/products/DEMO01/${cat.body.payload.id}/all`);
  expect(JSON.stringify(shop.body.payload)).toContain('Club Cap');
  // Hidden: gone from the shop at the next request.
  await call(as.admin, 'PUT', `/club-console/shop/products/${made.body.payload.id}`, { ...product(cat.body.payload.id), active: false });
  const after = await call(as.member, 'GET', `/shop/products/DEMO01/${cat.body.payload.id}/all`);
  expect(JSON.stringify(after.body.payload)).not.toContain('Club Cap');
  expectRefused(await call(as.admin, 'DELETE', `/club-console/shop/categories/${cat.body.payload.id}`), 409, 'This category still has products: move or remove them first.');
});

it('bad input gets its message and saves nothing', async () => {
  const count = (await t.handle.db.select().from(products)).length;
  expectRefused(await call(as.admin, 'POST', '/club-console/shop/products', { ...product(1), priceCents: -1 }), 400, PRICE_MESSAGE);
  expectRefused(await call(as.admin, 'POST', '/club-console/shop/products', { ...product(0) }), 400, CATEGORY_REQUIRED_MESSAGE);
  expect((await t.handle.db.select().from(products)).length).toBe(count);
});

it('a product in a member’s cart is hidden, not deleted', async () => {
  const [member] = await t.handle.db.select().from(users).where(eq(users.email, 'member@demo.club'));
  const [cart] = await t.handle.db.insert(carts).values({ ownerUserId: member!.id }).onConflictDoNothing().returning();
  const cartId = cart?.id ?? (await t.handle.db.select().from(carts).where(eq(carts.ownerUserId, member!.id)))[0]!.id;
  await t.handle.db.insert(cartItems).values({ cartId, productId: 2, quantity: 1 }).onConflictDoNothing();
  const res = await call(as.admin, 'DELETE', '/club-console/shop/products/2');
  expect(res.body.payload.outcome).toBe('retired');
  const [kept] = await t.handle.db.select().from(products).where(eq(products.id, 2));
  expect(kept?.active).toBe(false);
});

it('the onboarding checklist counts from the club’s rows', async () => {
  const demo = await call(as.admin, 'GET', '/club-console/onboarding');
  expect(demo.body.payload.items.find((i: { key: string }) => i.key === 'membership-type')).toMatchObject({ done: true, path: '/club/memberships' });
  expect(demo.body.payload.items.find((i: { key: string }) => i.key === 'staff')).toMatchObject({ done: true });
  expect(demo.body.payload.items.find((i: { key: string }) => i.key === 'classes')).toMatchObject({ done: true, path: '/club/timetable' });
  expect(demo.body.payload.items.find((i: { key: string }) => i.key === 'trainers')).toMatchObject({ done: true, path: '/club/trainers' });
  // The lite club has no staff but its one login.
  const lite = await call(as.otherAdmin, 'GET', '/club-console/onboarding');
  expect(lite.body.payload.items.find((i: { key: string }) => i.key === 'staff')).toMatchObject({ done: false, path: '/club/staff' });
});
