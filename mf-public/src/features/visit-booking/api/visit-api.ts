import { apiGet, apiPost } from '@portal/shared';
import type { VisitBooked, VisitBookingBody, VisitKind, VisitSlot } from '@portal/shared/contracts';

export const getVisitSlots = (accountId: string, kind: VisitKind) => apiGet<VisitSlot[]>('/public/visit-slots', { searchParams: { accountId, kind } });
export const postVisitBooking = (body: VisitBookingBody) => apiPost<VisitBooked>('/public/book-visit', body);
