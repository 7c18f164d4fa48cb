import { apiPost } from '@portal/shared';
import type { ApplyVoucherBody, CartSummary } from '@portal/shared/contracts';

/** POST /shop/apply-voucher: the priced cart, or ApiError when the code is not valid. */
export function applyVoucher(body: ApplyVoucherBody): Promise<CartSummary> {
  return apiPost<CartSummary>('shop/apply-voucher', body);
}
