import { digitsOnly } from './luhn';

export type CardType = 'VISACARD' | 'MASTERCARD' | 'AMEXCARD' | 'DINERSCLUBCARD';
export const CARD_TYPES: readonly CardType[] = ['VISACARD', 'MASTERCARD', 'AMEXCARD', 'DINERSCLUBCARD'];

const inRange = (value: string, length: number, min: number, max: number): boolean => {
  if (value.length < length) return false;
  const n = Number(value.slice(0, length));
  return n >= min && n <= max;
};

/**
 * Card brand by prefix (bookings-commerce §5): Visa 4; Mastercard 51-55 and 2221-2720;
 * Amex 34/37; Diners 300-305, 36, 38, 39. Null when no brand matches yet.
 */
export function cardTypeFromNumber(number: string): CardType | null {
  const n = digitsOnly(number ?? '');
  if (!/^\d+$/.test(n)) return null;
  if (n.startsWith('4')) return 'VISACARD';
  if (inRange(n, 2, 51, 55) || inRange(n, 4, 2221, 2720)) return 'MASTERCARD';
  if (inRange(n, 2, 34, 34) || inRange(n, 2, 37, 37)) return 'AMEXCARD';
  if (inRange(n, 3, 300, 305) || inRange(n, 2, 36, 36) || inRange(n, 2, 38, 39)) return 'DINERSCLUBCARD';
  return null;
}

/** Card lengths per brand, for the card-library "length matching a known type" rule. */
export const CARD_LENGTHS: Record<CardType, readonly number[]> = {
  VISACARD: [13, 16, 19],
  MASTERCARD: [16],
  AMEXCARD: [15],
  DINERSCLUBCARD: [14, 16, 19],
};
