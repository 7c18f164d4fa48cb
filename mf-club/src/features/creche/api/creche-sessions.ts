import { apiGet, apiPost } from '@portal/shared';
import type { CrecheSeriesSession, SchoolChangeResult } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useConsoleChange } from '../../../common/use-console-change';

const sessionsKey = (seriesId: number) => ['club', 'creche/series', seriesId, 'sessions'] as const;

/** GET /club-console/creche/series/{id}/sessions */
export const useCrecheSessions = (seriesId: number) =>
  useQuery({ queryKey: sessionsKey(seriesId), queryFn: () => apiGet<CrecheSeriesSession[]>(`club-console/creche/series/${seriesId}/sessions`) });

/** POST /club-console/creche/sessions/{id}/cancel: parents booked on it are told. */
export const useCancelCrecheSession = (seriesId: number) =>
  useConsoleChange((sessionId: number) => apiPost<SchoolChangeResult>(`club-console/creche/sessions/${sessionId}/cancel`, {}), sessionsKey(seriesId), 'bookings');
