// The shop as an ADMIN builds it in the console: categories and products (picture, price, stock,
// shown or hidden). Checked by the shared catalogue rules, audited, read by the shop at its next
// request. A product someone ordered or has in a cart is hidden rather than deleted, so orders
// and receipts keep naming it.
import { categoryErrors, productErrors } from '@portal/shared/validators';
import type { CategoryInput, ConsoleCategory, ConsoleProduct, ProductInput, RemovalResult } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { listedRows, rowWrites } from '../../lib/console-writes';
import { HttpError } from '../../lib/http-error';
import { assertValid, storedPicture, type SeedOptions } from '../catalogue-console';
import * as repo from './repo';

export const CATEGORY_NOT_FOUND = 'Category not found.';
export const PRODUCT_NOT_FOUND = 'Product not found.';
export const CATEGORY_NOT_OURS = 'Choose one of your club\u2019s categories.';
export const CATEGORY_NOT_EMPTY = 'This category still has products: move or remove them first.';

function categoryOut(r: { category: repo.CategoryRow; productCount: number }): ConsoleCategory {
  return { id: r.category.id, name: r.category.name, sortOrder: r.category.sortOrder, productCount: r.productCount };
}

const listedCategories = listedRows(repo.listCategories, (r) => r.category.id, categoryOut, CATEGORY_NOT_FOUND);
export const listCategories = listedCategories.list;
const oneCategory = listedCategories.one;

export async function createCategory(db: Database, actor: ConsoleActor, input: CategoryInput): Promise<ConsoleCategory> {
  assertValid(categoryErrors(input));
  const row = await repo.categoryRows.insert(db, actor.clubId, { name: input.name.trim(), sortOrder: input.sortOrder });
  const out = await oneCategory(db, actor.clubId, row.id);
  await auditChange(db, actor, 'shop', null, { category: out.name });
  return out;
}

export async function updateCategory(db: Database, actor: ConsoleActor, id: number, input: CategoryInput): Promise<ConsoleCategory> {
  const before = await oneCategory(db, actor.clubId, id);
  assertValid(categoryErrors(input));
  await repo.categoryRows.update(db, actor.clubId, id, { name: input.name.trim(), sortOrder: input.sortOrder });
  const after = await oneCategory(db, actor.clubId, id);
  await auditChange(db, actor, 'shop', { categoryId: id, name: before.name, sortOrder: before.sortOrder }, { categoryId: id, name: after.name, sortOrder: after.sortOrder });
  return after;
}

export async function removeCategory(db: Database, actor: ConsoleActor, id: number): Promise<RemovalResult> {
  const before = await oneCategory(db, actor.clubId, id);
  if (before.productCount > 0) throw new HttpError(409, CATEGORY_NOT_EMPTY);
  await repo.categoryRows.remove(db, actor.clubId, id);
  await auditChange(db, actor, 'shop', { category: before.name }, null);
  return { outcome: 'deleted', message: `${before.name} was deleted.` };
}

function productOut(r: { product: repo.ProductRow; sold: number }): ConsoleProduct {
  const p = r.product;
  return {
    id: p.id,
    categoryId: p.categoryId,
    name: p.name,
    description: p.description ?? '',
    image: p.image ?? '',
    priceCents: p.priceCents,
    stock: p.stock,
    active: p.active,
    sold: r.sold,
  };
}

const listedProducts = listedRows(repo.listProducts, (r) => r.product.id, productOut, PRODUCT_NOT_FOUND);
export const listProducts = listedProducts.list;
const oneProduct = listedProducts.one;

async function productValues(db: Database, clubId: number, input: ProductInput, currentImage: string | null, opts: SeedOptions): Promise<repo.ProductValues> {
  assertValid(productErrors(input));
  if (!(await repo.categoryRows.find(db, clubId, input.categoryId))) throw new HttpError(400, CATEGORY_NOT_OURS);
  return {
    categoryId: input.categoryId,
    name: input.name.trim(),
    description: input.description.trim() || null,
    image: opts.builtInPicture ?? (await storedPicture(input.image, currentImage)),
    priceCents: input.priceCents,
    stock: input.stock,
    active: input.active,
  };
}

/** A product an order or a cart names is hidden from the shop (orders and receipts keep it), else deleted. */
const productWrites = rowWrites<ConsoleProduct, ProductInput, repo.ProductValues, SeedOptions>('shop', oneProduct, repo.productRows, {
  values: (db, clubId, input, before, seed = {}) => productValues(db, clubId, input, before ? before.image || null : null, seed),
  held: async (db, p) => (await repo.productHolders(db, p.id)) > 0,
  named: (p) => ['name', p.name],
  retiredMessage: (p) => `${p.name} has been ordered or is in a cart, so it was hidden from the shop: orders keep it.`,
});

export const createProduct = productWrites.create;
export const updateProduct = productWrites.update;
export const removeProduct = productWrites.remove;
