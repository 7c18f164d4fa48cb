// One fetcher per suspension endpoint.
import { apiDelete, apiGet, apiPost } from '@portal/shared';
import type { Suspension, SuspensionReason, SuspensionRequest } from '@portal/shared/contracts';

export const getSuspensionReasons = () => apiGet<SuspensionReason[]>('/suspension/reasons');
export const getMaxSuspensionDays = (memberNumber: string) =>
  apiGet<{ maxSuspensionDays: number }>(`/suspension/max-days/${encodeURIComponent(memberNumber)}`);
export const getSuspensions = (memberNumber: string) => apiGet<Suspension[]>(`/suspension/${encodeURIComponent(memberNumber)}`);
export const suspendMembership = (body: SuspensionRequest) => apiPost<string>('/suspension', body);
export const unsuspendMembership = (memberNumber: string) => apiDelete<string>(`/suspension/${encodeURIComponent(memberNumber)}`);
