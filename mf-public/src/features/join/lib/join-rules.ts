// The join form's rules, step by step (docs/spec/account-core.md §5 texts): the form validates only
// the step on screen, so Next marks the fields of that step and nothing further on.
import { DATE_OF_BIRTH_FUTURE, EMAIL, EMAIL_PATTERN, INVALID_DATE, INVALID_MOBILE, REQUIRED, JOIN_TEXT_LIMITS, isAuMobile, isWeekendIso, maxLength, minLength, startDateWindow, type PaymentPlanValues, type StartDateWindowDays } from '@portal/shared';

export type JoinAnswer = '' | 'yes' | 'no';

export interface JoinValues extends PaymentPlanValues {
  membershipTypeId: string;
  addOnIds: string[];
  subscriptionIds: string[];
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  email: string;
  mobileNumber: string;
  password: string;
  code: string;
  /** One answer per question of the club's questionnaire, in its order. */
  answers: JoinAnswer[];
  guarantorName: string;
  promoInput: string;
}

export const JOIN_STEP = { membership: 0, details: 1, verify: 2, health: 3, payment: 4, sign: 5 } as const;
export type JoinStep = (typeof JOIN_STEP)[keyof typeof JOIN_STEP];

export const PASSWORD_MIN = 8;
export const CODE_LENGTH = 6;

export function initialJoinValues(): JoinValues {
  return {
    membershipTypeId: '',
    addOnIds: [],
    subscriptionIds: [],
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    gender: '',
    email: '',
    mobileNumber: '',
    password: '',
    code: '',
    answers: [],
    guarantorName: '',
    membershipStartDate: '',
    paymentStartDate: '',
    paymentType: '17',
    promoInput: '',
  };
}

/** Whole years between a date of birth and the club's today (both 'YYYY-MM-DD'). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [y = 0, m = 0, d = 0] = dateOfBirth.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

export const isMinor = (v: JoinValues, today: string): boolean => Boolean(v.dateOfBirth && today) && ageOn(v.dateOfBirth, today) < 18;

type Errors = Partial<Record<string, string>>;

const text = (value: string, limit: number, required = true): string | undefined => {
  if (!value.trim()) return required ? REQUIRED : undefined;
  return value.length > limit ? maxLength(limit) : undefined;
};

function detailsErrors(v: JoinValues, today: string): Errors {
  return {
    firstName: text(v.firstName, JOIN_TEXT_LIMITS.firstName),
    lastName: text(v.lastName, JOIN_TEXT_LIMITS.lastName),
    dateOfBirth: !v.dateOfBirth ? REQUIRED : today && v.dateOfBirth > today ? DATE_OF_BIRTH_FUTURE : undefined,
    gender: v.gender ? undefined : REQUIRED,
    email: text(v.email, JOIN_TEXT_LIMITS.email) ?? (EMAIL_PATTERN.test(v.email.trim()) ? undefined : EMAIL),
    // The API's own Australian mobile rule, so the code is never sent to a number it then refuses.
    mobileNumber: text(v.mobileNumber, JOIN_TEXT_LIMITS.mobileNumber) ?? (isAuMobile(v.mobileNumber) ? undefined : INVALID_MOBILE),
    password: !v.password ? REQUIRED : v.password.length < PASSWORD_MIN ? minLength(PASSWORD_MIN) : v.password.length > JOIN_TEXT_LIMITS.password ? maxLength(JOIN_TEXT_LIMITS.password) : undefined,
  };
}

function healthErrors(v: JoinValues, today: string, questions: number): Errors {
  const errors: Errors = {};
  for (let i = 0; i < questions; i += 1) if (!v.answers[i]) errors[`answers.${i}`] = REQUIRED;
  if (isMinor(v, today)) errors.guarantorName = text(v.guarantorName, JOIN_TEXT_LIMITS.guarantorName);
  return errors;
}

function paymentErrors(v: JoinValues, ctx: JoinRuleContext): Errors {
  const { today, directDebit } = ctx;
  const errors: Errors = { promoInput: text(v.promoInput, JOIN_TEXT_LIMITS.promoCode, false) };
  if (!directDebit) return errors;
  // The type's windows: a start date past them is refused by the API too.
  const { membershipMax, paymentMax } = startDateWindow(ctx.window, today, v.membershipStartDate);
  const day = (value: string, earliest: string, latest: string | undefined) =>
    !value ? REQUIRED : value < earliest || (latest !== undefined && value > latest) || isWeekendIso(value) ? INVALID_DATE : undefined;
  errors.membershipStartDate = day(v.membershipStartDate, today, membershipMax);
  errors.paymentStartDate = day(v.paymentStartDate, v.membershipStartDate || today, paymentMax);
  return errors;
}

export interface JoinRuleContext {
  today: string;
  questions: number;
  directDebit: boolean;
  /** The chosen membership type's start-date windows. */
  window?: StartDateWindowDays | null;
}

/** The errors of one step's fields (undefined entries are dropped), as useForm's `validate` returns them. */
export function joinStepErrors(step: number, v: JoinValues, ctx: JoinRuleContext): Errors {
  const all: Errors =
    step === JOIN_STEP.membership
      ? { membershipTypeId: v.membershipTypeId ? undefined : REQUIRED }
      : step === JOIN_STEP.details
        ? detailsErrors(v, ctx.today)
        : step === JOIN_STEP.verify
          ? { code: new RegExp(`^\\d{${CODE_LENGTH}}$`).test(v.code) ? undefined : REQUIRED }
          : step === JOIN_STEP.health
            ? healthErrors(v, ctx.today, ctx.questions)
            : step === JOIN_STEP.payment
              ? paymentErrors(v, ctx)
              : {};
  return Object.fromEntries(Object.entries(all).filter(([, message]) => message !== undefined));
}
