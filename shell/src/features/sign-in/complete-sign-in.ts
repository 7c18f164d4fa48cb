import type { LoginPayload } from '@portal/shared/contracts';
import { sessionStore } from '@portal/shared/core';
import { loadSession } from '../session/auth-api';
import type { SignInKind } from './sign-in-api';
import { landingAfterSignIn } from './landing';

/**
 * After the server accepted the credentials: loads the user and the club theme into the session
 * store (docs/spec/account-core.md §5: theme from the company API address, then the profile) and answers where
 * the user lands.
 */
export async function completeSignIn(result: LoginPayload, kind: SignInKind, from?: string | null): Promise<string> {
  const { user, theme } = await loadSession();
  sessionStore.getState().signedIn(user, theme, result.companyApiUrl || undefined);
  return landingAfterSignIn({ isResetPassword: result.isResetPassword, kind, userType: user.userType, role: user.role, from });
}
