// Shop queries. Every cart query is keyed by the owning user id, never by anything the browser names.
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { cartItems, carts, members, orderLines, orders, productCategories, products, users, voucherRedemptions, vouchers } from '../../db/schema';
import { now } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';
import { deletedAny } from '../../lib/linked-rows';

/** A database or a transaction: both have the same query builder. */
export type Db = Database | Transaction;

export function listCategories(db: Db, clubId: number) {
  return db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.clubId, clubId))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
}

/** LIKE wildcards typed by the user are matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listProducts(db: Db, clubId: number, categoryId: number, search: string | null) {
  const conds = [eq(products.clubId, clubId), eq(products.active, true)];
  if (categoryId > 0) conds.push(eq(products.categoryId, categoryId));
  if (search) conds.push(ilike(products.name, likePattern(search)));
  return db.select().from(products).where(and(...conds)).orderBy(asc(products.name), asc(products.id));
}

export async function findProduct(db: Db, clubId: number, productId: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.clubId, clubId), eq(products.active, true)));
  return row;
}

export async function findCart(db: Db, userId: number, forUpdate = false) {
  const q = db.select().from(carts).where(eq(carts.ownerUserId, userId));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** The user's cart, created on first use (unique owner: concurrent creators end with one row). */
export async function ensureCart(db: Db, userId: number) {
  await db.insert(carts).values({ ownerUserId: userId }).onConflictDoNothing({ target: carts.ownerUserId });
  const cart = await findCart(db, userId);
  if (!cart) throw new Error('cart not created');
  return cart;
}

export function cartLines(db: Db, cartId: number) {
  return db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      image: products.image,
      unitPriceCents: products.priceCents,
      stock: products.stock,
      active: products.active,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}

/** Adds quantity to the line (creating it) and answers the new quantity. */
export async function addQuantity(db: Db, cartId: number, productId: number, quantity: number): Promise<number> {
  const row = firstRow(await db
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    })
    .returning({ quantity: cartItems.quantity }), 'cart line');
  return row.quantity;
}

export async function findLine(db: Db, cartId: number, productId: number) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  return row;
}

export async function setLineQuantity(db: Db, lineId: number, quantity: number) {
  if (quantity <= 0) await db.delete(cartItems).where(eq(cartItems.id, lineId));
  else await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, lineId));
}

export async function deleteLine(db: Db, cartId: number, productId: number): Promise<boolean> {
  return deletedAny(db, cartItems, and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
}

export function clearCart(db: Db, cartId: number) {
  return db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

export function touchCart(db: Db, cartId: number, voucherId?: number | null) {
  const set: { updatedAt: Date; voucherId?: number | null } = { updatedAt: now() };
  if (voucherId !== undefined) set.voucherId = voucherId;
  return db.update(carts).set(set).where(eq(carts.id, cartId));
}

export async function findVoucherByCode(db: Db, clubId: number, code: string) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.clubId, clubId), sql`upper(${vouchers.code}) = upper(${code.trim()})`));
  return row;
}

export async function findVoucherById(db: Db, id: number) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return row;
}

export async function hasRedeemed(db: Db, voucherId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: voucherRedemptions.id })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Locks the product rows in id order (a fixed order, so two checkouts never deadlock). */
export function lockProducts(db: Db, ids: number[]) {
  return db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('update');
}

/** Conditional decrement: false when the stock is short (never below zero). */
export async function takeStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The member a shop user is (undefined for a login with no member record). */
export async function memberOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, email: members.email })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.id, userId));
  return row;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert) {
  const row = firstRow(await db.insert(orders).values(values).returning({ id: orders.id }), 'inserted order');
  return row.id;
}

export async function insertOrderLines(db: Db, values: (typeof orderLines.$inferInsert)[]) {
  if (values.length) await db.insert(orderLines).values(values);
}

export async function insertRedemption(db: Db, values: typeof voucherRedemptions.$inferInsert) {
  await db.insert(voucherRedemptions).values(values);
}
