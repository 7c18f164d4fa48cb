import { apiPost } from '@portal/shared';
import type { PromoCheckPayload, PromoCheckRequest } from '@portal/shared/contracts';

export const checkPromo = (body: PromoCheckRequest) => apiPost<PromoCheckPayload>('/promo/check', body);
