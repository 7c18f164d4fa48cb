import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { ShopCategory } from '@portal/shared/contracts';
import { shopKeys } from './query-keys';

/** GET /shop/categories/{accountId} */
function getCategories(accountId: string): Promise<ShopCategory[]> {
  return apiGet<ShopCategory[]>(`shop/categories/${encodeURIComponent(accountId)}`);
}

export const useCategories = (accountId: string) =>
  useQuery({ queryKey: shopKeys.categories(accountId), queryFn: () => getCategories(accountId), enabled: Boolean(accountId) });
