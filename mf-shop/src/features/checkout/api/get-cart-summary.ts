import { apiGet } from '@portal/shared';
import type { CartSummary } from '@portal/shared/contracts';

/** GET /shop/cart-summary/{memberNumber}/{userType}: what the review step lists. */
export function getCartSummary(memberNumber: string, userType: number): Promise<CartSummary> {
  return apiGet<CartSummary>(`shop/cart-summary/${encodeURIComponent(memberNumber)}/${userType}`);
}
