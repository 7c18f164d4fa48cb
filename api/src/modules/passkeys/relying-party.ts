// The relying party of every WebAuthn ceremony: the portal's public origin (PUBLIC_ORIGIN), so a
// passkey made for it answers nowhere else, and an assertion made elsewhere is refused here.
import { createHmac } from 'node:crypto';
import { linkSecret } from '../../lib/link-secrets';

export interface RelyingParty {
  /** The host name of PUBLIC_ORIGIN (no port). */
  rpID: string;
  /** PUBLIC_ORIGIN's scheme, host and port, as the browser writes it in the client data. */
  origin: string;
}

export function relyingParty(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * The WebAuthn user id of a login: the same for all its passkeys, and derived with a server key
 * so the authenticator stores nothing that names the member or their number.
 */
export function userHandleOf(userId: number): string {
  return createHmac('sha256', linkSecret('memberLink')).update(`passkey-user:${userId}`).digest().subarray(0, 24).toString('base64url');
}

/** The challenge inside a response's client data, or undefined when it is not readable. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 200 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}
