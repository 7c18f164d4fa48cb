import { apiDelete, apiGet, apiPost } from '@portal/shared';
import type { Closure, ClosureInput, ClosureResult, TimetableChangeResult } from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { timetableKey } from './timetable-key';
import { useTimetableChange } from './get-series';

/** GET /timetable/closures */
const getClosures = () => apiGet<Closure[]>('timetable/closures');
export const useClosures = () => useQuery({ queryKey: [...timetableKey, 'closures'], queryFn: getClosures });

/** POST /timetable/closures: that day's sessions cancelled, members told. */
export const useAddClosureMutation = () =>
  useTimetableChange((input: ClosureInput) => apiPost<ClosureResult>('timetable/closures', input));
/** DELETE /timetable/closures/{id}: the day reopens. */
export const useRemoveClosureMutation = () =>
  useTimetableChange((id: number) => apiDelete<TimetableChangeResult>(`timetable/closures/${id}`));
