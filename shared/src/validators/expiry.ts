import { EXPIRY_IN_PAST, INVALID_EXPIRY } from '../messages/payments';
import { REQUIRED } from '../messages/validation';

/** Expiry years accepted by the card library: up to 19 years ahead. */
export const MAX_EXPIRY_YEARS_AHEAD = 19;

export interface Expiry {
  month: number;
  year: number;
}

/** Parses MM/YY, MM/YYYY or 'MM YY' into a month and a four-digit year. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*(?:\/|\s)\s*(\d{2}|\d{4})\s*$/.exec(value ?? '');
  if (!match) return null;
  const month = Number(match[1]);
  // The group is mandatory in the pattern, so a match has it.
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/** Month 1-12, not before the current month, at most 19 years ahead. */
export function validateExpiryParts(
  month: string | number | null | undefined,
  year: string | number | null | undefined,
  now: Date = new Date(),
): string | null {
  if (month === null || month === undefined || month === '' || year === null || year === undefined || year === '')
    return REQUIRED;
  const m = Number(month);
  let y = Number(year);
  if (!Number.isInteger(m) || !Number.isInteger(y) || m < 1 || m > 12) return INVALID_EXPIRY;
  if (y < 100) y += 2000;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (y < currentYear || (y === currentYear && m < currentMonth)) return EXPIRY_IN_PAST;
  if (y > currentYear + MAX_EXPIRY_YEARS_AHEAD) return INVALID_EXPIRY;
  return null;
}

/** Card library expiry rule on a single text (MM/YY, MM/YYYY, 'MM YY'). */
export function validateExpiry(value: string | null | undefined, now: Date = new Date()): string | null {
  if (!value || !value.trim()) return REQUIRED;
  const parsed = parseExpiry(value);
  if (!parsed) return INVALID_EXPIRY;
  return validateExpiryParts(parsed.month, parsed.year, now);
}

/** Expiry month options '01'..'12'. */
export const EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/** Expiry year options: the current year plus the next 7 (8 entries). */
export function expiryYearOptions(now: Date = new Date()): string[] {
  const first = now.getFullYear();
  return Array.from({ length: 8 }, (_, i) => String(first + i));
}
