// The console's billing forms: what they refuse before asking the server (which checks again).

export const RETRY_DAYS_TEXT = 'Enter the retry days as numbers from 1 to 60 separated by commas, each later than the one before, for example 3, 7, 14.';
export const STOP_AFTER_TEXT = 'Enter a number of failed debits from 1 to 12, or leave it empty to never stop bookings.';
export const RECEIPT_TEXT = 'Enter the receipt number, for example R-120.';
export const AMOUNT_TEXT = 'Enter an amount of at least $0.01.';
export const REASON_TEXT = 'Enter the reason for the refund.';

/** '3, 7, 14' -> [3, 7, 14]; null when not a valid schedule. */
export function parseRetryDays(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length > 6 || parts.some((p) => !/^\d{1,2}$/.test(p))) return null;
  const days = parts.map(Number);
  return days.every((d, i) => d >= 1 && d <= 60 && (i === 0 || d > days[i - 1]!)) ? days : null;
}

/** '' -> null (never); '2' -> 2; undefined when not valid. */
export function parseStopAfter(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
}

/** 'R-120' or '120' -> 120 */
export function parseReceipt(text: string): number | null {
  const match = /^\s*(?:R-)?(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** '12.50' -> 1250 */
export function parseDollars(text: string): number | null {
  if (!/^\s*\d{1,6}(\.\d{1,2})?\s*$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents >= 1 ? cents : null;
}
