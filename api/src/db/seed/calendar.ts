// Club-calendar arithmetic: "today" and wall-clock times are in the club's zone, stored as UTC.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export class ClubCalendar {
  /** YYYY-MM-DD of "today" in the club zone. */
  readonly today: string;

  constructor(
    readonly timeZone: string,
    now: Date,
  ) {
    this.today = dayjs(now).tz(timeZone).format('YYYY-MM-DD');
  }

  /** Calendar date `days` from today (negative for the past). Pure date maths, no zone involved. */
  date(days: number): string {
    return dayjs.utc(this.today).add(days, 'day').format('YYYY-MM-DD');
  }

  /** 0 = Sunday ... 6 = Saturday for a YYYY-MM-DD date. */
  weekday(date: string): number {
    return dayjs.utc(date).day();
  }

  /** The UTC instant of a club wall-clock time ('HH:mm') on a date. */
  at(date: string, time: string): Date {
    return dayjs.tz(`${date} ${time}`, this.timeZone).toDate();
  }

  /** An instant `days` from today at the given club wall-clock time. */
  instant(days: number, time = '09:00'): Date {
    return this.at(this.date(days), time);
  }
}

export function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * 60_000);
}
