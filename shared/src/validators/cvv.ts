import { INVALID_CVV } from '../messages/payments';
import { REQUIRED } from '../messages/validation';
import type { CardType } from './card-type';

/** CVV: digits, 3 long (4 for Amex). */
export function validateCvv(cvv: string | null | undefined, cardType?: CardType | null): string | null {
  if (!cvv) return REQUIRED;
  const length = cardType === 'AMEXCARD' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(cvv) ? null : INVALID_CVV;
}

/** Student payment forms accept 3 or 4 digits whatever the brand. */
export function validateCvvLoose(cvv: string | null | undefined): string | null {
  if (!cvv) return REQUIRED;
  return /^\d{3,4}$/.test(cvv) ? null : INVALID_CVV;
}
