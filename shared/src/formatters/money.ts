// Money is integer cents on the wire (docs/spec/design.md §5) and shown in US dollar format with 2 decimals.
// Written out rather than with Intl.NumberFormat: creating the first Intl formatter loads the
// locale's data, about 20 ms of a phone's CPU in the middle of the first render that shows an amount
// (the dashboard's next debit; docs/decisions/performance.md). US format is fixed by the
// spec, so there is no locale to honour.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

function centsToText(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(THOUSANDS, ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** 123450 -> '$1,234.50' */
export function formatMoney(cents: number): string {
  return centsToText(cents);
}

/** 1234.5 -> '$1,234.50' for the spec's display fields that are already in dollars. */
export function formatDollars(dollars: number): string {
  return centsToText(dollarsToCents(dollars));
}

/** '$1,234.50' -> 1234.5: cart texts have non-numeric characters stripped before summing. */
export function stripCurrency(text: string | number | null | undefined): number {
  if (typeof text === 'number') return text;
  const cleaned = (text ?? '').replace(/[^0-9.-]/g, '');
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/** Dollars to integer cents without float drift (12.34 -> 1234). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
