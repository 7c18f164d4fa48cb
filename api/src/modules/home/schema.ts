import * as C from '@portal/shared/contracts';
import { withErrors } from '../../lib/envelope';
import { PdfSchema, routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('portal');
const swimRoute = routeSchemas('swim');
const pdf = withErrors(PdfSchema);

export const homeSchema = route("The dashboard in one call: next bookings, next debit, balance, credits, membership, students' next lessons", {}, C.MemberHomeSchema);
export const memberCardSchema = route('The digital member card', {}, C.MemberCardDataSchema);
export const paymentsSchema = route('Every charge and direct debit of the payer', {}, C.PaymentHistorySchema);
export const upcomingDebitsSchema = route('Debits not collected yet (fees agreed to among them) of the member and the dependants they pay for', {}, C.UpcomingDebitListSchema);
export const paymentReceiptSchema = route('Tax-invoice receipt (PDF) of an approved payment', { params: C.HomeIdParamsSchema, response: pdf });
export const retryPaymentSchema = route('Pay a failed payment again (Idempotency-Key header)', { params: C.HomeIdParamsSchema, body: C.RetryPaymentBodySchema }, C.RetryPaymentResultSchema);
export const ordersSchema = route("The user's shop orders", {}, C.OrderListSchema);
export const orderReceiptSchema = route('Tax-invoice receipt (PDF) of a shop order', { params: C.HomeIdParamsSchema, response: pdf });
export const upcomingLessonsSchema = swimRoute("Each student's booked lessons of the next four weeks", {}, C.StudentClassBookingListSchema);
