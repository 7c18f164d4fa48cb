import { apiGet } from '@portal/shared';
import type { ShopCategory } from '@portal/shared/contracts';

/** GET /shop/categories/{accountId} */
export function getCategories(accountId: string): Promise<ShopCategory[]> {
  return apiGet<ShopCategory[]>(`shop/categories/${encodeURIComponent(accountId)}`);
}
