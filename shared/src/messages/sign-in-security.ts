// Passkeys and "Your sessions" (the profile's sign-in section, the sign-in panel's passkey button).
// The spec has no texts for them; these follow its tone (docs/decisions.md, "Passkeys").
export const PASSKEYS_TITLE = 'Passkeys';
export const PASSKEYS_INTRO = 'Sign in with your fingerprint, face or screen lock instead of a password. Your password keeps working.';
export const PASSKEYS_EMPTY = 'You have no passkeys yet.';
export const PASSKEY_ADD = 'Add a passkey';
export const PASSKEY_ADDED = 'Your passkey is added. Next time, sign in with it.';
export const PASSKEY_REMOVE = 'Remove';
export const PASSKEY_REMOVE_CONFIRM = 'Remove this passkey? It will no longer sign you in.';
export const PASSKEY_REMOVED = 'The passkey is removed.';
export const PASSKEY_CANCELLED = 'No passkey was added.';
export const PASSKEY_UNSUPPORTED = 'This browser cannot use passkeys.';
export const PASSKEY_SIGN_IN = 'Sign in with a passkey';
export const PASSKEY_SIGN_IN_CANCELLED = 'No passkey was chosen. Try again or use your password.';
export const SESSIONS_TITLE = 'Your sessions';
export const SESSIONS_INTRO = 'Where you are signed in. End any session you do not recognise.';
export const SESSION_THIS_DEVICE = 'This device';
export const SESSION_END = 'Sign out';
export const SESSION_ENDED = 'That session is signed out.';
export const SESSIONS_END_OTHERS = 'Sign out everywhere else';
export const SESSIONS_OTHERS_ENDED = 'You are signed out everywhere else.';
export const STAFF_PASSKEYS_LABEL = 'Staff sign in with a passkey';
export const STAFF_PASSKEYS_HELP =
  'Once a staff member has added a passkey, their password alone no longer signs them in. Staff without one can sign in with their password and add one.';
export const EMAIL_LINK_REQUEST = 'E-mail me a sign-in link';
export const EMAIL_LINK_SIGN_IN = 'Sign in to the member portal';
export const EMAIL_LINK_SIGN_IN_INTRO = 'Press the button to sign in. The link works once, in the browser where you asked for it.';
