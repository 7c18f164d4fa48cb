import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginPayload } from '@portal/shared/contracts';
import { completeSignIn } from './complete-sign-in';
import type { SignInKind } from './sign-in-api';
import { SignInScreen } from './sign-in-screen';

/**
 * The sign-in route inside the portal (after a sign-out, or when a signed-out user followed a link
 * to a signed-in page): the same screen as the start-up one, landing through the router.
 */
export function SignInPage({ kind }: { kind: SignInKind }) {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const onSignedIn = useCallback(
    async (result: LoginPayload) => navigate(await completeSignIn(result, kind, from), { replace: true }),
    [navigate, kind, from],
  );
  return <SignInScreen kind={kind} onSignedIn={onSignedIn} />;
}
