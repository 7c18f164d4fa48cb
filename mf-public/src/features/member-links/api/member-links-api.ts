import { apiGet, apiPost } from '@portal/shared';
import type { OverdueDetail, OverduePaid } from '@portal/shared/contracts';

export const getOverdue = (ref: string) => apiGet<OverdueDetail>('/public/member-payment-overdue', { searchParams: { ref } });
export const payOverdue = (ref: string, token: string, tokenReference: string, idempotencyKey: string) =>
  apiPost<OverduePaid>('/public/member-payment-overdue/pay-now', { ref, token, tokenReference }, { idempotencyKey });
export const postDeregister = (password: string) => apiPost<string>('/public/deregister', { password });
