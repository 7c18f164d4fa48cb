import { apiGet } from '@portal/shared';
import type { ClubInfoPayload } from '@portal/shared/contracts';

export const fetchClubInfo = () => apiGet<ClubInfoPayload>('/club/info');
