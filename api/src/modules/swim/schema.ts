// Route schemas of the swim module; the shapes live in @portal/shared/contracts (swim.ts).
import { Type } from 'typebox';
import * as C from '@portal/shared/contracts';
import { IdempotencyHeadersSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('swim');

export const searchClassSchema = route("A guardian's students' swim classes on a date (YYYY/MM/DD), with holidays", { body: C.SearchClassBodySchema }, C.StudentClassBookingListSchema);
export const cancelledClassesSchema = route('Cancelled classes of the guardian with their make-up credit', { params: C.SwimMemberNumberParamsSchema }, C.CancelledClassListSchema);
export const makeupClassesSchema = route('Classes of the same level with a free place on a date (DD/MM/YYYY)', { body: C.MakeupClassesBodySchema }, C.MakeupClassOptionListSchema);
export const cancelClassSchema = route('Cancels a booked swim class with a reason; may earn a make-up credit', { body: C.CancelClassBodySchema }, Type.String());
export const makeupSessionSchema = route('Books a make-up session with an unused credit (once)', { body: C.MakeupSessionBodySchema }, C.MakeupSessionPayloadSchema);
export const reasonsSchema = route('Swim cancellation reasons', {}, C.SwimReasonListSchema);
export const studentsSchema = route("The guardian's students", {}, C.SwimStudentListSchema);
export const paymentDetailSchema = route("A student's payment details (masked)", { params: C.SwimPaymentIdParamsSchema }, C.StudentPaymentDetailSchema);
export const savePaymentDetailSchema = route("Replaces a student's payment details (card 17 or direct debit 19)", { body: C.SavePaymentDetailBodySchema }, Type.String());
export const outstandingSchema = route("The guardian's students with an outstanding balance", {}, C.OutstandingStudentListSchema);
export const validateCouponSchema = route('Prices an outstanding balance with a promo code', { body: C.ValidateCouponBodySchema }, C.CouponResultSchema);
export const payOutstandingSchema = route('Pays an outstanding balance by card (Idempotency-Key required)', { headers: IdempotencyHeadersSchema, body: C.PayOutstandingBodySchema }, C.PayOutstandingPayloadSchema);
export const settleDetailSchema = route('Public: the balance behind a signed settlement reference', { params: C.SettleReferenceParamsSchema }, C.SettleDetailSchema);
export const swimCouponSchema = route('Public: prices a signed settlement with a promo code', { body: C.SwimCouponBodySchema }, C.CouponResultSchema);
export const settleOutstandingSchema = route('Public: pays a signed settlement by card (Idempotency-Key required)', { headers: IdempotencyHeadersSchema, body: C.SettleOutstandingBodySchema }, C.PayOutstandingPayloadSchema);
