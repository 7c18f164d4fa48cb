import { useMutation } from '@tanstack/react-query';
import { announceChange, apiPost } from '@portal/shared';
import type { CartProductBody } from '@portal/shared/contracts';

/** POST /shop/minus-to-cart: one fewer; the line goes at zero. */
function minusToCart(body: CartProductBody): Promise<'success'> {
  return apiPost<'success'>('shop/minus-to-cart', body);
}

/** minusToCart announcing the change: the cart page, the header badge and the dashboard refresh. */
export const useMinusToCartMutation = () => useMutation({ mutationFn: minusToCart, onSuccess: () => announceChange('cart') });
