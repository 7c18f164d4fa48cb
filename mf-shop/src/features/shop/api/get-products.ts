import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { ShopProduct } from '@portal/shared/contracts';
import { shopKeys } from './query-keys';

/** GET /shop/products/{accountId}/{categoryId}/{searchText}: category 0 = all, 'ALL' = no search. */
function getProducts(accountId: string, categoryId: number, searchText: string, signal?: AbortSignal): Promise<ShopProduct[]> {
  const text = searchText.trim() || 'ALL';
  return apiGet<ShopProduct[]>(`shop/products/${encodeURIComponent(accountId)}/${categoryId}/${encodeURIComponent(text)}`, { signal });
}

/** The products of a category and search; the previous list stays on screen while the next loads. */
export const useProducts = (accountId: string, categoryId: number, searchText: string) =>
  useQuery({
    queryKey: shopKeys.products(accountId, categoryId, searchText),
    // The query's signal cancels the request of a search the user has typed past.
    queryFn: ({ signal }) => getProducts(accountId, categoryId, searchText, signal),
    enabled: Boolean(accountId),
    placeholderData: keepPreviousData,
  });
