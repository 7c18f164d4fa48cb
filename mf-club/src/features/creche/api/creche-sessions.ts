import { announceChange, apiGet, apiPost } from '@portal/shared';
import type { CrecheSeriesSession, SchoolChangeResult } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const sessionsKey = (seriesId: number) => ['club', 'creche/series', seriesId, 'sessions'] as const;

/** GET /club-console/creche/series/{id}/sessions */
export const useCrecheSessions = (seriesId: number) =>
  useQuery({ queryKey: sessionsKey(seriesId), queryFn: () => apiGet<CrecheSeriesSession[]>(`club-console/creche/series/${seriesId}/sessions`) });

/** POST /club-console/creche/sessions/{id}/cancel: parents booked on it are told. */
export function useCancelCrecheSession(seriesId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => apiPost<SchoolChangeResult>(`club-console/creche/sessions/${sessionId}/cancel`, {}),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: sessionsKey(seriesId) });
      announceChange('bookings');
    },
  });
}
