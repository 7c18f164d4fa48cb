// Swim-school contracts (docs/spec/bookings-commerce.md §3 entities, §7 "Swim school" calls). Field names are
// the spec's, including 'posTrasanctionId'. Money travels as integer cents plus the spec's
// dollar display fields.
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import {
  bankAccountFields,
  CardEntryFields,
  CardInputFields,
  ClubNameFields,
  DescribedIdFields,
  memberNumberParams,
  NamedIdFields,
  Nullable,
  OptionalText,
  PaymentDoneFields,
  PaymentTypeSchema,
  PlacesFields,
  VaultTokenFields,
} from './fields';

const YMD_SLASH = '^\\d{4}/\\d{2}/\\d{2}$';
const DMY_SLASH = '^\\d{2}/\\d{2}/\\d{4}$';
/** The day a make-up is booked on, DD/MM/YYYY. */
const MakeupDate = Type.String({ pattern: DMY_SLASH });
/** A swim student as the guardian's swim pages name them: the name and the student number. */
const SwimStudentRefFields = {
  studentName: Type.String(),
  studentNumber: Type.String(),
};
/** Which student in which class a booking or credit is about. */
const StudentInClassFields = { className: Type.String(), ...SwimStudentRefFields };
/** When a swim class is on and who teaches it. */
const SwimClassTimeFields = {
  /** e.g. '4:00 PM - 4:30 PM' */
  classTime: Type.String(),
  instructor: Type.String(),
};
/** What a student owes: dollars for display (spec field) and the cents. */
const OutstandingAmountFields = {
  outstandingAmount: Type.Number(),
  outstandingCents: Type.Integer(),
};

// ---- Student class booking (/student-class-booking) ------------------------------------------
export const SearchClassBodySchema = Type.Object({
  /** The guardian's family id (member number). */
  studentFamilyId: Type.String({ minLength: 1, maxLength: 40 }),
  /** YYYY/MM/DD, club calendar date. */
  selectedDate: Type.String({ pattern: YMD_SLASH }),
});
export type SearchClassBody = Static<typeof SearchClassBodySchema>;

export const StudentClassBookingSchema = Type.Object({
  studentSwimClassBookingDetailId: Nullable(Type.Integer()),
  ...StudentInClassFields,
  /** DD/MM/YYYY */
  bookedDate: Type.String(),
  /** DD/MM/YYYY, '' when not cancelled. */
  cancelledDate: Type.String(),
  ...SwimClassTimeFields,
  capacity: Type.Integer(),
  totalBookedStudents: Type.Integer(),
  bookingStatus: Type.String(),
  /** The class occurrence itself is cancelled by the club. */
  isCancelled: Type.Boolean(),
  isMakeup: Type.Boolean(),
  isHoliday: Type.Boolean(),
  /** Holiday name when isHoliday. */
  holiday: Type.String(),
});
export type StudentClassBooking = Static<typeof StudentClassBookingSchema>;
export const StudentClassBookingListSchema = Type.Array(StudentClassBookingSchema);

export const CancelClassBodySchema = Type.Object({
  className: Type.String({ maxLength: 200 }),
  /** DD/MM/YYYY (informational: the server uses the booking's own date). */
  cancelledDate: Type.String({ maxLength: 20 }),
  studentSwimClassBookingDetailId: Type.Integer({ minimum: 1 }),
  reasonId: Type.Integer({ minimum: 0 }),
});
export type CancelClassBody = Static<typeof CancelClassBodySchema>;

export const SwimReasonSchema = Type.Object({
  ...NamedIdFields,
  /** Cancelling with this reason gives the student a make-up credit (stated before the guardian confirms). */
  earnsMakeup: Type.Boolean(),
});
export type SwimReason = Static<typeof SwimReasonSchema>;
export const SwimReasonListSchema = Type.Array(SwimReasonSchema);

// ---- Make-up credits --------------------------------------------------------------------------
export const SwimMemberNumberParamsSchema = memberNumberParams(40);

export const CancelledClassSchema = Type.Object({
  /** The cancelled booking's id (the route's ':id' and make-up's studentCancelledIdClass). */
  id: Type.Integer(),
  swimClassScheduleId: Type.Integer(),
  classLevelId: Type.Integer(),
  ...StudentInClassFields,
  /** DD/MM/YYYY: the date of the class that was cancelled. */
  cancelledDate: Type.String(),
  ...SwimClassTimeFields,
  bookingStatus: Type.String(),
  isUseMakeUp: Type.Boolean(),
  /** DD/MM/YYYY: last day the credit can be used. */
  expiryDate: Type.String(),
  isExpired: Type.Boolean(),
});
export type CancelledClass = Static<typeof CancelledClassSchema>;
export const CancelledClassListSchema = Type.Array(CancelledClassSchema);

export const MakeupClassesBodySchema = Type.Object({
  selectedDate: MakeupDate,
  cancelledSwimClassScheduleId: Type.Integer({ minimum: 1 }),
  classLevelId: Type.Integer({ minimum: 1 }),
  accountId: Type.String({ maxLength: 50 }),
  /** The cancelled booking whose credit the page will spend (its route's id): the list is what that credit can buy. */
  studentCancelledIdClass: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type MakeupClassesBody = Static<typeof MakeupClassesBodySchema>;

export const MakeupClassOptionSchema = Type.Object({
  swimClassScheduleId: Type.Integer(),
  className: Type.String(),
  /** DD/MM/YYYY h:mm A */
  selectedDateTime: Type.String(),
  ...SwimClassTimeFields,
  capacity: Type.Integer(),
  ...PlacesFields,
});
export type MakeupClassOption = Static<typeof MakeupClassOptionSchema>;
export const MakeupClassOptionListSchema = Type.Array(MakeupClassOptionSchema);

export const MakeupSessionBodySchema = Type.Object({
  studentNumber: Type.String({ minLength: 1, maxLength: 40 }),
  /** The cancelled booking id whose credit pays for this make-up. */
  studentCancelledIdClass: Type.Integer({ minimum: 1 }),
  swimClassScheduleId: Type.Integer({ minimum: 1 }),
  selectedDate: MakeupDate,
});
export type MakeupSessionBody = Static<typeof MakeupSessionBodySchema>;

export const MakeupSessionPayloadSchema = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type MakeupSessionPayload = Static<typeof MakeupSessionPayloadSchema>;

// ---- Students and payment details ---------------------------------------------------------------
export const SwimStudentSchema = Type.Object({
  ...SwimStudentRefFields,
  /** DD/MM/YYYY or '' */
  birthday: Type.String(),
  gender: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  skills: Type.String(),
  isDirectDebit: Type.Boolean(),
  paymentId: Nullable(Type.Integer()),
  levelName: Type.String(),
});
export type SwimStudent = Static<typeof SwimStudentSchema>;
export const SwimStudentListSchema = Type.Array(SwimStudentSchema);

export const SwimPaymentIdParamsSchema = Type.Object({ paymentId: Type.Integer({ minimum: 1 }) });

export const SwimPaymentTypeOptionSchema = Type.Object(DescribedIdFields);

export const StudentPaymentDetailSchema = Type.Object({
  studentNumber: Type.String(),
  paymentId: Type.Integer(),
  /** 17 credit card, 19 direct debit */
  paymentType: Type.Integer(),
  paymentTypes: Type.Array(SwimPaymentTypeOptionSchema),
  ccCardType: Type.String(),
  /** Masked; never the real number. */
  ccNumber: Type.String(),
  ccNameOnCard: Type.String(),
  ccExpiryMonth: Type.String(),
  ccExpiryYear: Type.String(),
  cccVv: Type.String(),
  bsbNumber1: Type.String(),
  bsbNumber2: Type.String(),
  /** Masked except the last 3 digits. */
  accountNumber: Type.String(),
  accountName: Type.String(),
  token: Type.String(),
  tokenReference: Type.String(),
  expiryMonthOptions: Type.Array(Type.String()),
  expiryYearOptions: Type.Array(Type.String()),
});
export type StudentPaymentDetail = Static<typeof StudentPaymentDetailSchema>;

export const SavePaymentDetailBodySchema = Type.Object({
  studentNumber: Type.String({ minLength: 1, maxLength: 40 }),
  paymentId: Type.Optional(Nullable(Type.Integer())),
  paymentType: PaymentTypeSchema,
  ccCardType: OptionalText(30),
  ...CardEntryFields,
  ...bankAccountFields({ accountNumber: 20, accountName: 40 }),
  ...VaultTokenFields,
});
export type SavePaymentDetailBody = Static<typeof SavePaymentDetailBodySchema>;

// ---- Outstanding balances -----------------------------------------------------------------------
export const OutstandingStudentSchema = Type.Object({
  ...SwimStudentRefFields,
  ...OutstandingAmountFields,
  posTrasanctionId: Type.Integer(),
  description: Type.String(),
  /** Signed reference for the public swim-settle-outstanding link. */
  settleReference: Type.String(),
});
export type OutstandingStudentRow = Static<typeof OutstandingStudentSchema>;
export const OutstandingStudentListSchema = Type.Array(OutstandingStudentSchema);

export const ValidateCouponBodySchema = Type.Object({
  code: Type.String({ maxLength: 50 }),
  posTrasanctionId: Type.Integer({ minimum: 1 }),
});
export type ValidateCouponBody = Static<typeof ValidateCouponBodySchema>;

/** The new amount after the coupon. */
export const CouponResultSchema = Type.Object({
  ...OutstandingAmountFields,
  discountCents: Type.Integer(),
});
export type CouponResult = Static<typeof CouponResultSchema>;

const SwimCardFields = { ...CardInputFields, promoCode: OptionalText(TEXT_LIMITS.promoCode) };

export const PayOutstandingBodySchema = Type.Object({ posTrasanctionId: Type.Integer({ minimum: 1 }), ...SwimCardFields });
export type PayOutstandingBody = Static<typeof PayOutstandingBodySchema>;

export const PayOutstandingPayloadSchema = Type.Object({
  ...PaymentDoneFields,
  amountCents: Type.Integer(),
  posTrasanctionId: Type.Integer(),
});
export type PayOutstandingPayload = Static<typeof PayOutstandingPayloadSchema>;

// ---- Public settlement (swim-settle-outstanding) -----------------------------------------------
export const SettleReferenceParamsSchema = Type.Object({ id: Type.String({ minLength: 3, maxLength: 200 }) });

export const SettleDetailSchema = Type.Object({
  referenceNumber: Type.String(),
  posTransactionId: Type.Integer(),
  studentName: Type.String(),
  ...ClubNameFields,
  description: Type.String(),
  ...OutstandingAmountFields,
});
export type SettleDetail = Static<typeof SettleDetailSchema>;

export const SwimCouponBodySchema = Type.Object({
  referenceNumber: Type.String({ minLength: 3, maxLength: 200 }),
  couponCode: Type.String({ maxLength: 50 }),
  posTransactionId: Type.Integer({ minimum: 1 }),
});
export type SwimCouponBody = Static<typeof SwimCouponBodySchema>;

export const SettleOutstandingBodySchema = Type.Object({
  referenceNumber: Type.String({ minLength: 3, maxLength: 200 }),
  ...SwimCardFields,
});
export type SettleOutstandingBody = Static<typeof SettleOutstandingBodySchema>;
