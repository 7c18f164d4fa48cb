import { apiGet } from '@portal/shared';
import type { MembershipType } from '@portal/shared/contracts';

export const getMembershipTypes = (clubId: number) => apiGet<MembershipType[]>(`/membership-types/${clubId}`);
