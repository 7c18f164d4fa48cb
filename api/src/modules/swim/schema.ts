// Route schemas of the swim module; the shapes live in @portal/shared/contracts (swim.ts).
import { Type } from 'typebox';
import {
  CancelClassBodySchema,
  CancelledClassListSchema,
  CouponResultSchema,
  MakeupClassesBodySchema,
  MakeupClassOptionListSchema,
  MakeupSessionBodySchema,
  MakeupSessionPayloadSchema,
  OutstandingStudentListSchema,
  PayOutstandingBodySchema,
  PayOutstandingPayloadSchema,
  SavePaymentDetailBodySchema,
  SearchClassBodySchema,
  SettleDetailSchema,
  SettleOutstandingBodySchema,
  SettleReferenceParamsSchema,
  StudentClassBookingListSchema,
  StudentPaymentDetailSchema,
  SwimCouponBodySchema,
  SwimMemberNumberParamsSchema,
  SwimPaymentIdParamsSchema,
  SwimReasonListSchema,
  SwimStudentListSchema,
  ValidateCouponBodySchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['swim'];
const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) });

export const searchClassSchema = {
  tags,
  summary: "A guardian's students' swim classes on a date (YYYY/MM/DD), with holidays",
  body: SearchClassBodySchema,
  response: responses(StudentClassBookingListSchema),
};
export const cancelledClassesSchema = {
  tags,
  summary: 'Cancelled classes of the guardian with their make-up credit',
  params: SwimMemberNumberParamsSchema,
  response: responses(CancelledClassListSchema),
};
export const makeupClassesSchema = {
  tags,
  summary: 'Classes of the same level with a free place on a date (DD/MM/YYYY)',
  body: MakeupClassesBodySchema,
  response: responses(MakeupClassOptionListSchema),
};
export const cancelClassSchema = {
  tags,
  summary: 'Cancels a booked swim class with a reason; may earn a make-up credit',
  body: CancelClassBodySchema,
  response: responses(Type.String()),
};
export const makeupSessionSchema = {
  tags,
  summary: 'Books a make-up session with an unused credit (once)',
  body: MakeupSessionBodySchema,
  response: responses(MakeupSessionPayloadSchema),
};
export const reasonsSchema = { tags, summary: 'Swim cancellation reasons', response: responses(SwimReasonListSchema) };
export const studentsSchema = { tags, summary: "The guardian's students", response: responses(SwimStudentListSchema) };
export const paymentDetailSchema = {
  tags,
  summary: "A student's payment details (masked)",
  params: SwimPaymentIdParamsSchema,
  response: responses(StudentPaymentDetailSchema),
};
export const savePaymentDetailSchema = {
  tags,
  summary: "Replaces a student's payment details (card 17 or direct debit 19)",
  body: SavePaymentDetailBodySchema,
  response: responses(Type.String()),
};
export const outstandingSchema = {
  tags,
  summary: "The guardian's students with an outstanding balance",
  response: responses(OutstandingStudentListSchema),
};
export const validateCouponSchema = {
  tags,
  summary: 'Prices an outstanding balance with a promo code',
  body: ValidateCouponBodySchema,
  response: responses(CouponResultSchema),
};
export const payOutstandingSchema = {
  tags,
  summary: 'Pays an outstanding balance by card (Idempotency-Key required)',
  headers: IdempotencyHeaders,
  body: PayOutstandingBodySchema,
  response: responses(PayOutstandingPayloadSchema),
};
export const settleDetailSchema = {
  tags,
  summary: 'Public: the balance behind a signed settlement reference',
  params: SettleReferenceParamsSchema,
  response: responses(SettleDetailSchema),
};
export const swimCouponSchema = {
  tags,
  summary: 'Public: prices a signed settlement with a promo code',
  body: SwimCouponBodySchema,
  response: responses(CouponResultSchema),
};
export const settleOutstandingSchema = {
  tags,
  summary: 'Public: pays a signed settlement by card (Idempotency-Key required)',
  headers: IdempotencyHeaders,
  body: SettleOutstandingBodySchema,
  response: responses(PayOutstandingPayloadSchema),
};
