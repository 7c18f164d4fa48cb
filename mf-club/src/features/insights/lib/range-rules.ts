// The insights' date range: club-local days, at most a year and a day, and the change against the previous period.
import { INSIGHTS_MAX_DAYS, INSIGHTS_RANGE_MESSAGE, SLIPPING_DAYS } from '@portal/shared/contracts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS));

/** The last 28 days up to `today`: four whole weeks, compared with the four before. */
export const defaultRange = (today: string) => ({ from: addDays(today, -27), to: today });

/** The range's message, or null when it is one the API answers. */
export function rangeError(from: string, to: string): string | null {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return 'Enter both dates.';
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  return days >= 0 && days < INSIGHTS_MAX_DAYS ? null : INSIGHTS_RANGE_MESSAGE;
}

const SLIPPING_DAYS_MESSAGE = `Enter a number of days from ${SLIPPING_DAYS.min} to ${SLIPPING_DAYS.max}.`;
export const slippingDaysError = (days: number | string) =>
  typeof days === 'number' && Number.isInteger(days) && days >= SLIPPING_DAYS.min && days <= SLIPPING_DAYS.max ? null : SLIPPING_DAYS_MESSAGE;

/** "+25%", "-10%", "no change", or "new" when the previous period had none. */
export function change(current: number, previous: number): string {
  if (current === previous) return 'no change';
  if (previous === 0) return 'new';
  const pct = Math.round(((current - previous) / previous) * 100);
  return `${pct > 0 ? '+' : ''}${pct}%`;
}

/** DD/MM/YYYY, as the console prints dates. */
export const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
