import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@portal/shared';
import type { CartSummary } from '@portal/shared/contracts';
import { cartSummaryQuery, useCartSummary } from '../../../common/get-cart-summary';

/** The signed-in user's priced cart (the query cache's); null while loading. */
export function useCart() {
  const memberNumber = useSession((s) => s.memberNumber);
  const userType = useSession((s) => s.userType);
  const client = useQueryClient();
  const query = useCartSummary(memberNumber, userType);

  /** Puts a priced cart the server answered (a voucher applied) straight into the cache. */
  const setCart = useCallback(
    (cart: CartSummary) => client.setQueryData(cartSummaryQuery(memberNumber, userType).queryKey, cart),
    [client, memberNumber, userType],
  );

  /** The cart as the server has it now; joins a refetch already under way (an invalidation). */
  const reload = useCallback(async (): Promise<CartSummary | null> => {
    if (!memberNumber || userType == null) return null;
    try {
      return await client.fetchQuery({ ...cartSummaryQuery(memberNumber, userType), staleTime: 0 });
    } catch {
      return null;
    }
  }, [client, memberNumber, userType]);

  return { cart: query.data ?? null, setCart, reload, failed: query.isError, memberNumber, userType };
}
