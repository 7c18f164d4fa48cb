// Typed fetchers of the personal-training endpoints.
import { useQuery } from '@tanstack/react-query';
import { announceChange, apiGet, apiPost } from '@portal/shared';
import { ptKeys } from './query-keys';
import type { DurationOption, PtBookBody, PtBookingType, PtSubscription, Trainer, TrainerSearchBody } from '@portal/shared/contracts';

const fetchPtBookingTypes = (clubId: number) => apiGet<PtBookingType[]>(`/pt/booking-types/${clubId}`);
const fetchPtDurations = (bookingTypeId: number) => apiGet<DurationOption[]>(`/pt/duration/${bookingTypeId}`);
export const searchTrainers = (body: TrainerSearchBody) => apiPost<Trainer[]>('/pt/all-trainers-day', body);
/** Books a session and tells every app (current bookings, dashboard). */
export const bookPt = async (body: PtBookBody) => {
  const answer = await apiPost<'success'>('/pt/book', body);
  announceChange('bookings');
  return answer;
};
export const fetchPtSubscriptions = (memberNumber: string) =>
  apiGet<PtSubscription[]>(`/user/pt-subscription/${encodeURIComponent(memberNumber)}`);

export const usePtBookingTypes = (clubId: number | null) =>
  useQuery({ queryKey: ptKeys.types(clubId), queryFn: () => fetchPtBookingTypes(clubId ?? 0), enabled: Boolean(clubId) });

export const usePtDurations = (bookingTypeId: number | null) =>
  useQuery({ queryKey: ptKeys.durations(bookingTypeId ?? 0), queryFn: () => fetchPtDurations(bookingTypeId ?? 0), enabled: bookingTypeId !== null });
