import { SignInSecurity } from '../../../common/sign-in-security/sign-in-security';

/** /sign-in-security: passkeys and sessions for every signed-in user, staff included (they have no /profile). */
export function SignInSecurityPage() {
  return <SignInSecurity />;
}
