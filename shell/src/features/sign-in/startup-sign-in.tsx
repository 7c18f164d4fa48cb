import { useCallback, useEffect, useRef } from 'react';
import type { LoginPayload } from '@portal/shared/contracts';
import { startSessionCheck, takeSessionCheck } from '../../api/startup-data';
import type { SignInKind } from './sign-in-api';
import { SignInScreen } from './sign-in-screen';

export interface StartupSignInProps {
  kind: SignInKind;
  /** Loads the portal (Mantine, router, layout) and renders it in place of this page. */
  enterPortal: () => Promise<void>;
  /** Starts downloading the portal without rendering it. */
  preloadPortal: () => void;
}

/**
 * A visit that starts on a sign-in page paints this before the portal's JavaScript is loaded.
 * Already signed in: the portal takes over (and its route guard lands the user). Signing in:
 * the session is loaded, the address becomes the landing page, then the portal renders it.
 * The portal is fetched as soon as the user starts typing, so it is ready when they submit.
 */
export function StartupSignIn({ kind, enterPortal, preloadPortal }: StartupSignInProps) {
  const preloaded = useRef(false);

  useEffect(() => {
    document.title = 'Account Login - Member Portal';
    let active = true;
    void startSessionCheck().then((answer) => {
      if (active && answer.status === 'signedIn') void enterPortal();
    });
    return () => {
      active = false;
    };
  }, [enterPortal]);

  const preload = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloadPortal();
  }, [preloadPortal]);

  const onSignedIn = useCallback(
    async (result: LoginPayload) => {
      // The start-up answer ("signed out") is stale now; the store is filled below.
      takeSessionCheck();
      const { completeSignIn } = await import('./complete-sign-in');
      const landing = await completeSignIn(result, kind);
      window.history.replaceState(null, '', landing);
      await enterPortal();
    },
    [kind, enterPortal],
  );

  return (
    <div onFocusCapture={preload} onPointerDownCapture={preload}>
      <SignInScreen kind={kind} onSignedIn={onSignedIn} />
    </div>
  );
}
