// Passkeys (WebAuthn), the member's sessions and the e-mailed sign-in link. The ceremony JSON is
// what @simplewebauthn/browser hands over; every string is bounded (an attestation object with a
// few certificates stays far below 16 kB).
import { Type, type Static, type TProperties } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { DateTime, NamedIdFields, Nullable } from './fields';

const B64 = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9_=-]*$' });
const Transport = Type.String({ maxLength: 20 });
const ExtensionResults = Type.Object({}, { additionalProperties: true, description: 'The client extension results (not used).' });
const Attachment = Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]));

/** A PublicKeyCredential as JSON: the same envelope for both ceremonies, around the ceremony's own `response`. */
const publicKeyCredential = <Response extends TProperties>(response: Response) =>
  Type.Object({
    id: B64(1400),
    rawId: B64(1400),
    type: Type.Literal('public-key'),
    response: Type.Object(response),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionResults,
  });

export const RegistrationResponseSchema = publicKeyCredential({
  clientDataJSON: B64(4000),
  attestationObject: B64(16000),
  authenticatorData: Type.Optional(B64(8000)),
  transports: Type.Optional(Type.Array(Transport, { maxItems: 10 })),
  publicKeyAlgorithm: Type.Optional(Type.Integer()),
  publicKey: Type.Optional(B64(4000)),
});

export const AuthenticationResponseSchema = publicKeyCredential({
  clientDataJSON: B64(4000),
  authenticatorData: B64(8000),
  signature: B64(2000),
  userHandle: Type.Optional(B64(200)),
});

export const AddPasskeyBodySchema = Type.Object({ response: RegistrationResponseSchema });
export type AddPasskeyBody = Static<typeof AddPasskeyBodySchema>;

export const PasskeySignInBodySchema = Type.Object({ response: AuthenticationResponseSchema });
export type PasskeySignInBody = Static<typeof PasskeySignInBodySchema>;

/**
 * The options for navigator.credentials.create / get, as @simplewebauthn/server makes them; the
 * browser library reads them as they are.
 */
export const WebauthnOptionsSchema = Type.Object({}, { additionalProperties: true, description: 'PublicKeyCredential(Creation|Request)OptionsJSON' });

export const PasskeySchema = Type.Object({
  ...NamedIdFields,
  createdAt: DateTime,
  lastUsedAt: Nullable(DateTime),
  /** Synced (a phone's or a password manager's passkey) or bound to one device. */
  synced: Type.Boolean(),
});
export type Passkey = Static<typeof PasskeySchema>;
export const PasskeyListSchema = Type.Array(PasskeySchema);

export const PasskeyIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const MySessionSchema = Type.Object({
  /** An opaque id for ending it (never the session's own id). */
  id: Type.String(),
  device: Type.String(),
  browser: Type.String(),
  signedInAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});
export type MySession = Static<typeof MySessionSchema>;
export const MySessionListSchema = Type.Array(MySessionSchema);
export const MySessionIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-f0-9]+$' }) });

export const StaffPasskeyPolicySchema = Type.Object({ staffPasskeysRequired: Type.Boolean() });
export type StaffPasskeyPolicy = Static<typeof StaffPasskeyPolicySchema>;

export const EmailLinkRequestBodySchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.email, format: 'email' }) });
export const EmailLinkSignInBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const PASSKEY_SIGN_IN_FAILED_MESSAGE = 'This passkey could not sign you in. Try again or use your password.';
export const PASSKEY_CHALLENGE_INVALID_MESSAGE = 'This passkey request has expired. Please try again.';
export const PASSKEY_NOT_ADDED_MESSAGE = 'This passkey could not be added. Please try again.';
export const PASSKEY_ALREADY_ADDED_MESSAGE = 'This passkey is already added.';
export const PASSKEY_NOT_FOUND_MESSAGE = 'This passkey was not found.';
export const SIGNED_IN_SESSION_NOT_FOUND_MESSAGE = 'This session was not found.';
export const STAFF_PASSKEY_REQUIRED_MESSAGE = 'Your club asks staff to sign in with a passkey.';
export const EMAIL_LINK_INVALID_MESSAGE = 'This sign-in link has expired, was already used or was opened in another browser.';
