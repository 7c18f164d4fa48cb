// One typed fetcher per outstanding-balance endpoint.
import { apiGet, apiPost } from '@portal/shared';
import type {
  CouponResult,
  OutstandingStudentRow,
  PayOutstandingBody,
  PayOutstandingPayload,
  ValidateCouponBody,
} from '@portal/shared/contracts';

export const fetchOutstanding = () => apiGet<OutstandingStudentRow[]>('/swim/outstanding');

export const validateCoupon = (body: ValidateCouponBody) => apiPost<CouponResult>('/swim/validate-coupon', body);

/** A fresh Idempotency-Key per attempt unless the caller retries the same attempt. */
export const payOutstanding = (body: PayOutstandingBody, idempotencyKey: string) =>
  apiPost<PayOutstandingPayload>('/swim/pay-outstanding', body, { idempotencyKey });
