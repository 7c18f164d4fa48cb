import {
  LOGIN_EMAIL_INVALID,
  LOGIN_EMAIL_REQUIRED,
  LOGIN_PASSWORD_MIN,
  LOGIN_PASSWORD_MIN_LENGTH,
  LOGIN_PASSWORD_REQUIRED,
} from '@portal/shared/messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

/** Every login failure, in the spec's order; they are shown joined in one warning toast. */
export function validateLogin(email: string, password: string): string[] {
  const errors: string[] = [];
  if (!email.trim()) errors.push(LOGIN_EMAIL_REQUIRED);
  else if (!isEmail(email)) errors.push(LOGIN_EMAIL_INVALID);
  if (!password) errors.push(LOGIN_PASSWORD_REQUIRED);
  else if (password.length < LOGIN_PASSWORD_MIN_LENGTH) errors.push(LOGIN_PASSWORD_MIN);
  return errors;
}
