// Brand names stored with a token ('Visa', as the seed writes them) and the spec's card type codes.
import type { CardType } from '@portal/shared/validators';

const BRAND_BY_TYPE: Record<CardType, string> = {
  VISACARD: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEXCARD: 'American Express',
  DINERSCLUBCARD: 'Diners Club',
};

export function brandOfCardType(type: CardType): string {
  return BRAND_BY_TYPE[type];
}

/** 'Visa' -> 'VISACARD'; unknown brands answer '' rather than guessing. */
export function cardTypeOfBrand(brand: string): string {
  const entry = Object.entries(BRAND_BY_TYPE).find(([, name]) => name.toLowerCase() === brand.toLowerCase());
  return entry ? entry[0] : '';
}

/** Masked display when only the last 4 digits are known. */
export function maskLast4(last4: string): string {
  return `############${last4}`;
}
