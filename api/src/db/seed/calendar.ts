// The seed's club calendar: dates and instants relative to the club's today (lib/club-calendar.ts).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { clubInstant, clubToday } from '../../lib/club-calendar';

dayjs.extend(utc);

export class ClubCalendar {
  /** YYYY-MM-DD of "today" in the club zone. */
  readonly today: string;

  constructor(
    readonly timeZone: string,
    now: Date,
  ) {
    this.today = clubToday(now, timeZone);
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
    return clubInstant(date, time, this.timeZone);
  }

  /** An instant `days` from today at the given club wall-clock time. */
  instant(days: number, time = '09:00'): Date {
    return this.at(this.date(days), time);
  }
}

export function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * 60_000);
}
