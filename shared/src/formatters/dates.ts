import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Every date format the spec names, by purpose. */
export const DATE_FORMATS = {
  display: 'DD/MM/YYYY',
  breakdown: 'DD/MMM/YYYY',
  signup: 'YYYY/MM/DD',
  expiry: 'DD-MM-YYYY',
  feeCalculation: 'YYYY-MM-DD',
  swimSearch: 'YYYY/MM/DD',
  makeUp: 'DD/MM/YYYY',
} as const;

export const DEFAULT_CLUB_TIME_ZONE = 'Australia/Sydney';

type DateInput = Date | string | number | Dayjs;

const fmt = (format: string) => (value: DateInput | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : '';
};

export const formatDisplayDate = fmt(DATE_FORMATS.display);
export const formatBreakdownDate = fmt(DATE_FORMATS.breakdown);
export const formatSignupDate = fmt(DATE_FORMATS.signup);
export const formatExpiryDate = fmt(DATE_FORMATS.expiry);
export const formatFeeCalculationDate = fmt(DATE_FORMATS.feeCalculation);
export const formatSwimSearchDate = fmt(DATE_FORMATS.swimSearch);
export const formatMakeUpDate = fmt(DATE_FORMATS.makeUp);

/** '31/12/2025' -> Date at local midnight; null for anything else (strict parsing). */
export function parseDisplayDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = dayjs(value, DATE_FORMATS.display, true);
  return d.isValid() ? d.toDate() : null;
}

/** Today's calendar date in the club's time zone as 'YYYY-MM-DD' (schedules are club-local). */
export function clubToday(tz: string = DEFAULT_CLUB_TIME_ZONE, now: DateInput = new Date()): string {
  return dayjs(now).tz(tz).format('YYYY-MM-DD');
}

/** A UTC instant shown in the club's time zone. */
export function toClubTime(instant: DateInput, tz: string = DEFAULT_CLUB_TIME_ZONE): Dayjs {
  return dayjs(instant).tz(tz);
}

/** Formats a UTC instant as the club's local date (display format by default). */
export function formatClubDate(
  instant: DateInput,
  tz: string = DEFAULT_CLUB_TIME_ZONE,
  format: string = DATE_FORMATS.display,
): string {
  return dayjs(instant).tz(tz).format(format);
}

/** Time of day 'h:mm A' in the club's zone, e.g. class start times. */
export function formatClubTime(instant: DateInput, tz: string = DEFAULT_CLUB_TIME_ZONE): string {
  return dayjs(instant).tz(tz).format('h:mm A');
}

/** 'DD/MM/YYYY h:mm A' in the club's zone: when a booking starts, when a notice came. */
export function formatClubDateTime(instant: DateInput, tz: string = DEFAULT_CLUB_TIME_ZONE): string {
  return dayjs(instant).tz(tz).format(`${DATE_FORMATS.display} h:mm A`);
}

/**
 * An instant in the device's own time zone: '29 Nov 2026, 10:42 pm'. Formatted by dayjs, not Intl:
 * a page's first Intl.DateTimeFormat loads the browser's locale data, which cost a phone 60 ms of
 * blocked main thread on the sign-in security list.
 */
export function formatLocalDateTime(instant: string | number | Date): string {
  return dayjs(instant).format('D MMM YYYY, h:mm a');
}

export { dayjs };
