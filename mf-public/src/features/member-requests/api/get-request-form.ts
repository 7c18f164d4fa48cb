import { apiGet } from '@portal/shared';
import type { MemberRequestForm } from '@portal/shared/contracts';

export const getRequestForm = (kind: 'suspension' | 'cancellation', query: Record<string, string>) =>
  apiGet<MemberRequestForm>(`/public/member-request/${kind}`, { searchParams: query });
