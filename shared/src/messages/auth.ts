// Sign-in, change-password and profile texts (docs/spec/account-core.md §5, §8; docs/spec/bookings-commerce.md §5).
export const LOGIN_EMAIL_INVALID = 'Must be a valid email address.';
export const LOGIN_EMAIL_REQUIRED = 'Email is required.';
export const LOGIN_PASSWORD_REQUIRED = 'Password is required.';
export const LOGIN_PASSWORD_MIN_LENGTH = 4;
export const LOGIN_PASSWORD_MIN = `Password must be at least ${LOGIN_PASSWORD_MIN_LENGTH}-characters.`;

/** The neutral answer of register and forgot-password: it never reveals whether an e-mail is known. */
export const NEUTRAL_EMAIL_MESSAGE = 'If your email is registered with the club, you will receive an email shortly.';

/** Sign-in with the password of a registration whose e-mailed link was not used yet (the spec has no text; docs/decisions.md). */
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Please check your email and open the link we sent you to confirm your registration.';
/** The registration link was used, replaced or is more than a day old. */
export const CONFIRM_LINK_INVALID_MESSAGE = 'This link has expired or was already used.';
/** The password typed on the confirmation page is not the one chosen when registering. */
export const CONFIRM_PASSWORD_WRONG_MESSAGE = 'This is not the password you chose when you registered.';
/** Shown once the registration is confirmed, while the portal opens. */
export const EMAIL_CONFIRMED_MESSAGE = 'Your email is confirmed. Signing you in...';

export const PASSWORD_MISMATCH = 'Password does not match the confirm password.';
export const NEW_PASSWORD_MIN_LENGTH = 6;
export const NEW_PASSWORD_MIN = `New password must contain at least ${NEW_PASSWORD_MIN_LENGTH} characters length.`;
export const CURRENT_PASSWORD_INVALID = 'Current password is invalid, please try again.';
export const PASSWORD_CHANGED = 'Password has successfully changed.';

export const PROFILE_INVALID = 'Invalid entries. Please verify.';
export const PROFILE_UPDATED = 'Nice job, you profile has now been updated.';
