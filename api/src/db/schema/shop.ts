// Shop catalogue, one cart per user, and orders.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clubOptionList, clubRef, clubScoped } from './clubs';
import { createdAt, id, stampedNow } from './common';
import { payments } from './payments';
import { vouchers } from './promotions';

export const productCategories = clubOptionList('product_categories');

export const products = pgTable(
  'products',
  {
    ...clubScoped(),
    categoryId: integer('category_id').notNull().references(() => productCategories.id),
    name: text('name').notNull(),
    description: text('description'),
    /** URL or data URI. */
    image: text('image'),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('products_stock_check', sql`stock >= 0`),
    check('products_price_check', sql`price_cents >= 0`),
    index('products_club_category_idx').on(t.clubId, t.categoryId),
  ],
);

export const carts = pgTable('carts', {
  id: id(),
  ownerUserId: integer('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  voucherId: integer('voucher_id').references(() => vouchers.id),
  updatedAt: stampedNow('updated_at'),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('cart_items_quantity_check', sql`quantity > 0`),
    uniqueIndex('cart_items_cart_product_uq').on(t.cartId, t.productId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id').notNull().references(() => users.id),
    clubId: clubRef(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** GST included in the total (10 %). */
    gstCents: integer('gst_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    voucherCode: text('voucher_code'),
    paymentId: integer('payment_id').references(() => payments.id),
    status: text('status').notNull().default('paid'),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
