import { AGE_UNDER_18, DATE_OF_BIRTH_FUTURE, INVALID_DATE, REQUIRED, ageRange } from '../messages/validation';

/** Parses DD/MM/YYYY strictly (no rollover: 31/02 is rejected). Local midnight. */
export function parseDdMmYyyy(value: string | null | undefined): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((value ?? '').trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

const toDate = (value: Date | string): Date | null => (value instanceof Date ? value : parseDdMmYyyy(value));

/** Whole years between a birth date and `now`. */
export function ageOn(dob: Date, now: Date = new Date()): number {
  let age = now.getFullYear() - dob.getFullYear();
  const beforeBirthday =
    now.getMonth() < dob.getMonth() || (now.getMonth() === dob.getMonth() && now.getDate() < dob.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function isAdult(dob: Date | string, now: Date = new Date()): boolean {
  const date = toDate(dob);
  return date !== null && ageOn(date, now) >= 18;
}

export function validateAdult(dob: Date | string | null | undefined, now: Date = new Date()): string | null {
  if (!dob) return REQUIRED;
  const date = toDate(dob);
  if (!date) return INVALID_DATE;
  return ageOn(date, now) >= 18 ? null : AGE_UNDER_18;
}

export function validateAgeRange(
  dob: Date | string | null | undefined,
  min: number,
  max: number,
  now: Date = new Date(),
): string | null {
  if (!dob) return REQUIRED;
  const date = toDate(dob);
  if (!date) return INVALID_DATE;
  const age = ageOn(date, now);
  return age >= min && age <= max ? null : ageRange(min, max);
}

/** Date of birth: DD/MM/YYYY and not later than today. */
export function validateDateOfBirth(dob: Date | string | null | undefined, now: Date = new Date()): string | null {
  if (!dob) return REQUIRED;
  const date = toDate(dob);
  if (!date) return INVALID_DATE;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return date.getTime() > today.getTime() ? DATE_OF_BIRTH_FUTURE : null;
}

/** Whether a day is Monday to Friday. */
export function isWeekday(date: Date): boolean {
  const day = date.getDay();
  return day !== 0 && day !== 6;
}

/** Whether a calendar date (YYYY-MM-DD) is a Saturday or Sunday: direct-debit start dates are weekdays. */
export function isWeekendIso(iso: string): boolean {
  // Local midnight of that calendar date: its weekday, whatever the device's zone.
  return !isWeekday(new Date(`${iso}T00:00:00`));
}

/** The first weekday on or after a calendar date (YYYY-MM-DD): a direct debit's default start. */
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

/** Calendar arithmetic on YYYY-MM-DD (no zone involved). */
function addDaysIso(iso: string, days: number): string {
  const [y = NaN, m = NaN, d = NaN] = iso.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + days));
  return day.toISOString().slice(0, 10);
}

/** A membership type's start-date windows (docs/spec/account-core.md §5), in days. */
export interface StartDateWindowDays {
  noOfDaysAllowMembershipStartDate: number;
  noOfDaysAllowPaymentStartDate: number;
}

/**
 * The last day each start date of a direct-debit membership may take: the membership from today
 * to today plus the type's days, the payment from the membership start plus its own days. Change /
 * renew and join online both ask it, for the pickers' bounds and for their rules.
 */
export function startDateWindow(type: StartDateWindowDays | null | undefined, today: string, membershipStartDate: string): { membershipMax?: string; paymentMax?: string } {
  if (!type || !today) return {};
  return {
    membershipMax: addDaysIso(today, type.noOfDaysAllowMembershipStartDate),
    paymentMax: membershipStartDate ? addDaysIso(membershipStartDate, type.noOfDaysAllowPaymentStartDate) : undefined,
  };
}
