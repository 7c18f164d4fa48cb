// Typed fetchers of the group-class endpoints (one per endpoint).
import { announceChange, apiGet, apiPost } from '@portal/shared';
import type { ActiveAccount, BookClassBody, BookResult, BookingSettings, ClassSearchBody, ClassType, GroupClass } from '@portal/shared/contracts';

export const fetchBookingSettings = () => apiGet<BookingSettings>('/book-gym-session/settings');
export const fetchActiveAccounts = () => apiGet<ActiveAccount[]>('/book-gym-session/active-accounts');
export const fetchClassTypes = () => apiGet<ClassType[]>('/book-gym-session/class-types-filter-option');
export const searchClasses = (body: ClassSearchBody) => apiPost<GroupClass[]>('/book-gym-session/search', body);
/** Books (or wait-lists) and tells every app (current bookings, dashboard). */
export const bookClass = async (body: BookClassBody) => {
  const result = await apiPost<BookResult>('/book-gym-session/book', body);
  announceChange('bookings');
  return result;
};
