import type { LoginPayload, MePayload, ThemePayload } from '../contracts';
import { apiGet, apiPost } from '../api/api-client';
import { sessionStore } from '../session/session-store';
import type { ClubTheme } from '../session/types';

/** Demo logins from docs/spec/design.md §3, chosen with `?as=member|renew|guardian|prospect|admin|staff`. */
export const DEMO_LOGINS: Record<string, string> & { member: string } = {
  member: 'member@demo.club',
  renew: 'renew@demo.club',
  guardian: 'guardian@demo.club',
  prospect: 'prospect@demo.club',
  admin: 'admin@demo.club',
  staff: 'staff@demo.club',
};
export const DEMO_PASSWORD = 'demo1234';

export function demoLoginFor(search: string): string {
  const as = new URLSearchParams(search).get('as') ?? 'member';
  return DEMO_LOGINS[as] ?? DEMO_LOGINS.member;
}

/**
 * Signs a remote in when it runs alone in dev: the same calls the shell makes, through the dev
 * server's /api proxy. Reuses an existing cookie session when there is one.
 */
export async function demoSignIn(search: string = typeof location !== 'undefined' ? location.search : ''): Promise<MePayload> {
  const userName = demoLoginFor(search);
  let me: MePayload;
  try {
    me = await apiGet<MePayload>('/auth/me', { ignoreUnauthorized: true });
    if (me.userName !== userName) throw new Error('different demo user');
  } catch {
    const login = await apiPost<LoginPayload>('/auth/login', { userName, password: DEMO_PASSWORD, platform: 'web', deviceId: 'standalone-dev' });
    sessionStore.setState({ clientApiUrl: login.companyApiUrl || '/api/v1' });
    me = await apiGet<MePayload>('/auth/me');
  }
  let theme: ClubTheme | null = null;
  try {
    theme = (await apiGet<ThemePayload>('/club/theme')) as ClubTheme;
  } catch {
    // A remote still renders without the theme; flags just read as off.
  }
  sessionStore.getState().signedIn(me, theme, sessionStore.getState().clientApiUrl);
  return me;
}
