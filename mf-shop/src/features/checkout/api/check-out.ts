import { apiPost } from '@portal/shared';
import type { CheckoutBody, CheckoutPayload } from '@portal/shared/contracts';

/** POST /shop/check-out with an Idempotency-Key: the server prices and charges; no amount is sent. */
export function checkOut(body: CheckoutBody, idempotencyKey: string): Promise<CheckoutPayload> {
  return apiPost<CheckoutPayload>('shop/check-out', body, { idempotencyKey, timeout: 30_000 });
}
