// SQL of the shop as the console edits it: the same product_categories and products the shop
// module reads, so a product saved here is in the shop at the next request.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, orderLines, productCategories, products } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

export type CategoryRow = typeof productCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'clubId'>;

export function listCategories(db: Database, clubId: number) {
  return db
    .select({ category: productCategories, productCount: sql<number>`(select count(*)::int from products p where p.category_id = product_categories.id)` })
    .from(productCategories)
    .where(eq(productCategories.clubId, clubId))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
}

export async function findCategory(db: Database, clubId: number, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(productCategories).where(and(eq(productCategories.id, id), eq(productCategories.clubId, clubId)));
  return row;
}

export async function insertCategory(db: Database, clubId: number, values: { name: string; sortOrder: number }): Promise<CategoryRow> {
  return firstRow(await db.insert(productCategories).values({ ...values, clubId }).returning(), 'inserted category');
}

export async function updateCategory(db: Database, clubId: number, id: number, values: { name: string; sortOrder: number }): Promise<void> {
  await db.update(productCategories).set(values).where(and(eq(productCategories.id, id), eq(productCategories.clubId, clubId)));
}

export async function deleteCategory(db: Database, clubId: number, id: number): Promise<void> {
  await db.delete(productCategories).where(and(eq(productCategories.id, id), eq(productCategories.clubId, clubId)));
}

export function listProducts(db: Database, clubId: number) {
  return db
    .select({ product: products, sold: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.product_id = products.id)` })
    .from(products)
    .where(eq(products.clubId, clubId))
    .orderBy(asc(products.categoryId), asc(products.id));
}

export async function insertProduct(db: Database, clubId: number, values: ProductValues): Promise<ProductRow> {
  return firstRow(await db.insert(products).values({ ...values, clubId }).returning(), 'inserted product');
}

export async function updateProduct(db: Database, clubId: number, id: number, values: Partial<ProductValues>): Promise<void> {
  await db.update(products).set(values).where(and(eq(products.id, id), eq(products.clubId, clubId)));
}

/** Order lines and cart lines naming the product. */
export async function productHolders(db: Database, id: number): Promise<number> {
  const [o] = await db.select({ n: count() }).from(orderLines).where(eq(orderLines.productId, id));
  const [c] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.productId, id));
  return (o?.n ?? 0) + (c?.n ?? 0);
}

export async function deleteProduct(db: Database, clubId: number, id: number): Promise<void> {
  await db.delete(products).where(and(eq(products.id, id), eq(products.clubId, clubId)));
}
