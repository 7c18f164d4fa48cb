import { apiGet } from '@portal/shared';
import type { ClubSocialPayload } from '@portal/shared/contracts';

export const fetchClubSocial = (clubId: number) => apiGet<ClubSocialPayload>(`/club/social/${clubId}`);
