import { Type } from 'typebox';
import {
  ErrorEnvelopeSchema,
  HomeIdParamsSchema,
  MemberCardDataSchema,
  MemberHomeSchema,
  OrderListSchema,
  PaymentHistorySchema,
  RetryPaymentBodySchema,
  RetryPaymentResultSchema,
  StudentClassBookingListSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const pdf = {
  200: Type.String({ format: 'binary', description: 'application/pdf' }),
  '4xx': ErrorEnvelopeSchema,
  '5xx': ErrorEnvelopeSchema,
};

export const homeSchema = {
  tags: ['portal'],
  summary: "The dashboard in one call: next bookings, next debit, balance, credits, membership, students' next lessons",
  response: responses(MemberHomeSchema),
};
export const memberCardSchema = { tags: ['portal'], summary: 'The digital member card', response: responses(MemberCardDataSchema) };
export const paymentsSchema = { tags: ['portal'], summary: 'Every charge and direct debit of the payer', response: responses(PaymentHistorySchema) };
export const paymentReceiptSchema = {
  tags: ['portal'],
  summary: 'Tax-invoice receipt (PDF) of an approved payment',
  params: HomeIdParamsSchema,
  response: pdf,
};
export const retryPaymentSchema = {
  tags: ['portal'],
  summary: 'Pay a failed payment again (Idempotency-Key header)',
  params: HomeIdParamsSchema,
  body: RetryPaymentBodySchema,
  response: responses(RetryPaymentResultSchema),
};
export const ordersSchema = { tags: ['portal'], summary: "The user's shop orders", response: responses(OrderListSchema) };
export const orderReceiptSchema = {
  tags: ['portal'],
  summary: 'Tax-invoice receipt (PDF) of a shop order',
  params: HomeIdParamsSchema,
  response: pdf,
};
export const upcomingLessonsSchema = {
  tags: ['swim'],
  summary: "Each student's booked lessons of the next four weeks",
  response: responses(StudentClassBookingListSchema),
};
