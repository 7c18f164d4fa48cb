import { DATE_OF_BIRTH_FUTURE, EMAIL, INVALID_DATE, INVALID_MOBILE, REQUIRED, TEXT_LIMITS, maxLength, minLength } from '@portal/shared';
import { JOIN_STEP, ageOn, initialJoinValues, isMinor, joinStepErrors, type JoinValues } from './join-rules';

const ctx = { today: '2030-01-07', questions: 2, directDebit: true };
const details: JoinValues = {
  ...initialJoinValues(),
  membershipTypeId: '7',
  firstName: 'Jo',
  lastName: 'Joiner',
  dateOfBirth: '1990-05-05',
  gender: 'F',
  email: 'jo@example.com',
  mobileNumber: '0400 555 777',
  password: 'joiner1234',
};

describe('join rules', () => {
  it('checks only the step on screen', () => {
    expect(joinStepErrors(JOIN_STEP.membership, initialJoinValues(), ctx)).toEqual({ membershipTypeId: REQUIRED });
    // The details of an empty form are not the membership step's business.
    expect(joinStepErrors(JOIN_STEP.membership, { ...initialJoinValues(), membershipTypeId: '7' }, ctx)).toEqual({});
    expect(joinStepErrors(JOIN_STEP.details, details, ctx)).toEqual({});
  });

  it('names each wrong detail on its own field, in the spec words', () => {
    const errors = joinStepErrors(
      JOIN_STEP.details,
      { ...details, firstName: ' ', email: 'jo@', mobileNumber: '12345', password: 'short', dateOfBirth: '2031-01-01', lastName: 'x'.repeat(TEXT_LIMITS.personName + 1) },
      ctx,
    );
    expect(errors).toEqual({
      firstName: REQUIRED,
      lastName: maxLength(TEXT_LIMITS.personName),
      email: EMAIL,
      mobileNumber: INVALID_MOBILE,
      password: minLength(8),
      dateOfBirth: DATE_OF_BIRTH_FUTURE,
    });
  });

  it('asks every question and a guarantor for a member under 18', () => {
    const minor = { ...details, dateOfBirth: '2015-01-08', answers: ['no' as const] };
    expect(isMinor(minor, ctx.today)).toBe(true);
    expect(joinStepErrors(JOIN_STEP.health, minor, ctx)).toEqual({ 'answers.1': REQUIRED, guarantorName: REQUIRED });
    expect(joinStepErrors(JOIN_STEP.health, { ...minor, answers: ['no', 'yes'], guarantorName: 'Pat Joiner' }, ctx)).toEqual({});
  });

  it('refuses a weekend or a payment date before the membership date for direct debit', () => {
    const pay = { ...details, membershipStartDate: '2030-01-12', paymentStartDate: '2030-01-08' };
    expect(joinStepErrors(JOIN_STEP.payment, pay, ctx)).toEqual({ membershipStartDate: INVALID_DATE, paymentStartDate: INVALID_DATE });
    expect(joinStepErrors(JOIN_STEP.payment, { ...pay, membershipStartDate: '2030-01-08' }, ctx)).toEqual({});
    // Paid in full starts today: no dates to check.
    expect(joinStepErrors(JOIN_STEP.payment, { ...pay }, { ...ctx, directDebit: false })).toEqual({});
  });

  it('counts whole years on the club date', () => {
    expect(ageOn('2012-01-08', '2030-01-07')).toBe(17);
    expect(ageOn('2012-01-07', '2030-01-07')).toBe(18);
  });
});

describe("join rules: the membership type's start-date windows", () => {
  // 2030-01-07 is a Monday; the type allows the membership to start within 14 days, the payment within 7 of it.
  const window = { noOfDaysAllowMembershipStartDate: 14, noOfDaysAllowPaymentStartDate: 7 };
  const payment = (membershipStartDate: string, paymentStartDate: string) =>
    joinStepErrors(JOIN_STEP.payment, { ...details, paymentType: '19', membershipStartDate, paymentStartDate }, { ...ctx, window });

  it('accepts weekdays inside both windows', () => {
    expect(payment('2030-01-21', '2030-01-28')).toEqual({});
  });

  it('refuses a membership start past the window, and a payment start past its own', () => {
    expect(payment('2030-01-22', '2030-01-22')).toEqual({ membershipStartDate: INVALID_DATE });
    expect(payment('2030-01-08', '2030-01-16')).toEqual({ paymentStartDate: INVALID_DATE });
  });
});
