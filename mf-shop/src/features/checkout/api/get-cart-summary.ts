import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { CartSummary } from '@portal/shared/contracts';
import { checkoutKeys } from './query-keys';

/** GET /shop/cart-summary/{memberNumber}/{userType}: what the review step lists. */
export function getCartSummary(memberNumber: string, userType: number): Promise<CartSummary> {
  return apiGet<CartSummary>(`shop/cart-summary/${encodeURIComponent(memberNumber)}/${userType}`);
}

export const checkoutSummaryQuery = (memberNumber: string | null, userType: number | null) =>
  queryOptions({
    queryKey: checkoutKeys.summary(memberNumber, userType),
    queryFn: () => getCartSummary(memberNumber ?? '', userType ?? 0),
    enabled: Boolean(memberNumber) && userType != null,
  });
