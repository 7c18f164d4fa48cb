// Australian mobile numbers, for the profile and every form that asks for a mobile, UI and API.
import { INVALID_MOBILE } from '../messages/validation';

/** Spaces, dashes, dots and brackets people type inside phone numbers. */
const SEPARATORS = /[\s\-.()]/g;

/** '04xx xxx xxx', '+61 4xx xxx xxx', '61 4xx...' or '(04xx) xxx xxx' -> '04xxxxxxxx'; null when not a mobile. */
export function normaliseAuMobile(value: string | null | undefined): string | null {
  const compact = (value ?? '').trim().replace(SEPARATORS, '');
  const match = /^(?:\+?61|0)(4\d{8})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}

export function isAuMobile(value: string | null | undefined): boolean {
  return normaliseAuMobile(value) !== null;
}

/** Null when blank (callers decide whether it is required) or a valid Australian mobile. */
export function validateAuMobile(value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  return isAuMobile(value) ? null : INVALID_MOBILE;
}
