// A member's privacy self-service: their data as a file, their account deletion request.
import { apiGet, apiPost } from '@portal/shared';
import type { PagePrefetchContext } from '@portal/shared/core';
import type { AccountDeletion, MyData } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const DELETION_KEY = ['account', 'deletion'] as const;

/** Saves everything the club holds about the member as my-data.json. */
export async function downloadMyData(): Promise<void> {
  const data = await apiGet<MyData>('privacy/my-data');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-data.json';
  link.click();
  URL.revokeObjectURL(url);
}

/** The same data as a readable PDF, saved by the browser from the server's answer. */
export const MY_DATA_PDF_URL = '/api/v1/privacy/my-data.pdf';

/** The deletion request's query, the same for the page and for its prefetch with the route (routes.tsx). */
const deletionQuery = { queryKey: DELETION_KEY, queryFn: () => apiGet<AccountDeletion>('privacy/account-deletion') };

export function useDeletionState() {
  return useQuery(deletionQuery);
}

export const prefetchDeletionState = ({ queryClient }: PagePrefetchContext) => queryClient.prefetchQuery(deletionQuery);

function useDeletionMutation<V>(call: (v: V) => Promise<AccountDeletion>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (data) => client.setQueryData(DELETION_KEY, data) });
}

export const useRequestDeletion = () => useDeletionMutation((password: string) => apiPost<AccountDeletion>('privacy/account-deletion', { password }));
export const useCancelDeletion = () => useDeletionMutation(() => apiPost<AccountDeletion>('privacy/account-deletion/cancel'));
