// One typed fetcher per student-class endpoint.
import { apiGet, apiPost } from '@portal/shared';
import type { CancelClassBody, SearchClassBody, StudentClassBooking, SwimReason } from '@portal/shared/contracts';

export const searchClasses = (body: SearchClassBody) => apiPost<StudentClassBooking[]>('/swim/search-class', body);
export const fetchReasons = () => apiGet<SwimReason[]>('/swim/reasons');
export const cancelClass = (body: CancelClassBody) => apiPost<string>('/swim/cancel-class', body);
/** Each student's booked lessons of the next four weeks (issue 20). */
export const fetchUpcomingLessons = () => apiGet<StudentClassBooking[]>('/portal/upcoming-lessons');
