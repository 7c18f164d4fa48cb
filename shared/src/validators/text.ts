import { EMAIL, LETTERS_AND_SPACES, REQUIRED, maxLength, minLength } from '../messages/validation';

export const LETTERS_AND_SPACES_PATTERN = /^[A-Za-z ]*$/;
// Deliberately simple: the server is the authority; this catches typos early.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

export function validateRequired(value: unknown): string | null {
  return isBlank(value) ? REQUIRED : null;
}

/** Names on card and account names: letters and spaces only. */
export function validateLettersAndSpaces(value: string | null | undefined): string | null {
  if (!value) return null;
  return LETTERS_AND_SPACES_PATTERN.test(value) ? null : LETTERS_AND_SPACES;
}

export function validateEmail(value: string | null | undefined): string | null {
  if (!value) return null;
  return EMAIL_PATTERN.test(value.trim()) ? null : EMAIL;
}

export function validateMinLength(value: string | null | undefined, n: number): string | null {
  if (!value) return null;
  return value.length >= n ? null : minLength(n);
}

export function validateMaxLength(value: string | null | undefined, n: number): string | null {
  if (!value) return null;
  return value.length <= n ? null : maxLength(n);
}

/** Runs validators in order and returns the first message. */
export function firstError(...results: (string | null)[]): string | null {
  return results.find((r) => r !== null) ?? null;
}
