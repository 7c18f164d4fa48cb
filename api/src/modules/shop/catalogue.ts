// The shop's catalogue as a member browses it: the club's categories and its products (searched
// by name). The account a path names must be the session's.
import { NO_ACCESS_MESSAGE, type ShopCategory, type ShopProduct, type ShopProductsParams } from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/formatters';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';
import * as repo from './repo';

/** Paths and bodies name the account, member number and user type: all must be the session's. */
function assertAccount(user: SessionUser, accountId: string): void {
  if (accountId.trim() !== user.accountId) throw new HttpError(403, NO_ACCESS_MESSAGE);
}

export async function categories(db: Database, user: SessionUser, accountId: string): Promise<ShopCategory[]> {
  assertAccount(user, accountId);
  const rows = await repo.listCategories(db, user.clubId);
  return rows.map((r) => ({ accountProductCategoryId: r.id, productCategoryName: r.name }));
}

/** 'ALL' (any case) or blank means no filter (docs/spec/bookings-commerce.md §5: empty searches 'ALL'). */
export function searchTerm(text: string): string | null {
  const t = text.trim();
  return !t || t.toUpperCase() === 'ALL' ? null : t;
}

export async function productsOf(db: Database, user: SessionUser, params: ShopProductsParams): Promise<ShopProduct[]> {
  assertAccount(user, params.accountId);
  const rows = await repo.listProducts(db, user.clubId, params.categoryId, searchTerm(params.searchText));
  return rows.map((p) => ({
    accountProductId: p.id,
    accountProductCategoryId: p.categoryId,
    productName: p.name,
    description: p.description ?? '',
    productImage: p.image ?? '',
    price: formatMoney(p.priceCents),
    priceCents: p.priceCents,
    inStock: p.stock > 0,
  }));
}
