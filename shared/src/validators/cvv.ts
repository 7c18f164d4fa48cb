import cardValidator from 'card-validator';
import { INVALID_CVV } from '../messages/payments';
import { REQUIRED } from '../messages/validation';
import { cvvLengthOf, type CardType } from './card-type';

/** CVV: digits, 3 long (4 for Amex), by card-validator. */
export function validateCvv(cvv: string | null | undefined, cardType?: CardType | null): string | null {
  if (!cvv) return REQUIRED;
  return /^\d+$/.test(cvv) && cardValidator.cvv(cvv, cvvLengthOf(cardType)).isValid ? null : INVALID_CVV;
}

/** Student payment forms accept 3 or 4 digits whatever the brand. */
export function validateCvvLoose(cvv: string | null | undefined): string | null {
  if (!cvv) return REQUIRED;
  return /^\d+$/.test(cvv) && cardValidator.cvv(cvv, [3, 4]).isValid ? null : INVALID_CVV;
}
