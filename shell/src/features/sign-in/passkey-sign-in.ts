// Signing in with a passkey. Loaded by the sign-in screen after its first paint, with
// @simplewebauthn/browser, so the first screen's bundle carries neither (docs/decisions.md, "Passkeys").
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { LoginPayload } from '@portal/shared/contracts';
import { passkeyOptions, passkeySignIn } from './sign-in-api';

export { browserSupportsWebAuthn };

async function signIn(useBrowserAutofill: boolean): Promise<LoginPayload> {
  const optionsJSON = await passkeyOptions<PublicKeyCredentialRequestOptionsJSON>();
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill });
  return passkeySignIn(response);
}

/**
 * Conditional UI: the browser offers the site's passkeys in the e-mail field's suggestions
 * (autocomplete="username webauthn"); settles when one is chosen. Undefined when the browser
 * cannot, or when the request was cancelled (the button, leaving the page).
 */
export async function passkeyAutofill(): Promise<LoginPayload | undefined> {
  if (!(await browserSupportsWebAuthnAutofill())) return undefined;
  try {
    return await signIn(true);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') return undefined;
    throw error;
  }
}

/** The "Sign in with a passkey" button: the browser's own passkey prompt (a pending autofill request is cancelled). */
export function passkeyButton(): Promise<LoginPayload> {
  return signIn(false);
}

/** Stops a pending autofill request (the panel left the login mode or unmounted). */
export function cancelPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** The member closed the browser's prompt (or it timed out): not an error of theirs to show as one. */
export function isPromptDismissed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
