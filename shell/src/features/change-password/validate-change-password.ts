import { NEW_PASSWORD_MIN, NEW_PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH, REQUIRED } from '@portal/shared/messages';

export interface PasswordFields {
  current: string;
  next: string;
  confirm: string;
}

/** Field errors of the change-password form (docs/spec/account-core.md §5); empty object when valid. */
export function validateChangePassword(
  v: PasswordFields,
  needsCurrent = true,
): Partial<Record<keyof PasswordFields, string>> {
  const errors: Partial<Record<keyof PasswordFields, string>> = {};
  if (needsCurrent && !v.current) errors.current = REQUIRED;
  if (!v.next) errors.next = REQUIRED;
  else if (v.next.length < NEW_PASSWORD_MIN_LENGTH) errors.next = NEW_PASSWORD_MIN;
  if (!v.confirm) errors.confirm = REQUIRED;
  else if (v.next !== v.confirm) errors.confirm = PASSWORD_MISMATCH;
  return errors;
}
