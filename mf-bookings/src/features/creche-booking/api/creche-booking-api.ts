// Typed fetchers of the creche endpoints.
import { useQuery } from '@tanstack/react-query';
import { announceChange, apiGet, apiPost } from '@portal/shared';
import { crecheKeys } from './query-keys';
import type { ActiveAccount, BookResult, BookingSettings, CrecheBookBody, CrecheKid, CrecheSearchBody, CrecheSession } from '@portal/shared/contracts';

const fetchCrecheSettings = () => apiGet<BookingSettings>('/book-gym-session/settings');
const fetchCrecheClubs = () => apiGet<ActiveAccount[]>('/book-gym-session/active-accounts');
const fetchCrecheKids = (memberNumber: string) => apiGet<CrecheKid[]>(`/creche/kids/${encodeURIComponent(memberNumber)}`);
export const searchCrecheSessions = (body: CrecheSearchBody) => apiPost<CrecheSession[]>('/creche/search', body);
/** Books (or wait-lists) and tells every app (current bookings, dashboard). */
export const bookCreche = async (body: CrecheBookBody) => {
  const result = await apiPost<BookResult>('/creche/book', body);
  announceChange('bookings');
  return result;
};

export const useCrecheSettings = () => useQuery({ queryKey: crecheKeys.settings, queryFn: fetchCrecheSettings });
export const useCrecheClubs = () => useQuery({ queryKey: crecheKeys.clubs, queryFn: fetchCrecheClubs });
export const useCrecheKids = (memberNumber: string) =>
  useQuery({ queryKey: crecheKeys.kids(memberNumber), queryFn: () => fetchCrecheKids(memberNumber), enabled: Boolean(memberNumber) });
