// The signed-in user's passkeys and sessions: fetchers, query keys, hooks and mutations. Only the
// profile's sign-in section reads them, so the keys are this section's own; a change re-reads them.
// @simplewebauthn/browser is fetched when a passkey is added, never with the page.
import { apiDelete, apiGet, apiPost } from '@portal/shared';
import type { MySession, Passkey } from '@portal/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const signInSecurityKeys = {
  passkeys: ['account', 'passkeys'] as const,
  sessions: ['account', 'sessions'] as const,
};

const fetchPasskeys = () => apiGet<Passkey[]>('/account/passkeys');
const fetchSessions = () => apiGet<MySession[]>('/account/sessions');

export const usePasskeys = () => useQuery({ queryKey: signInSecurityKeys.passkeys, queryFn: fetchPasskeys });
export const useMySessions = () => useQuery({ queryKey: signInSecurityKeys.sessions, queryFn: fetchSessions });

/** The browser's passkey prompt, between the server's options and the server's check. */
async function addPasskey(): Promise<Passkey> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await apiPost<Parameters<typeof startRegistration>[0]['optionsJSON']>('/account/passkeys/options');
  const response = await startRegistration({ optionsJSON });
  return apiPost<Passkey>('/account/passkeys', { response });
}

function useRefetchOnSuccess<A, R>(key: readonly string[], mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useAddPasskeyMutation = () => useRefetchOnSuccess(signInSecurityKeys.passkeys, (_: void) => addPasskey());
export const useRemovePasskeyMutation = () =>
  useRefetchOnSuccess(signInSecurityKeys.passkeys, (id: number) => apiDelete<string>(`/account/passkeys/${id}`));
export const useEndSessionMutation = () =>
  useRefetchOnSuccess(signInSecurityKeys.sessions, (id: string) => apiDelete<string>(`/account/sessions/${encodeURIComponent(id)}`));
export const useEndOtherSessionsMutation = () =>
  useRefetchOnSuccess(signInSecurityKeys.sessions, (_: void) => apiPost<{ ended: number }>('/account/sessions/end-others'));
