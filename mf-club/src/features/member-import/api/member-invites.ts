// Invitations to the imported members (ADMIN): their states and a new batch run.
import { apiGet, apiPost } from '@portal/shared';
import type { InviteRequest, MemberInvites } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const INVITES_KEY = ['club', 'member-invites'] as const;

/** Polled every 10 s while batches are scheduled: the counts move as each batch goes. */
export function useInvites() {
  return useQuery({
    queryKey: INVITES_KEY,
    queryFn: () => apiGet<MemberInvites>('club-console/member-invites'),
    refetchInterval: (query) => ((query.state.data?.scheduled ?? 0) > 0 ? 10_000 : false),
  });
}

export function useInviteMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRequest) => apiPost<MemberInvites>('club-console/member-invites', body),
    onSuccess: (data) => client.setQueryData(INVITES_KEY, data),
  });
}
