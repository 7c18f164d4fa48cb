import { announceChange, type ServerDomain } from '@portal/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A console write: after it succeeds the console re-reads what is under `queryKey`, and members'
 * apps of `domain` hear the change (announceChange) and re-read theirs.
 */
export function useConsoleChange<A, R>(fn: (args: A) => Promise<R>, queryKey: QueryKey, domain: ServerDomain) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey });
      announceChange(domain);
    },
  });
}
