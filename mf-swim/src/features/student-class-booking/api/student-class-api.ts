// One typed fetcher per student-class endpoint.
import { apiGet, apiPost, announceChange } from '@portal/shared';
import type { CancelClassBody, SearchClassBody, StudentClassBooking, SwimReason } from '@portal/shared/contracts';

export const searchClasses = (body: SearchClassBody) => apiPost<StudentClassBooking[]>('/swim/search-class', body);
export const fetchReasons = () => apiGet<SwimReason[]>('/swim/reasons');
/** Cancels a lesson and tells every app (upcoming lessons, make-up credits, dashboard). */
export const cancelClass = async (body: CancelClassBody) => {
  const message = await apiPost<string>('/swim/cancel-class', body);
  announceChange('bookings');
  return message;
};
/** Each student's booked lessons of the next four weeks. */
export const fetchUpcomingLessons = () => apiGet<StudentClassBooking[]>('/portal/upcoming-lessons');
