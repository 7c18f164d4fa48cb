// Dates for the browser tests come from the club's calendar (Australia/Sydney), never from the
// test machine's or the browser's zone: west of UTC the device's today is the club's yesterday.
const CLUB_TIME_ZONE = 'Australia/Sydney';

const isoInClubZone = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The club's today, YYYY-MM-DD. */
function clubToday(): string {
  return isoInClubZone.format(new Date());
}

/** The club date `days` after the club's today (calendar days, so a daylight-saving change never skips or repeats one). */
export function clubDate(days: number): string {
  const [y, m, d] = clubToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday of a YYYY-MM-DD date. */
function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** The first club date from `from` days ahead that falls on one of `weekdays`. */
export function firstClubDay(from: number, weekdays: number[]): string {
  for (let d = from; d < from + 7; d += 1) {
    const date = clubDate(d);
    if (weekdays.includes(weekdayOf(date))) return date;
  }
  throw new Error(`no club day on weekdays ${weekdays.join(',')} in the week from ${clubDate(from)}`);
}

/** YYYY-MM-DD as the portal's date fields show it, DD/MM/YYYY. */
export const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** YYYY-MM-DD as the swim API takes it, YYYY/MM/DD. */
export const yyyymmdd = (iso: string) => iso.replace(/-/g, '/');
