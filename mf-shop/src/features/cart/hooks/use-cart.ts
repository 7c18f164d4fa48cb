import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@portal/shared';
import type { CartSummary } from '@portal/shared/contracts';
import { getCartSummary } from '../api/get-cart-summary';

/** The signed-in user's priced cart; null while loading. */
export function useCart() {
  const memberNumber = useSession((s) => s.memberNumber);
  const userType = useSession((s) => s.userType);
  const [cart, setCart] = useState<CartSummary | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async (): Promise<CartSummary | null> => {
    if (!memberNumber || userType == null) return null;
    try {
      const next = await getCartSummary(memberNumber, userType);
      setCart(next);
      setFailed(false);
      return next;
    } catch {
      setFailed(true);
      return null;
    }
  }, [memberNumber, userType]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { cart, setCart, reload, failed, memberNumber, userType };
}
