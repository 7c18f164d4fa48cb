import { apiGet, apiPost } from '@portal/shared';
import type { SeriesSession, TimetableChangeResult } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { timetableKey } from './timetable-key';
import { useTimetableChange } from './get-series';

/** GET /timetable/series/{id}/sessions */
const getSeriesSessions = (seriesId: number) => apiGet<SeriesSession[]>(`timetable/series/${seriesId}/sessions`);
export const useSeriesSessions = (seriesId: number) =>
  useQuery({ queryKey: [...timetableKey, 'sessions', seriesId], queryFn: () => getSeriesSessions(seriesId) });

/** POST /timetable/sessions/{id}/cancel: as the desk cancels (members told). */
export const useCancelSessionMutation = () =>
  useTimetableChange((scheduleId: number) =>
    apiPost<TimetableChangeResult>(`timetable/sessions/${scheduleId}/cancel`, {}),
  );
