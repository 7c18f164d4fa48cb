import { useMutation } from '@tanstack/react-query';
import { announceChange, apiPost } from '@portal/shared';
import type { CartProductBody } from '@portal/shared/contracts';

/** POST /shop/remove-from-cart: the delete action. */
function removeFromCart(body: CartProductBody): Promise<'success'> {
  return apiPost<'success'>('shop/remove-from-cart', body);
}

/** removeFromCart announcing the change: the cart page, the header badge and the dashboard refresh. */
export const useRemoveFromCartMutation = () => useMutation({ mutationFn: removeFromCart, onSuccess: () => announceChange('cart') });
