// The billing calendar: pure date maths on club-local YYYY-MM-DD dates (no zone, no clock).
// Weekly and fortnightly debits fall every 7 and 14 days; monthly ones on the same day of each
// month as the first debit, on the month's last day when it is shorter (31 Jan, 28 Feb, 31 Mar).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export type Frequency = 'weekly' | 'fortnightly' | 'monthly';

export const addDays = (date: string, days: number) => dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');

/** The due date after `date` for a schedule whose first debit was on `anchor` (monthly keeps the anchor's day). */
export function nextDue(date: string, frequency: Frequency, anchor: string = date): string {
  if (frequency === 'weekly') return addDays(date, 7);
  if (frequency === 'fortnightly') return addDays(date, 14);
  const next = dayjs.utc(date).add(1, 'month');
  const day = Math.min(dayjs.utc(anchor).date(), next.daysInMonth());
  return next.date(day).format('YYYY-MM-DD');
}

/** When the agreement stops: the first date on which no debit may fall (null: it goes on). */
export interface AgreementEnd {
  /** Last day covered (membership end date, add-on expiry): a debit due after it is not made. */
  endDate: string | null;
  /** A cancellation's effective date: no debit on or after it. */
  cancelFrom: string | null;
  /** Debits still owed before the minimum period is paid (null: no such limit). */
  remainingPayments: number | null;
}

export function mayDebit(due: string, end: AgreementEnd, made: number): boolean {
  if (end.endDate !== null && due > end.endDate) return false;
  if (end.cancelFrom !== null && due >= end.cancelFrom) return false;
  if (end.remainingPayments !== null && made >= end.remainingPayments) return false;
  return true;
}

/**
 * Every due date from `next` up to `today` (both included) the agreement allows, and the next
 * payment date after them. `made` counts the debits this run makes against `remainingPayments`.
 */
export function dueDatesUpTo(next: string, today: string, frequency: Frequency, end: AgreementEnd, anchor = next): { dues: string[]; next: string | null } {
  const dues: string[] = [];
  let due = next;
  while (due <= today) {
    if (!mayDebit(due, end, dues.length)) return { dues, next: null };
    dues.push(due);
    due = nextDue(due, frequency, anchor);
  }
  return { dues, next: mayDebit(due, end, dues.length) ? due : null };
}

/** The day a failed debit is tried again after `attempts` tries (null: the schedule is used up). */
export function nextRetryOn(firstFailedOn: string, attempts: number, retryDays: readonly number[], today: string): string | null {
  const offset = retryDays[attempts - 1];
  if (offset === undefined) return null;
  const on = addDays(firstFailedOn, offset);
  // A run that catches up late never schedules a retry in the past twice over.
  return on > today ? on : addDays(today, 1);
}
