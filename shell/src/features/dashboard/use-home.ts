import { useQuery } from '@tanstack/react-query';
import type { MemberHome } from '@portal/shared/contracts';
import { serverKeys } from '@portal/shared/query';
import { fetchHome } from './home-api';

export type HomeState = { status: 'loading' } | { status: 'ready'; home: MemberHome } | { status: 'error' };

/**
 * GET /portal/home through the query cache: cached between visits (staleTime), and refreshed when
 * a remote announces a change it summarises (serverKeys.home, the event bridge).
 */
export function useHome(userId: number | undefined): HomeState {
  const query = useQuery({ queryKey: [...serverKeys.home, userId], queryFn: fetchHome, enabled: userId !== undefined });
  if (query.data) return { status: 'ready', home: query.data };
  if (query.isError) return { status: 'error' };
  return { status: 'loading' };
}
