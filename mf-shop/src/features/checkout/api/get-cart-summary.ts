import { queryOptions } from '@tanstack/react-query';
import { getCartSummary } from '../../cart/api/get-cart-summary';
import { checkoutKeys } from './query-keys';

/** What the review step lists: the cart's summary (the cart's fetcher), cached under the checkout's own key. */
export const checkoutSummaryQuery = (memberNumber: string | null, userType: number | null) =>
  queryOptions({
    queryKey: checkoutKeys.summary(memberNumber, userType),
    queryFn: () => getCartSummary(memberNumber ?? '', userType ?? 0),
    enabled: Boolean(memberNumber) && userType != null,
  });
