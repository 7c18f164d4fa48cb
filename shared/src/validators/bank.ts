import { INVALID_BSB } from '../messages/payments';
import { PATTERN_NUMBERS, REQUIRED, maxLength, minLength } from '../messages/validation';

/** One BSB part: exactly 3 digits. */
export function validateBsbPart(value: string | null | undefined): string | null {
  if (!value) return REQUIRED;
  if (!/^\d*$/.test(value)) return PATTERN_NUMBERS;
  return value.length === 3 ? null : INVALID_BSB;
}

/** The server's BSB lookup takes the pair joined by a hyphen: 'xxx-xxx'. */
export function joinBsb(part1: string, part2: string): string {
  return `${part1}-${part2}`;
}

/** Splits 'xxx-xxx' or 'xxxxxx' back into its parts. */
export function splitBsb(bsb: string): [string, string] {
  const digits = bsb.replace(/\D/g, '');
  return [digits.slice(0, 3), digits.slice(3, 6)];
}

/** Account number bounds: 6-9 digits in member flows, 5-9 in the student form. */
export const ACCOUNT_NUMBER_BOUNDS = { member: { min: 6, max: 9 }, student: { min: 5, max: 9 } } as const;

export function validateAccountNumber(
  value: string | null | undefined,
  flow: keyof typeof ACCOUNT_NUMBER_BOUNDS = 'member',
): string | null {
  if (!value) return REQUIRED;
  if (!/^\d+$/.test(value)) return PATTERN_NUMBERS;
  const { min, max } = ACCOUNT_NUMBER_BOUNDS[flow];
  if (value.length < min) return minLength(min);
  if (value.length > max) return maxLength(max);
  return null;
}

/** Masks a stored account number except the last 3 digits (design §5). */
export function maskAccountNumber(value: string): string {
  if (value.length <= 3) return value;
  return `${'*'.repeat(value.length - 3)}${value.slice(-3)}`;
}
