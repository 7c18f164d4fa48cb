// The club a public page names in its link: its name, contact and zone. Public pages count days on
// the club's calendar (the server refuses a day before the club's today), never the device's.
import { useQuery } from '@tanstack/react-query';
import { apiGet, clubToday } from '@portal/shared';
import type { PublicClub } from '@portal/shared/contracts';

const publicClubKeys = { club: (accountId: string) => ['public', 'club', accountId] as const };

const getPublicClub = (accountId: string) => apiGet<PublicClub>(`/public/club/${encodeURIComponent(accountId)}`);

export function usePublicClub(accountId: string) {
  return useQuery({ queryKey: publicClubKeys.club(accountId), queryFn: () => getPublicClub(accountId), enabled: Boolean(accountId), staleTime: 5 * 60_000 });
}

/** The club's today, 'YYYY-MM-DD', once its zone is known (null until then). */
export function usePublicClubToday(accountId: string): string | null {
  const zone = usePublicClub(accountId).data?.timeZone;
  return zone ? clubToday(zone) : null;
}
