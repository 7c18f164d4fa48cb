// The change / renew membership payment step's own fields and rules (docs/spec/account-core.md §2,
// §5): direct debit starts on a weekday within the type's window, and payment never starts before
// the membership; paid in full starts today. The card and bank fields are the payment kit's.
import {
  MEMBERSHIP_START_DATE_INVALID,
  PAYMENT_BEFORE_MEMBERSHIP_START,
  PAYMENT_START_DATE_INVALID,
  REQUIRED,
  CHANGE_MEMBERSHIP_TEXT_LIMITS,
  type dayjs,
  firstWeekdayFrom,
  isWeekendIso,
  maxLength,
  startDateWindow,
  type PaymentPlanValues,
} from '@portal/shared';
import type { MembershipType } from '@portal/shared/contracts';

/** The start dates and payment type (the payment kit's PaymentPlanFields), the saved card switch and the promo code. */
export interface ChangeMembershipValues extends PaymentPlanValues {
  useExistingCard: boolean;
  promoCode: string;
}

export const iso = (d: dayjs.Dayjs): string => d.format('YYYY-MM-DD');

/** The values a freshly chosen type starts from: direct debit on the next weekday, else today by card. */
export function valuesForType(type: MembershipType, today: dayjs.Dayjs): PaymentPlanValues {
  const start = type.isDirectDebit ? firstWeekdayFrom(iso(today)) : iso(today);
  return { membershipStartDate: start, paymentStartDate: start, paymentType: type.isDirectDebit ? '19' : '17' };
}

/** The last day each date may take, from the type's windows. */
export function dateWindow(type: MembershipType | null, today: dayjs.Dayjs, membershipStartDate: string) {
  return startDateWindow(type, iso(today), membershipStartDate);
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
  if (v.membershipStartDate < iso(today) || isWeekendIso(v.membershipStartDate) || (membershipMax && v.membershipStartDate > membershipMax)) {
    errors.membershipStartDate = MEMBERSHIP_START_DATE_INVALID;
  }
  if (v.paymentStartDate < v.membershipStartDate) errors.paymentStartDate = PAYMENT_BEFORE_MEMBERSHIP_START;
  else if (isWeekendIso(v.paymentStartDate) || (paymentMax && v.paymentStartDate > paymentMax)) errors.paymentStartDate = PAYMENT_START_DATE_INVALID;
  return errors;
}

/** The field a server refusal belongs under, if it is about one of this step's own fields. */
export function fieldOfServerMessage(message: string): keyof ChangeMembershipValues | null {
  if (message === MEMBERSHIP_START_DATE_INVALID) return 'membershipStartDate';
  if (message === PAYMENT_START_DATE_INVALID || message === PAYMENT_BEFORE_MEMBERSHIP_START) return 'paymentStartDate';
  return null;
}
