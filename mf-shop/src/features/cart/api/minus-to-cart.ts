import { apiPost } from '@portal/shared';
import type { CartProductBody } from '@portal/shared/contracts';

/** POST /shop/minus-to-cart: one fewer; the line goes at zero. */
export function minusToCart(body: CartProductBody): Promise<'success'> {
  return apiPost<'success'>('shop/minus-to-cart', body);
}
