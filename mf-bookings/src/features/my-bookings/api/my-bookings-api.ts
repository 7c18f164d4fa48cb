// Typed fetchers of the my-bookings and calendar endpoints.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announceChange, apiDelete, apiGet, apiPost } from '@portal/shared';
import { myBookingsKeys } from './query-keys';
import type { BookResult, BookClassBody, BookingItem, BookingKind, CalendarFeed, CancellationTerms } from '@portal/shared/contracts';

export type When = 'current' | 'past';

export const fetchBookings = (when: When, kind: BookingKind, memberNumber: string) =>
  apiGet<BookingItem[]>(`/bookings/${when}/${kind}/${encodeURIComponent(memberNumber)}`);
/** What cancelling now costs (late fee, pack session), shown before the member confirms. */
export const fetchCancellationTerms = (kind: BookingKind, id: number) => apiGet<CancellationTerms>(`/bookings/${kind}/${id}/cancellation`);
export const cancelClassBooking = (id: number) => apiPost<'success'>(`/bookings/class/${id}/cancel`);
export const forceCancelClassBooking = (id: number) => apiPost<'success'>(`/bookings/class/${id}/force-cancel`);
export const cancelPtBooking = (id: number) => apiDelete<'success'>(`/bookings/pt/${id}`);
export const cancelCrecheBooking = (id: number) => apiPost<'success'>(`/creche/bookings/${id}/cancel`);
export const waitingToBook = (id: number, kind: 'class' | 'creche') =>
  apiPost<'success'>(`/bookings/waiting-to-book/${id}`, undefined, { searchParams: { kind } });
export const fetchCalendarFeed = () => apiGet<CalendarFeed>('/calendar/feed');
export const useCalendarFeed = () => useQuery({ queryKey: myBookingsKeys.calendarFeed, queryFn: fetchCalendarFeed });
/** A new private feed URL; calendars still polling the old one get nothing from now on. */
export const resetCalendarFeed = () => apiPost<CalendarFeed>('/calendar/feed/reset');
export function useResetCalendarFeedMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => {
      client.setQueryData(myBookingsKeys.calendarFeed, feed);
      // The feed is this page's alone: no other app's data changed, the bookings root is the nearest.
      announceChange('bookings');
    },
  });
}
/** Books the group-class selection saved on the public timetable before sign-in. */
export const bookPendingClass = async (body: BookClassBody) => {
  const result = await apiPost<BookResult>('/book-gym-session/book', body);
  announceChange('bookings');
  return result;
};
/** Address of a booking's .ics download (a plain link: the browser sends the session cookie). */
export const icsUrl = (apiBase: string, id: number, kind: BookingKind) =>
  `${apiBase.replace(/\/+$/, '')}/bookings/${id}/ics?kind=${kind}`;
