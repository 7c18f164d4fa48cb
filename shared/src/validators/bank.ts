import { INVALID_BSB } from '../messages/payments';
import { TEXT_LIMITS } from './text-limits';
import { LETTERS_AND_SPACES, PATTERN_NUMBERS, REQUIRED, maxLength, minLength } from '../messages/validation';

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

/** Masks a stored account number except the last 3 digits (docs/spec/design.md §5). */
export function maskAccountNumber(value: string): string {
  if (value.length <= 3) return value;
  return `${'*'.repeat(value.length - 3)}${value.slice(-3)}`;
}

/** Direct debit as the payment-fields kit holds it. */
export interface DebitValues {
  bsb1: string;
  bsb2: string;
  accountNumber: string;
  accountName: string;
}

export type DebitFieldErrors = Partial<Record<keyof DebitValues, string>>;

/** Account name bound per flow: 16 in the swim student form (docs/spec/bookings-commerce.md §5), else 32. */
export const ACCOUNT_NAME_MAX = { member: TEXT_LIMITS.accountName, student: TEXT_LIMITS.studentAccountName } as const;

/** Every direct-debit rule, per field (the BSB lookup's answer comes on top, on bsb2). */
export function validateDebitValues(
  values: DebitValues,
  flow: keyof typeof ACCOUNT_NUMBER_BOUNDS = 'member',
): DebitFieldErrors {
  const errors: DebitFieldErrors = {};
  const bsb1 = validateBsbPart(values.bsb1);
  if (bsb1) errors.bsb1 = bsb1;
  const bsb2 = validateBsbPart(values.bsb2);
  if (bsb2) errors.bsb2 = bsb2;
  const account = validateAccountNumber(values.accountNumber, flow);
  if (account) errors.accountNumber = account;
  const name = values.accountName.trim();
  if (!name) errors.accountName = REQUIRED;
  else if (!/^[A-Za-z ]+$/.test(name)) errors.accountName = LETTERS_AND_SPACES;
  else if (name.length > ACCOUNT_NAME_MAX[flow]) errors.accountName = maxLength(ACCOUNT_NAME_MAX[flow]);
  return errors;
}
