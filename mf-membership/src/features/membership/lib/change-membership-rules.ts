// The change / renew membership payment step's own fields and rules (docs/spec/account-core.md §2,
// §5): direct debit starts on a weekday within the type's window, and payment never starts before
// the membership; paid in full starts today. The card and bank fields are the payment kit's.
import { MEMBERSHIP_START_DATE_INVALID, PAYMENT_BEFORE_MEMBERSHIP_START, PAYMENT_START_DATE_INVALID, REQUIRED, CHANGE_MEMBERSHIP_TEXT_LIMITS, dayjs, maxLength } from '@portal/shared';
import type { MembershipType } from '@portal/shared/contracts';

export interface ChangeMembershipValues {
  membershipStartDate: string | null;
  paymentStartDate: string | null;
  /** '17' credit card, '19' direct debit (the API's payment types). */
  paymentType: '17' | '19';
  useExistingCard: boolean;
  promoCode: string;
}

export const iso = (d: dayjs.Dayjs): string => d.format('YYYY-MM-DD');
export const isWeekend = (date: string): boolean => [0, 6].includes(dayjs(date).day());

export function nextWeekday(date: dayjs.Dayjs): dayjs.Dayjs {
  let d = date;
  while ([0, 6].includes(d.day())) d = d.add(1, 'day');
  return d;
}

/** The values a freshly chosen type starts from: direct debit on the next weekday, else today by card. */
export function valuesForType(type: MembershipType, today: dayjs.Dayjs): Pick<ChangeMembershipValues, 'membershipStartDate' | 'paymentStartDate' | 'paymentType'> {
  const start = iso(type.isDirectDebit ? nextWeekday(today) : today);
  return { membershipStartDate: start, paymentStartDate: start, paymentType: type.isDirectDebit ? '19' : '17' };
}

/** The last day each date may take, from the type's windows. */
export function dateWindow(type: MembershipType | null, today: dayjs.Dayjs, membershipStartDate: string | null) {
  return {
    membershipMax: type ? iso(today.add(type.noOfDaysAllowMembershipStartDate, 'day')) : undefined,
    paymentMax: type && membershipStartDate ? iso(dayjs(membershipStartDate).add(type.noOfDaysAllowPaymentStartDate, 'day')) : undefined,
  };
}

type Errors = Partial<Record<keyof ChangeMembershipValues, string>>;

export function changeMembershipErrors(v: ChangeMembershipValues, type: MembershipType | null, today: dayjs.Dayjs): Errors {
  const errors: Errors = {};
  if (v.promoCode.length > CHANGE_MEMBERSHIP_TEXT_LIMITS.promoCode) errors.promoCode = maxLength(CHANGE_MEMBERSHIP_TEXT_LIMITS.promoCode);
  if (!type) return errors;
  if (!v.membershipStartDate) errors.membershipStartDate = REQUIRED;
  if (!v.paymentStartDate) errors.paymentStartDate = REQUIRED;
  if (!type.isDirectDebit || !v.membershipStartDate || !v.paymentStartDate) return errors;
  const { membershipMax, paymentMax } = dateWindow(type, today, v.membershipStartDate);
  if (v.membershipStartDate < iso(today) || isWeekend(v.membershipStartDate) || (membershipMax && v.membershipStartDate > membershipMax)) {
    errors.membershipStartDate = MEMBERSHIP_START_DATE_INVALID;
  }
  if (v.paymentStartDate < v.membershipStartDate) errors.paymentStartDate = PAYMENT_BEFORE_MEMBERSHIP_START;
  else if (isWeekend(v.paymentStartDate) || (paymentMax && v.paymentStartDate > paymentMax)) errors.paymentStartDate = PAYMENT_START_DATE_INVALID;
  return errors;
}

/** The field a server refusal belongs under, if it is about one of this step's own fields. */
export function fieldOfServerMessage(message: string): keyof ChangeMembershipValues | null {
  if (message === MEMBERSHIP_START_DATE_INVALID) return 'membershipStartDate';
  if (message === PAYMENT_START_DATE_INVALID || message === PAYMENT_BEFORE_MEMBERSHIP_START) return 'paymentStartDate';
  return null;
}
