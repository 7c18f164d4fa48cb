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
import { NETWORK_ERROR } from '@portal/shared/messages';
import { storedClientApiUrl } from '@portal/shared/session-keys';

// Plain fetch, not sign-in-api's ky: the field's passkey request starts as the sign-in page shows,
// and ky's chunk would bring the portal's libraries (Mantine, the router) before anyone signs in.
async function post<T>(path: string, json: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${location.origin}${storedClientApiUrl().replace(/\/+$/, '')}/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
  } catch {
    throw new Error(NETWORK_ERROR);
  }
  const body = (await response.json().catch(() => undefined)) as
    | { statusCode?: number; payload?: T; errors?: { message?: string } }
    | undefined;
  const status = Math.max(response.status, body?.statusCode ?? 0);
  if (status >= 400) throw new Error(body?.errors?.message || `Request failed with status ${status}.`);
  return body?.payload as T;
}

/** Options for a passkey sign-in; the answer also sets this browser's ceremony cookie. */
const passkeyOptions = <T>() => post<T>('auth/passkey/options', {});
const passkeySignIn = (response: unknown) => post<LoginPayload>('auth/passkey/sign-in', { response });

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
