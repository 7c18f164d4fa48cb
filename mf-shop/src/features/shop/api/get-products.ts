import { apiGet } from '@portal/shared';
import type { ShopProduct } from '@portal/shared/contracts';

/** GET /shop/products/{accountId}/{categoryId}/{searchText}: category 0 = all, 'ALL' = no search. */
export function getProducts(accountId: string, categoryId: number, searchText: string, signal?: AbortSignal): Promise<ShopProduct[]> {
  const text = searchText.trim() || 'ALL';
  return apiGet<ShopProduct[]>(`shop/products/${encodeURIComponent(accountId)}/${categoryId}/${encodeURIComponent(text)}`, { signal });
}
