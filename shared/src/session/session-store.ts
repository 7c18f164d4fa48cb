import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { ClubTheme, SessionUser } from './types';
import { USER_TYPE_GUARDIAN, USER_TYPE_PROSPECT } from './types';
import { DEFAULT_CLIENT_API_URL, SESSION_STORAGE_KEY } from './session-keys';

export { DEFAULT_CLIENT_API_URL, SESSION_STORAGE_KEY };

export interface SessionState {
  user: SessionUser | null;
  theme: ClubTheme | null;
  clientApiUrl: string;
  accountId: string | null;
  voucherCode: string | null;
  urlAfterLogout: string | null;
  // Derived from `user`, kept as fields so selectors stay cheap and stable.
  memberNumber: string | null;
  clubId: number | null;
  userType: number | null;

  signedIn: (user: SessionUser, theme: ClubTheme | null, clientApiUrl?: string) => void;
  setUser: (user: SessionUser) => void;
  setTheme: (theme: ClubTheme | null) => void;
  setVoucherCode: (code: string | null) => void;
  setUrlAfterLogout: (url: string | null) => void;
  setAccountId: (accountId: string | null) => void;
  signedOut: () => void;
}

type PersistedSession = Pick<SessionState, 'clientApiUrl' | 'accountId' | 'voucherCode' | 'urlAfterLogout'>;

const derived = (user: SessionUser | null) => ({
  memberNumber: user?.memberNumber ?? null,
  clubId: user?.clubId ?? null,
  userType: user?.userType ?? null,
});

const initialData = {
  user: null,
  theme: null,
  clientApiUrl: DEFAULT_CLIENT_API_URL,
  accountId: null,
  voucherCode: null,
  urlAfterLogout: null,
  ...derived(null),
};

// Falls back to an in-memory storage where sessionStorage is missing (server-side tests).
const storage = createJSONStorage<PersistedSession>(() =>
  typeof sessionStorage === 'undefined' ? memoryStorage() : sessionStorage,
);

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

/**
 * The one session store. @portal/shared is a Module Federation singleton, so the host and
 * every remote read and write this same instance.
 */
export const sessionStore = createStore<SessionState>()(
  persist(
    (set) => ({
      ...initialData,
      signedIn: (user, theme, clientApiUrl) =>
        set({
          user,
          theme,
          clientApiUrl: clientApiUrl || DEFAULT_CLIENT_API_URL,
          accountId: user.accountId ?? null,
          ...derived(user),
        }),
      setUser: (user) => set({ user, accountId: user.accountId ?? null, ...derived(user) }),
      setTheme: (theme) => set({ theme }),
      setVoucherCode: (voucherCode) => set({ voucherCode }),
      setUrlAfterLogout: (urlAfterLogout) => set({ urlAfterLogout }),
      setAccountId: (accountId) => set({ accountId }),
      // urlAfterLogout survives sign-out: logout reads it to decide where to send the user.
      signedOut: () => set((s) => ({ ...initialData, urlAfterLogout: s.urlAfterLogout })),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage,
      partialize: (s): PersistedSession => ({
        clientApiUrl: s.clientApiUrl,
        accountId: s.accountId,
        voucherCode: s.voucherCode,
        urlAfterLogout: s.urlAfterLogout,
      }),
    },
  ),
);

/** React hook over the session store; pass a selector to re-render only on what you read. */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T) {
  return useStore(sessionStore, selector ?? ((s: SessionState) => s as unknown as T));
}

export const getSession = (): SessionState => sessionStore.getState();

export function isGuardian(user: Pick<SessionUser, 'userType'> | null | undefined): boolean {
  return user?.userType === USER_TYPE_GUARDIAN;
}

export function isProspect(user: Pick<SessionUser, 'userType'> | null | undefined): boolean {
  return user?.userType === USER_TYPE_PROSPECT;
}

/** Any signed-in user who is neither a guardian nor a prospect is a regular member. */
export function isMember(user: Pick<SessionUser, 'userType'> | null | undefined): boolean {
  return !!user && !isGuardian(user) && !isProspect(user);
}
