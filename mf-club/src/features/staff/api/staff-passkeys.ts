// The club's rule that its staff sign in with a passkey: fetcher, key, hook and mutation.
import { apiGet, apiPut } from '@portal/shared';
import type { StaffPasskeyPolicy } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const STAFF_PASSKEYS_KEY = ['club', 'staff-passkeys'] as const;

export const useStaffPasskeyPolicy = () =>
  useQuery({ queryKey: STAFF_PASSKEYS_KEY, queryFn: () => apiGet<StaffPasskeyPolicy>('club-console/staff-passkeys') });

export function useStaffPasskeyPolicyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: StaffPasskeyPolicy) => apiPut<StaffPasskeyPolicy>('club-console/staff-passkeys', policy),
    // The console's own setting: no member page reads it, so nothing to announce.
    onSuccess: (policy) => client.setQueryData(STAFF_PASSKEYS_KEY, policy),
  });
}
