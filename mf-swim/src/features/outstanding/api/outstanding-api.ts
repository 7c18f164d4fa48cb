// One typed fetcher per outstanding-balance endpoint.
import { queryOptions } from '@tanstack/react-query';
import { announceChange, apiGet, apiPost } from '@portal/shared';
import type {
  CouponResult,
  OutstandingStudentRow,
  PayOutstandingBody,
  PayOutstandingPayload,
  ValidateCouponBody,
} from '@portal/shared/contracts';
import { outstandingKeys } from './query-keys';

const fetchOutstanding = () => apiGet<OutstandingStudentRow[]>('/swim/outstanding');
export const outstandingQuery = queryOptions({ queryKey: outstandingKeys.list, queryFn: fetchOutstanding });

export const validateCoupon = (body: ValidateCouponBody) => apiPost<CouponResult>('/swim/validate-coupon', body);

/** A fresh Idempotency-Key per attempt unless the caller retries the same attempt. */
export const payOutstanding = async (body: PayOutstandingBody, idempotencyKey: string) => {
  const paid = await apiPost<PayOutstandingPayload>('/swim/pay-outstanding', body, { idempotencyKey });
  // The dues changed: the shell's bell, the dashboard and every list of dues re-read.
  announceChange('outstanding');
  return paid;
};
