// The dates of a direct debit's run (weekly, fortnightly, monthly), shared by the quotes that show
// a member their debits to come (cancel online, freeze).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export type DebitFrequency = 'weekly' | 'fortnightly' | 'monthly' | null;

export const addMonths = (date: string, months: number) => dayjs.utc(date).add(months, 'month').format('YYYY-MM-DD');

/** The debit after the one dated `date`. */
export function nextDebitDate(date: string, frequency: DebitFrequency): string {
  if (frequency === 'monthly') return addMonths(date, 1);
  return dayjs.utc(date).add(frequency === 'weekly' ? 7 : 14, 'day').format('YYYY-MM-DD');
}

/** `count` debit dates from `first` on. */
export function debitDates(first: string, frequency: DebitFrequency, count: number): string[] {
  const out: string[] = [];
  for (let d = first; out.length < count; d = nextDebitDate(d, frequency)) out.push(d);
  return out;
}
