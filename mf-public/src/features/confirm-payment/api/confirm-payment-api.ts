// The "confirm your payment" link's payment (public, signed reference) and the call that records
// how the member's confirm step ended (the server asks the gateway; the browser's word is not enough).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announceChange, apiGet, apiPost } from '@portal/shared';
import type { ConfirmPaymentPayload } from '@portal/shared/contracts';

const path = (ref: string) => `/payments/confirm/${encodeURIComponent(ref)}`;

// Not under a server root: the change this page announces must not refetch the link's own answer.
const confirmPaymentKey = (ref: string) => ['confirm-payment', ref] as const;

const fetchConfirmation = (ref: string) => apiGet<ConfirmPaymentPayload>(path(ref), { ignoreUnauthorized: true });

const postConfirmation = (ref: string, confirmation: string) =>
  apiPost<ConfirmPaymentPayload>(path(ref), { confirmation }, { ignoreUnauthorized: true });

export function useConfirmation(ref: string) {
  return useQuery({ queryKey: confirmPaymentKey(ref), queryFn: () => fetchConfirmation(ref), enabled: Boolean(ref), gcTime: 0, retry: false });
}

export function useCompleteConfirmation(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) => postConfirmation(ref, confirmation),
    onSuccess: (payload) => {
      client.setQueryData(confirmPaymentKey(ref), payload);
      // A member signed in elsewhere in this browser sees the payment settle (payments, dashboard).
      announceChange('membership');
    },
  });
}
