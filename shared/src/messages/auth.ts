// Sign-in, change-password and profile texts (account-core §5, §8; bookings-commerce §5).
export const LOGIN_EMAIL_INVALID = 'Must be a valid email address.';
export const LOGIN_EMAIL_REQUIRED = 'Email is required.';
export const LOGIN_PASSWORD_REQUIRED = 'Password is required.';
export const LOGIN_PASSWORD_MIN = 'Password must be at least 4-characters.';
export const LOGIN_PASSWORD_MIN_LENGTH = 4;

/** The neutral answer of register and forgot-password: it never reveals whether an e-mail is known. */
export const NEUTRAL_EMAIL_MESSAGE = 'If your email is registered with the club, you will receive an email shortly.';

export const PASSWORD_MISMATCH = 'Password does not match the confirm password.';
export const NEW_PASSWORD_MIN = 'New password must contain at least 6 characters length.';
export const NEW_PASSWORD_MIN_LENGTH = 6;
export const CURRENT_PASSWORD_INVALID = 'Current password is invalid, please try again.';
export const PASSWORD_CHANGED = 'Password has successfully changed.';

export const PROFILE_INVALID = 'Invalid entries. Please verify.';
export const PROFILE_UPDATED = 'Nice job, you profile has now been updated.';
