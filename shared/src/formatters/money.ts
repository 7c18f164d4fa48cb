// Money is integer cents on the wire (docs/spec/design.md §5) and shown in US dollar format with 2 decimals.
// Made on first use: creating an Intl formatter loads the locale's data, which a phone's CPU pays at
// start-up for every page even where no amount is shown.
let usd: Intl.NumberFormat | undefined;
const dollarFormat = () => (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }));

/** 123450 -> '$1,234.50' */
export function formatMoney(cents: number): string {
  return dollarFormat().format(Math.round(cents) / 100);
}

/** 1234.5 -> '$1,234.50' for the spec's display fields that are already in dollars. */
export function formatDollars(dollars: number): string {
  return dollarFormat().format(dollars);
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
