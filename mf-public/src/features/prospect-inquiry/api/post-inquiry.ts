import { apiPost } from '@portal/shared';
import type { ProspectInquiryBody, PublicReceipt } from '@portal/shared/contracts';

export const postInquiry = (body: ProspectInquiryBody) => apiPost<PublicReceipt>('/public/prospect-inquiry', body);
