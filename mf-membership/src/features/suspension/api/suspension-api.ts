// One fetcher per suspension endpoint.
import { apiDelete, apiGet, apiPost } from '@portal/shared';
import type { FreezeQuote, FreezeType, Suspension, SuspensionReason, SuspensionRequest } from '@portal/shared/contracts';

export const getSuspensionReasons = () => apiGet<SuspensionReason[]>('/suspension/reasons');
export const getMaxSuspensionDays = (memberNumber: string) =>
  apiGet<{ maxSuspensionDays: number }>(`/suspension/max-days/${encodeURIComponent(memberNumber)}`);
export const getSuspensions = (memberNumber: string) => apiGet<Suspension[]>(`/suspension/${encodeURIComponent(memberNumber)}`);
export const suspendMembership = (body: SuspensionRequest) => apiPost<string>('/suspension', body);
export const unsuspendMembership = (memberNumber: string) => apiDelete<string>(`/suspension/${encodeURIComponent(memberNumber)}`);
/** The club's freeze types (none: the club's maximum days apply), and what a freeze would do. */
export const getFreezeTypes = () => apiGet<FreezeType[]>('/suspension/freeze-types');
export const quoteFreeze = (body: SuspensionRequest) => apiPost<FreezeQuote>('/suspension/quote', body);
