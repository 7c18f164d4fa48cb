import { apiPost } from '@portal/shared';
import type { MemberRequestBody, PublicReceipt } from '@portal/shared/contracts';

export const postRequest = (kind: 'suspension' | 'cancellation', body: MemberRequestBody) =>
  apiPost<PublicReceipt>(`/public/member-request/${kind}`, body);
