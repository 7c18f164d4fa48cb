// Typed fetchers of the creche endpoints.
import { apiGet, apiPost } from '@portal/shared';
import type { ActiveAccount, BookResult, BookingSettings, CrecheBookBody, CrecheKid, CrecheSearchBody, CrecheSession } from '@portal/shared/contracts';

export const fetchCrecheSettings = () => apiGet<BookingSettings>('/book-gym-session/settings');
export const fetchCrecheClubs = () => apiGet<ActiveAccount[]>('/book-gym-session/active-accounts');
export const fetchCrecheKids = (memberNumber: string) => apiGet<CrecheKid[]>(`/creche/kids/${encodeURIComponent(memberNumber)}`);
export const searchCrecheSessions = (body: CrecheSearchBody) => apiPost<CrecheSession[]>('/creche/search', body);
export const bookCreche = (body: CrecheBookBody) => apiPost<BookResult>('/creche/book', body);
