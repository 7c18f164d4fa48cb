import { lazy, Suspense } from 'react';

// Below the profile form: its own chunk, fetched after the form, so the profile's first screen
// carries none of it.
const SignInSecurity = lazy(() => import('./sign-in-security').then((m) => ({ default: m.SignInSecurity })));

/** The passkeys and sessions sections, loaded after the page that shows them. */
export function LazySignInSecurity() {
  return (
    <Suspense fallback={null}>
      <SignInSecurity />
    </Suspense>
  );
}
