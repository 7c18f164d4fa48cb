// Public settlement of a swim balance from a signed link (no sign-in).
import { apiGet, apiPost } from '@portal/shared';
import type { CouponResult, PayOutstandingPayload, SettleDetail, SettleOutstandingBody, SwimCouponBody } from '@portal/shared/contracts';

export const fetchSettleDetail = (reference: string) =>
  apiGet<SettleDetail>(`/swim/settle-outstanding-detail/${encodeURIComponent(reference)}`, { ignoreUnauthorized: true });
export const checkSwimCoupon = (body: SwimCouponBody) => apiPost<CouponResult>('/swim/swim-coupon-code', body);
export const settleOutstanding = (body: SettleOutstandingBody, idempotencyKey: string) =>
  apiPost<PayOutstandingPayload>('/swim/settle-outstanding', body, { idempotencyKey });
