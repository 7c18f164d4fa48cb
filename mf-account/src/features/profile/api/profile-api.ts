import { apiGet, apiPost } from '@portal/shared';
import type { AvatarPayload, ProfilePayload, SaveProfileBody } from '@portal/shared/contracts';

const enc = encodeURIComponent;
/** Members: GET /profile/{memberNumber}/250/400; prospects (type 6): /prospect-profile/... */
export const fetchProfile = (memberNumber: string, prospect: boolean) =>
  apiGet<ProfilePayload>(`/${prospect ? 'prospect-profile' : 'profile'}/${enc(memberNumber)}/250/400`);
export const saveProfile = (body: SaveProfileBody, prospect: boolean) =>
  apiPost<string>(prospect ? '/prospect-profile' : '/profile', body);
export const uploadAvatar = (image: string) => apiPost<AvatarPayload>('/profile/avatar', { image });
