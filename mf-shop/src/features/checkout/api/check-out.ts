import { useMutation } from '@tanstack/react-query';
import { announceChange, apiPost } from '@portal/shared';
import type { CheckoutBody, CheckoutPayload } from '@portal/shared/contracts';

/** POST /shop/check-out with an Idempotency-Key: the server prices and charges; no amount is sent. */
function checkOut(body: CheckoutBody, idempotencyKey: string): Promise<CheckoutPayload> {
  return apiPost<CheckoutPayload>('shop/check-out', body, { idempotencyKey, timeout: 30_000 });
}

/** The payment; a success announces the cart change (the header badge and the dashboard refresh). */
export const useCheckOutMutation = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CheckoutBody; idempotencyKey: string }) => checkOut(body, idempotencyKey),
    onSuccess: () => announceChange('cart'),
  });
