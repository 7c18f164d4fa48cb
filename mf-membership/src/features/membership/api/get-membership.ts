import { apiGet } from '@portal/shared';
import type { MembershipInfo } from '@portal/shared/contracts';

export const getMembership = (memberNumber: string) => apiGet<MembershipInfo | null>(`/membership/${encodeURIComponent(memberNumber)}`);
