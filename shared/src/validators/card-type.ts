// Card brand from the number, by card-validator's brand table (docs/decisions.md: card-validator).
import cardValidator from 'card-validator';
import { digitsOnly } from './luhn';

export type CardType = 'VISACARD' | 'MASTERCARD' | 'AMEXCARD' | 'DINERSCLUBCARD';
export const CARD_TYPES: readonly CardType[] = ['VISACARD', 'MASTERCARD', 'AMEXCARD', 'DINERSCLUBCARD'];

/** card-validator's type names of the four brands the clubs accept (docs/spec/bookings-commerce.md §5). */
const TYPE_OF_LIBRARY: Record<string, CardType> = {
  visa: 'VISACARD',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEXCARD',
  'diners-club': 'DINERSCLUBCARD',
};

/** The library's verdict on a number: its card (when one brand matches) and whether it is valid. */
export function cardNumberVerdict(number: string) {
  return cardValidator.number(digitsOnly(number ?? ''));
}

/**
 * Card brand by prefix: Visa 4; Mastercard 51-55 and 2221-2720; Amex 34/37; Diners 300-305, 36,
 * 38, 39. Null when no accepted brand matches (yet).
 */
export function cardTypeFromNumber(number: string): CardType | null {
  const n = digitsOnly(number ?? '');
  if (!/^\d+$/.test(n)) return null;
  const card = cardValidator.number(n).card;
  return card ? (TYPE_OF_LIBRARY[card.type] ?? null) : null;
}

/** Digits of the security code for a brand: 4 for Amex, 3 otherwise. */
export function cvvLengthOf(type: CardType | null | undefined): number {
  return type === 'AMEXCARD' ? 4 : 3;
}

/** Longest number a brand takes (19 while the brand is unknown). */
export function maxCardLength(number: string): number {
  const card = cardValidator.number(digitsOnly(number ?? '')).card;
  return card ? Math.max(...card.lengths) : 19;
}
