// Members' cancellations in the console: the list and the ADMIN's answer to a request. The answer
// changes a member's membership, so it is announced (their pages and the dashboard re-read).
import { announceChange, apiGet, apiPost } from '@portal/shared';
import type { CancellationDecision, ConsoleCancellation } from '@portal/shared/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';

const CANCELLATIONS_KEY = ['membership', 'club-cancellations'] as const;

const getCancellations = () => apiGet<ConsoleCancellation[]>('club-console/cancellations');
const decideCancellation = (id: number, body: CancellationDecision) => apiPost<ConsoleCancellation>(`club-console/cancellations/${id}/decision`, body);

export const useCancellations = () => useQuery({ queryKey: CANCELLATIONS_KEY, queryFn: getCancellations });

export function useDecideCancellation() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancellationDecision }) => decideCancellation(id, body),
    onSuccess: () => announceChange('membership'),
  });
}
