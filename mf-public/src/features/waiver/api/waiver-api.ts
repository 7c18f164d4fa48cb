import { apiGet, apiPost } from '@portal/shared';
import type { CasualVisitInfo, PublicReceipt, WaiverBody } from '@portal/shared/contracts';

export const getWaiverText = (accountId: string) => apiGet<CasualVisitInfo>(`/public/waiver-form/${encodeURIComponent(accountId)}`);
export const postWaiver = (body: WaiverBody) => apiPost<PublicReceipt>('/public/waiver-form', body);
