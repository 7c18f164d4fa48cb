import type { ClubTheme, SessionUser } from '@portal/shared/core';
import type { LoginPayload, MePayload } from '@portal/shared/contracts';
import { apiGet, apiPost } from '../../api/http';

// Sign-in, forgot-password and register calls live with the sign-in page (features/sign-in/sign-in-api.ts).

export function logoutCall(): Promise<unknown> {
  return apiPost<unknown>('auth/logout', {});
}

/** /auth/me is the session user. */
async function fetchMe(): Promise<SessionUser> {
  // 401 here only means "not signed in yet", not an expired session.
  const me = await apiGet<MePayload>('auth/me', { ignoreUnauthorized: true });
  // Cast: the contract (TypeBox) and the store's SessionUser type are declared separately.
  return me as unknown as SessionUser;
}

function fetchTheme(): Promise<ClubTheme> {
  return apiGet<ClubTheme>('club/theme', { ignoreUnauthorized: true });
}

export function resetPasswordWithToken(token: string, newPassword: string, confirmPassword: string): Promise<string> {
  return apiPost<string>('auth/reset-password-with-token', { token, newPassword, confirmPassword });
}

/** Confirms a registration with the e-mailed link's token and the chosen password; signs in. */
export function confirmRegistration(token: string, password: string): Promise<LoginPayload> {
  return apiPost<LoginPayload>('auth/verify-email', { token, password });
}

/** Signs in with an e-mailed sign-in link's token (in the browser that asked for it). */
export function emailLinkSignIn(token: string): Promise<LoginPayload> {
  return apiPost<LoginPayload>('auth/email-link/sign-in', { token });
}

export function changePassword(body: {
  userId: number;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<string> {
  return apiPost<string>('user/reset-password', body);
}

/** Loads the signed-in user and their club theme into the shared session store. */
export async function loadSession(): Promise<{ user: SessionUser; theme: ClubTheme }> {
  const [user, theme] = await Promise.all([fetchMe(), fetchTheme()]);
  return { user, theme };
}
