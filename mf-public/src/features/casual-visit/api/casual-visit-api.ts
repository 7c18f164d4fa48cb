import { apiGet, apiPost } from '@portal/shared';
import type { CasualVisitBody, CasualVisitInfo, CasualVisitReceipt, LookupOption } from '@portal/shared/contracts';

export const getCasualVisitInfo = (accountId: string) => apiGet<CasualVisitInfo>(`/public/casual-visit/${encodeURIComponent(accountId)}`);
export const getCasualVisitReasons = (accountId: string) => apiGet<LookupOption[]>(`/public/casual-visit-reasons/${encodeURIComponent(accountId)}`);
export const postCasualVisit = (body: CasualVisitBody, idempotencyKey: string) => apiPost<CasualVisitReceipt>('/public/casual-visit', body, { idempotencyKey });
