import { MEMBERSHIP_START_DATE_INVALID, PAYMENT_BEFORE_MEMBERSHIP_START, PAYMENT_START_DATE_INVALID, REQUIRED, TEXT_LIMITS, dayjs, maxLength } from '@portal/shared';
import type { MembershipType } from '@portal/shared/contracts';
import { changeMembershipErrors, fieldOfServerMessage, valuesForType, type ChangeMembershipValues } from './change-membership-rules';

const type = { isDirectDebit: true, noOfDaysAllowMembershipStartDate: 30, noOfDaysAllowPaymentStartDate: 14 } as MembershipType;
const paidInFull = { ...type, isDirectDebit: false } as MembershipType;
// A Friday: the next weekday start skips the weekend.
const friday = dayjs('2030-01-04');
const values = (v: Partial<ChangeMembershipValues>): ChangeMembershipValues => ({ membershipStartDate: '2030-01-07', paymentStartDate: '2030-01-07', paymentType: '19', useExistingCard: false, promoCode: '', ...v });

describe('change membership rules', () => {
  it('starts direct debit on a weekday and paid in full today by card', () => {
    expect(valuesForType(type, dayjs('2030-01-05'))).toEqual({ membershipStartDate: '2030-01-07', paymentStartDate: '2030-01-07', paymentType: '19' });
    expect(valuesForType(paidInFull, friday)).toEqual({ membershipStartDate: '2030-01-04', paymentStartDate: '2030-01-04', paymentType: '17' });
  });

  it('accepts the defaults and names each date problem on its own field', () => {
    expect(changeMembershipErrors(values({}), type, friday)).toEqual({});
    expect(changeMembershipErrors(values({ membershipStartDate: '', paymentStartDate: '' }), type, friday)).toEqual({ membershipStartDate: REQUIRED, paymentStartDate: REQUIRED });
    // A Saturday, a day in the past, a day past the type's window.
    for (const day of ['2030-01-05', '2030-01-03', '2030-02-05']) {
      expect(changeMembershipErrors(values({ membershipStartDate: day, paymentStartDate: '2030-02-06' }), type, friday).membershipStartDate).toBe(MEMBERSHIP_START_DATE_INVALID);
    }
    expect(changeMembershipErrors(values({ membershipStartDate: '2030-01-08', paymentStartDate: '2030-01-07' }), type, friday)).toEqual({ paymentStartDate: PAYMENT_BEFORE_MEMBERSHIP_START });
    expect(changeMembershipErrors(values({ paymentStartDate: '2030-01-25' }), type, friday)).toEqual({ paymentStartDate: PAYMENT_START_DATE_INVALID });
  });

  it('bounds the promo code as the API does', () => {
    expect(changeMembershipErrors(values({ promoCode: 'x'.repeat(TEXT_LIMITS.promoCode + 1) }), type, friday)).toEqual({ promoCode: maxLength(TEXT_LIMITS.promoCode) });
  });

  it('knows which server refusals belong under a date', () => {
    expect(fieldOfServerMessage(PAYMENT_BEFORE_MEMBERSHIP_START)).toBe('paymentStartDate');
    expect(fieldOfServerMessage(MEMBERSHIP_START_DATE_INVALID)).toBe('membershipStartDate');
    expect(fieldOfServerMessage('Your card was declined.')).toBeNull();
  });
});
