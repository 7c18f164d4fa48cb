import { apiDelete, apiGet } from '@portal/shared';
import type { MemberKid } from '@portal/shared/contracts';

export const fetchKids = (memberNumber: string) => apiGet<MemberKid[]>(`/member-kids/${encodeURIComponent(memberNumber)}`);
export const deleteKid = (id: number) => apiDelete<string>(`/member-kids/${id}`);
