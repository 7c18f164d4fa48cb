import { apiGet } from '@portal/shared';
import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A console read: GET `path`, cached under `queryKey` (below the root its useConsoleChange writes
 * re-read); `enabled` false waits, for a read only some roles may make.
 */
export function useConsoleRead<T>(queryKey: QueryKey, path: string, enabled = true) {
  return useQuery({ queryKey, queryFn: () => apiGet<T>(path), enabled });
}
