import { apiPost } from '@portal/shared';
import type { CartProductBody } from '@portal/shared/contracts';

/** POST /shop/remove-from-cart: the delete action. */
export function removeFromCart(body: CartProductBody): Promise<'success'> {
  return apiPost<'success'>('shop/remove-from-cart', body);
}
