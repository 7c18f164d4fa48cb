import { apiPost } from '@portal/shared';
import type { GuarantorBody, PublicReceipt } from '@portal/shared/contracts';

export const postGuarantor = (body: GuarantorBody) => apiPost<PublicReceipt>('/public/guarantor-form', body);
