/** Dollars as typed in a form -> whole cents for the API ('' and junk -> NaN, which the rules refuse). */
export const toCents = (dollars: number | string): number => (dollars === '' ? Number.NaN : Math.round(Number(dollars) * 100));
export const toDollars = (cents: number): number => cents / 100;
export const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
