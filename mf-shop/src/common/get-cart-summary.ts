import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { CartSummary } from '@portal/shared/contracts';
import { cartKeys } from './query-keys';

/** GET /shop/cart-summary/{memberNumber}/{userType}: the priced cart with the server's totals (the cart page and the checkout's review). */
function getCartSummary(memberNumber: string, userType: number): Promise<CartSummary> {
  return apiGet<CartSummary>(`shop/cart-summary/${encodeURIComponent(memberNumber)}/${userType}`);
}

export const cartSummaryQuery = (memberNumber: string | null, userType: number | null) =>
  queryOptions({
    queryKey: cartKeys.summary(memberNumber, userType),
    queryFn: () => getCartSummary(memberNumber ?? '', userType ?? 0),
    enabled: Boolean(memberNumber) && userType != null,
  });

export const useCartSummary = (memberNumber: string | null, userType: number | null) => useQuery(cartSummaryQuery(memberNumber, userType));
