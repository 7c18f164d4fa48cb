import { apiGet, apiPost } from '@portal/shared';
import type { GuardianProfilePayload, SaveGuardianProfileBody } from '@portal/shared/contracts';

export const fetchGuardianProfile = (memberNumber: string) =>
  apiGet<GuardianProfilePayload>(`/student-guardian-profile/${encodeURIComponent(memberNumber)}`);
export const saveGuardianProfile = (body: SaveGuardianProfileBody) => apiPost<string>('/student-guardian-profile', body);
