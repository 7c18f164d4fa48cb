import { announceChange, apiDelete, apiGet, apiPost, apiPut, type ServerDomain } from '@portal/shared';
import type { RemovalResult } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * One list of the club console's catalogue (membership types, add-ons, promo codes, vouchers,
 * categories, products, staff): its read, its create-or-update and its removal, each write ending
 * in announceChange so members' pages read the change at once. `path` is under /club-console.
 */
export function useCatalogue<Row extends { id: number }, Input>(path: string, domain: ServerDomain, alsoRefresh: string[] = []) {
  const client = useQueryClient();
  const key = ['club', path] as const;
  const list = useQuery({ queryKey: key, queryFn: () => apiGet<Row[]>(`club-console/${path}`) });
  const refresh = async () => {
    await Promise.all([key, ...alsoRefresh.map((p) => ['club', p] as const)].map((k) => client.invalidateQueries({ queryKey: k })));
    announceChange(domain);
  };
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: Input }) =>
      id ? apiPut<Row>(`club-console/${path}/${id}`, input) : apiPost<Row>(`club-console/${path}`, input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiDelete<RemovalResult>(`club-console/${path}/${id}`),
    onSuccess: refresh,
  });
  return { list, save, remove, refresh };
}
