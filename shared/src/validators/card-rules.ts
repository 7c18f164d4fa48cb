// The one set of card and bank rules, for the payment-fields kit (shared/src/ui/payment-fields)
// and the API alike, so the API refuses exactly what the UI refuses. Number, brand, CVV and
// cardholder name come from card-validator (docs/decisions.md); the expiry takes "now" from the
// caller so the server can pass its clock.
import cardValidator from 'card-validator';
import {
  CARD_BRAND_NOT_ACCEPTED,
  EXPIRY_IN_PAST,
  INVALID_CARD_NUMBER,
  INVALID_CARDHOLDER_NAME,
  INVALID_CVV,
  INVALID_EXPIRY,
} from '../messages/payments';
import { LETTERS_AND_SPACES, REQUIRED } from '../messages/validation';
import { cardNumberVerdict, cardTypeFromNumber } from './card-type';
import { validateCvv } from './cvv';
import { validateExpiryParts } from './expiry';
import { digitsOnly } from './luhn';
import { LETTERS_AND_SPACES_PATTERN } from './text';

export interface CardRuleFields {
  ccNumber?: string | null;
  ccNameOnCard?: string | null;
  ccExpiryMonth?: string | number | null;
  ccExpiryYear?: string | number | null;
  cvv?: string | null;
}

export interface DebitRuleFields {
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

/** Credit card rule for payment type 17 (docs/spec/account-core.md §5). */
export function validateCardRule(fields: CardRuleFields, useExisting: boolean): string | null {
  const labels: [keyof CardRuleFields, string][] = [
    ['ccNumber', 'Card number'],
    ['ccNameOnCard', 'Name on card'],
    ['ccExpiryMonth', 'Expiry month'],
    ['ccExpiryYear', 'Expiry year'],
    ['cvv', 'CVV'],
  ];
  const missing = labels.filter(([key]) => isBlank(fields[key])).map(([, label]) => label);
  const message = missingFieldsMessage(missing);
  if (message) return message;
  // A stored card arrives masked, so only a freshly typed number is checked.
  if (!useExisting && validateCardNumber(String(fields.ccNumber))) return validateCardNumber(String(fields.ccNumber));
  return null;
}

/** Direct debit rule for payment type 19 (docs/spec/account-core.md §5). */
export function validateDebitRule(fields: DebitRuleFields): string | null {
  const labels: [keyof DebitRuleFields, string][] = [
    ['bsbNumber1', 'Bsb number'],
    ['bsbNumber2', 'Bsb number 2'],
    ['accountNumber', 'Account number'],
    ['accountName', 'Account name'],
  ];
  return missingFieldsMessage(labels.filter(([key]) => isBlank(fields[key])).map(([, label]) => label));
}

/** Number: digits only after stripping, Luhn and a length of its brand (card-validator); one of the four brands. */
export function validateCardNumber(number: string | null | undefined): string | null {
  if (isBlank(number)) return REQUIRED;
  const digits = digitsOnly(String(number));
  if (!/^\d+$/.test(digits) || !cardNumberVerdict(digits).isValid) return INVALID_CARD_NUMBER;
  if (!cardTypeFromNumber(digits)) return CARD_BRAND_NOT_ACCEPTED;
  return null;
}

/** Cardholder name (card-validator): non-empty, at most 255, not only digits/spaces/dashes. */
export function validateCardholderName(name: string | null | undefined): string | null {
  if (isBlank(name)) return REQUIRED;
  return cardValidator.cardholderName(String(name)).isValid ? null : INVALID_CARDHOLDER_NAME;
}

/** The card as the payment-fields kit holds it. */
export interface CardValues {
  nameOnCard: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

export type CardField = keyof CardValues;
export type CardFieldErrors = Partial<Record<CardField, string>>;

/** Every card rule, per field (the expired-card message sits on the expiry). Empty when the card is good. */
export function validateCardValues(values: CardValues, now: Date = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const name = values.nameOnCard.trim();
  const nameError = validateCardholderName(name) ?? (LETTERS_AND_SPACES_PATTERN.test(name) ? null : LETTERS_AND_SPACES);
  if (nameError) errors.nameOnCard = nameError;
  const numberError = validateCardNumber(values.number);
  if (numberError) errors.number = numberError;
  if (!values.expiryMonth) errors.expiryMonth = REQUIRED;
  if (!values.expiryYear) errors.expiryYear = REQUIRED;
  if (values.expiryMonth && values.expiryYear) {
    const expiryError = validateExpiryParts(values.expiryMonth, values.expiryYear, now);
    if (expiryError) errors.expiryMonth = expiryError;
  }
  const cvvError = validateCvv(values.cvv, cardTypeFromNumber(values.number));
  if (cvvError) errors.cvv = cvvError;
  return errors;
}

/** The first card problem in field order, or null (what the API answers). */
export function firstCardError(values: CardValues, now: Date = new Date()): string | null {
  const errors = validateCardValues(values, now);
  const order: CardField[] = ['nameOnCard', 'number', 'expiryMonth', 'expiryYear', 'cvv'];
  return order.map((f) => errors[f]).find(Boolean) ?? null;
}

/** Which field a server message about a card concerns, so the kit can mark it under the input. */
export function cardFieldOfMessage(message: string): CardField | null {
  if (message === EXPIRY_IN_PAST || message === INVALID_EXPIRY) return 'expiryMonth';
  if (message === INVALID_CARD_NUMBER || message === CARD_BRAND_NOT_ACCEPTED) return 'number';
  if (message === INVALID_CVV) return 'cvv';
  if (message === INVALID_CARDHOLDER_NAME || message === LETTERS_AND_SPACES) return 'nameOnCard';
  return null;
}

/** Vault mode sends the number masked: first 6, six hash symbols, last 4. */
export function maskCardForVault(number: string): string {
  const digits = digitsOnly(number);
  if (digits.length < 10) return digits;
  return `${digits.slice(0, 6)}######${digits.slice(-4)}`;
}
