import { INVALID_CARD_NUMBER, INVALID_CARDHOLDER_NAME } from '../messages/payments';
import { REQUIRED } from '../messages/validation';
import { CARD_LENGTHS, cardTypeFromNumber } from './card-type';
import { digitsOnly, luhn } from './luhn';

export interface CardFields {
  ccNumber?: string | null;
  ccNameOnCard?: string | null;
  ccExpiryMonth?: string | number | null;
  ccExpiryYear?: string | number | null;
  cvv?: string | null;
}

export interface DebitFields {
  bsbNumber1?: string | null;
  bsbNumber2?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
}

const isBlank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

/** "A, B are required." / "A is required." as the spec's form rules word it. */
export function missingFieldsMessage(missing: string[]): string | null {
  if (missing.length === 0) return null;
  return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required.`;
}

/** Credit card rule for payment type 17 (account-core §5). */
export function validateCardRule(fields: CardFields, useExisting: boolean): string | null {
  const labels: [keyof CardFields, string][] = [
    ['ccNumber', 'Card number'],
    ['ccNameOnCard', 'Name on card'],
    ['ccExpiryMonth', 'Expiry month'],
    ['ccExpiryYear', 'Expiry year'],
    ['cvv', 'CVV'],
  ];
  const missing = labels.filter(([key]) => isBlank(fields[key])).map(([, label]) => label);
  const message = missingFieldsMessage(missing);
  if (message) return message;
  // A stored card arrives masked, so only a freshly typed number is Luhn checked.
  if (!useExisting && !luhn(String(fields.ccNumber))) return INVALID_CARD_NUMBER;
  return null;
}

/** Direct debit rule for payment type 19 (account-core §5). */
export function validateDebitRule(fields: DebitFields): string | null {
  const labels: [keyof DebitFields, string][] = [
    ['bsbNumber1', 'Bsb number'],
    ['bsbNumber2', 'Bsb number 2'],
    ['accountNumber', 'Account number'],
    ['accountName', 'Account name'],
  ];
  return missingFieldsMessage(labels.filter(([key]) => isBlank(fields[key])).map(([, label]) => label));
}

/** Card library number rule: digits only after stripping, Luhn, length of a known type. */
export function validateCardNumber(number: string | null | undefined): string | null {
  if (isBlank(number)) return REQUIRED;
  const digits = digitsOnly(String(number));
  if (!/^\d+$/.test(digits) || !luhn(digits)) return INVALID_CARD_NUMBER;
  const type = cardTypeFromNumber(digits);
  if (!type || !CARD_LENGTHS[type].includes(digits.length)) return INVALID_CARD_NUMBER;
  return null;
}

/** Card library cardholder name: non-empty, at most 255, not only digits/spaces/dashes. */
export function validateCardholderName(name: string | null | undefined): string | null {
  if (isBlank(name)) return REQUIRED;
  const value = String(name);
  if (value.length > 255) return INVALID_CARDHOLDER_NAME;
  if (/^[\d\s-]+$/.test(value)) return INVALID_CARDHOLDER_NAME;
  return null;
}

/** Vault mode sends the number masked: first 6, six hash symbols, last 4. */
export function maskCardForVault(number: string): string {
  const digits = digitsOnly(number);
  if (digits.length < 10) return digits;
  return `${digits.slice(0, 6)}######${digits.slice(-4)}`;
}
