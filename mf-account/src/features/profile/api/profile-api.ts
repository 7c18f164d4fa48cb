// From the core entry: the route list imports profileQuery, and runs before the full barrel has arrived.
import { apiGet, apiPost, isProspect, type PagePrefetchContext, type SessionUser } from '@portal/shared/core';
import type { AvatarPayload, ProfilePayload, SaveProfileBody } from '@portal/shared/contracts';

const enc = encodeURIComponent;
/** Members: GET /profile/{memberNumber}/250/400; prospects (type 6): /prospect-profile/... */
const fetchProfile = (memberNumber: string, prospect: boolean) =>
  apiGet<ProfilePayload>(`/${prospect ? 'prospect-profile' : 'profile'}/${enc(memberNumber)}/250/400`);
export const saveProfile = (body: SaveProfileBody, prospect: boolean) =>
  apiPost<string>(prospect ? '/prospect-profile' : '/profile', body);
export const uploadAvatar = (image: string) => apiPost<AvatarPayload>('/profile/avatar', { image });

/** The profile's query, the same for the page and for its prefetch with the route (routes.tsx). */
export const profileQuery = (user: Pick<SessionUser, 'memberNumber' | 'userType'> | null) => {
  const prospect = isProspect(user);
  return {
    queryKey: ['profile', user?.memberNumber ?? null, prospect] as const,
    queryFn: () => fetchProfile(user?.memberNumber ?? '', prospect),
  };
};

export const prefetchProfile = ({ queryClient, user }: PagePrefetchContext) => queryClient.prefetchQuery(profileQuery(user));
