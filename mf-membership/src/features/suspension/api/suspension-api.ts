// One fetcher per suspension endpoint of the member's own membership (the club's reasons, freeze
// types and maximum days are common/freeze-form.tsx's).
import { apiDelete, apiGet, apiPost } from '@portal/shared';
import type { FreezeQuote, Suspension, SuspensionRequest } from '@portal/shared/contracts';

export const getSuspensions = (memberNumber: string) => apiGet<Suspension[]>(`/suspension/${encodeURIComponent(memberNumber)}`);
/** The freeze; a fee is charged once to the member's stored card (the attempt's Idempotency-Key). */
export const suspendMembership = (body: SuspensionRequest, idempotencyKey: string) => apiPost<string>('/suspension', body, { idempotencyKey, timeout: 30_000 });
export const unsuspendMembership = (memberNumber: string) => apiDelete<string>(`/suspension/${encodeURIComponent(memberNumber)}`);
/** What a freeze would do (or the rule it breaks). */
export const quoteFreeze = (body: SuspensionRequest) => apiPost<FreezeQuote>('/suspension/quote', body);
