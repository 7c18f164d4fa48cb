import {
  CHECKOUT_CVV,
  CHECKOUT_EXPIRY_MONTH,
  CHECKOUT_EXPIRY_YEAR,
  CHECKOUT_NAME_REQUIRED,
  CHECKOUT_NUMBER_LENGTH,
  CHECKOUT_NUMBER_REQUIRED,
} from '@portal/shared';

export interface CardFields {
  nameOnCard: string;
  cardNumber: string;
  expiryMonth: string | null;
  expiryYear: string | null;
  cvv: string;
}

export const EMPTY_CARD: CardFields = { nameOnCard: '', cardNumber: '', expiryMonth: null, expiryYear: null, cvv: '' };

/** Step 1 checks in the spec's order (§5); the first failing message, or null. */
export function validateCardStep(card: CardFields): string | null {
  if (!card.nameOnCard.trim()) return CHECKOUT_NAME_REQUIRED;
  if (!card.cardNumber) return CHECKOUT_NUMBER_REQUIRED;
  if (card.cardNumber.length !== 16) return CHECKOUT_NUMBER_LENGTH;
  if (!card.expiryMonth) return CHECKOUT_EXPIRY_MONTH;
  if (!card.expiryYear) return CHECKOUT_EXPIRY_YEAR;
  if (card.cvv.length !== 3) return CHECKOUT_CVV;
  return null;
}
