import { apiDelete, apiPost, apiPut } from '@portal/shared';
import type { ClassSeries, ClassSeriesInput, TimetableChangeResult } from '@portal/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timetableKey } from './timetable-key';
import { useConsoleChange } from '../../../common/use-console-change';
import { useConsoleRead } from '../../../common/use-console-read';

interface ClassTypeOption {
  id: number;
  description: string;
}

const seriesKey = [...timetableKey, 'series'] as const;
const typesKey = [...timetableKey, 'class-types'] as const;

/** GET /timetable/series */
export const useSeries = () => useConsoleRead<ClassSeries[]>(seriesKey, 'timetable/series');

/** GET /timetable/class-types */
export const useClassTypes = () => useConsoleRead<ClassTypeOption[]>(typesKey, 'timetable/class-types');

/** POST /timetable/class-types: the club's type of that name (made when it has none). */
export function useAddClassTypeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (description: string) => apiPost<ClassTypeOption>('timetable/class-types', { description }),
    onSuccess: (made) =>
      client.setQueryData<ClassTypeOption[]>(typesKey, (old) =>
        old?.some((t) => t.id === made.id) ? old : [...(old ?? []), made],
      ),
  });
}

/** POST /timetable/series, or PUT /timetable/series/{id} from a date on. */
function saveSeries(input: ClassSeriesInput, change?: { id: number; fromDate: string }): Promise<ClassSeries> {
  return change
    ? apiPut<ClassSeries>(`timetable/series/${change.id}`, { ...input, fromDate: change.fromDate })
    : apiPost<ClassSeries>('timetable/series', input);
}

/** Members' class search and bookings change with the timetable. */
const useTimetableChange = <A, R>(fn: (args: A) => Promise<R>) => useConsoleChange(fn, timetableKey, 'bookings');

export const useSaveSeriesMutation = () =>
  useTimetableChange((a: { input: ClassSeriesInput; change?: { id: number; fromDate: string } }) =>
    saveSeries(a.input, a.change),
  );

/** DELETE /timetable/series/{id}: retire (booked sessions stay). */
export const useRetireSeriesMutation = () =>
  useTimetableChange((id: number) => apiDelete<TimetableChangeResult>(`timetable/series/${id}`));

export { useTimetableChange };
