// Typed fetchers of the personal-training endpoints.
import { apiGet, apiPost } from '@portal/shared';
import type { DurationOption, PtBookBody, PtBookingType, PtSubscription, Trainer, TrainerSearchBody } from '@portal/shared/contracts';

export const fetchPtBookingTypes = (clubId: number) => apiGet<PtBookingType[]>(`/pt/booking-types/${clubId}`);
export const fetchPtDurations = (bookingTypeId: number) => apiGet<DurationOption[]>(`/pt/duration/${bookingTypeId}`);
export const searchTrainers = (body: TrainerSearchBody) => apiPost<Trainer[]>('/pt/all-trainers-day', body);
export const bookPt = (body: PtBookBody) => apiPost<'success'>('/pt/book', body);
export const fetchPtSubscriptions = (memberNumber: string) =>
  apiGet<PtSubscription[]>(`/user/pt-subscription/${encodeURIComponent(memberNumber)}`);
