import { useMutation } from '@tanstack/react-query';
import { announceChange, apiPost } from '@portal/shared';
import type { AddToCartBody } from '@portal/shared/contracts';

/** POST /shop/add-to-cart (a product from the shop, the cart's plus, the /shopping-cart/:number product): answers 'success' or throws ApiError with the server message. */
function addToCart(body: AddToCartBody): Promise<'success'> {
  return apiPost<'success'>('shop/add-to-cart', body);
}

/** addToCart announcing the change: the cart and checkout, the header badge and the dashboard refresh. */
export const useAddToCartMutation = () => useMutation({ mutationFn: addToCart, onSuccess: () => announceChange('cart') });
