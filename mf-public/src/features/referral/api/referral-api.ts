import { apiPost } from '@portal/shared';
import type { PublicReceipt, ReferralBody } from '@portal/shared/contracts';

export const postReferral = (body: ReferralBody) => apiPost<PublicReceipt>('/public/refer-a-friend', body);
