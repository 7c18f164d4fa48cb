import { apiGet } from '@portal/shared';
import type { ServiceOption } from '@portal/shared/contracts';

export const getServiceOptions = (accountId: string) => apiGet<ServiceOption[]>(`/public/service-options/${encodeURIComponent(accountId)}`);
