// SQL of the shop as the console edits it: the same product_categories and products the shop
// module reads, so a product saved here is in the shop at the next request.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, orderLines, productCategories, products } from '../../db/schema';
import { clubList, clubRows } from '../../lib/club-rows';

export type CategoryRow = typeof productCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'clubId'>;

export const listCategories = clubList(
  productCategories,
  { category: productCategories, productCount: sql<number>`(select count(*)::int from products p where p.category_id = product_categories.id)` },
  asc(productCategories.sortOrder),
  asc(productCategories.id),
);

export const categoryRows = clubRows(productCategories, 'category');

export const listProducts = clubList(
  products,
  { product: products, sold: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.product_id = products.id)` },
  asc(products.categoryId),
  asc(products.id),
);

export const productRows = clubRows(products, 'product');

/** Order lines and cart lines naming the product. */
export async function productHolders(db: Database, id: number): Promise<number> {
  const [o] = await db.select({ n: count() }).from(orderLines).where(eq(orderLines.productId, id));
  const [c] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.productId, id));
  return (o?.n ?? 0) + (c?.n ?? 0);
}

