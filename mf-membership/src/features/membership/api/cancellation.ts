// Cancel online: the panel (open cancellation or today's quote), confirm and withdraw. Every date
// and amount shown is the server's; a write re-reads every membership page and the dashboard.
import { announceChange, apiDelete, apiGet, apiPost, useSession } from '@portal/shared';
import type { Cancellation, CancellationPanel, CancelMembershipRequest } from '@portal/shared/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { membershipKeys } from '../../../common/query-keys';

const getCancellation = (memberNumber: string) => apiGet<CancellationPanel>(`/cancellation/${encodeURIComponent(memberNumber)}`);
const cancelMembership = (body: CancelMembershipRequest) => apiPost<Cancellation>('/cancellation', body);
const withdrawCancellation = (memberNumber: string) => apiDelete<Cancellation>(`/cancellation/${encodeURIComponent(memberNumber)}`);

export function useCancellation(enabled: boolean) {
  const memberNumber = useSession((s) => s.memberNumber);
  return useQuery({
    queryKey: membershipKeys.cancellation(memberNumber),
    queryFn: () => getCancellation(memberNumber ?? ''),
    enabled: enabled && Boolean(memberNumber),
  });
}

export function useCancelMembership() {
  const userId = useSession((s) => s.user?.userId ?? 0);
  return useMutation({
    mutationFn: (reason: string) => cancelMembership({ userId, reason }),
    onSuccess: () => announceChange('membership'),
  });
}

export function useWithdrawCancellation() {
  const memberNumber = useSession((s) => s.memberNumber);
  return useMutation({
    mutationFn: () => withdrawCancellation(memberNumber ?? ''),
    onSuccess: () => announceChange('membership'),
  });
}
