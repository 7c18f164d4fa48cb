// Direct-debit start dates are weekdays (the server refuses a Saturday or Sunday with
// 'Please enter valid date.'): the pickers offer only weekdays and the default skips a weekend.
import { isWeekday } from '@portal/shared/validators';

/** Whether a club calendar date (YYYY-MM-DD) is a Saturday or Sunday. */
export function isWeekendIso(iso: string): boolean {
  // Local midnight of that calendar date: its weekday, whatever the device's zone.
  return !isWeekday(new Date(`${iso}T00:00:00`));
}

/** The first weekday on or after `iso` (the club's today as the default start). */
export function firstWeekdayFrom(iso: string): string {
  let [y = NaN, m = NaN, d = NaN] = iso.split('-').map(Number);
  for (let i = 0; i < 7; i += 1) {
    const day = new Date(y, m - 1, d + i);
    if (isWeekday(day)) {
      [y, m, d] = [day.getFullYear(), day.getMonth() + 1, day.getDate()];
      return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    }
  }
  return iso;
}
