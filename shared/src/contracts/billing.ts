// Scheduled billing in the club console (mf-club): the failed-payments queue (ADMIN, STAFF), the
// club's retry schedule and booking stop, refunds and the finance export (ADMIN).
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { DateRangeFields, IsoDate, MemberRefFields, Nullable, RecordIdParamsSchema } from './fields';

export const FailedDebitSchema = Type.Object({
  id: Type.Integer(),
  ...MemberRefFields,
  description: Type.String(),
  dueDate: IsoDate,
  amountCents: Type.Integer(),
  attempts: Type.Integer(),
  lastReason: Type.String(),
  nextAttemptOn: Nullable(IsoDate),
  /** exhausted: every retry of the schedule declined; staff decide. */
  status: Type.Union([Type.Literal('failed'), Type.Literal('exhausted')]),
});
export type FailedDebit = Static<typeof FailedDebitSchema>;

export const FailedDebitListSchema = Type.Array(FailedDebitSchema);
export type FailedDebitList = Static<typeof FailedDebitListSchema>;

export const DebitIdParamsSchema = RecordIdParamsSchema;

export const DebitActionResultSchema = Type.Object({
  status: Type.String(),
  message: Type.String(),
});
export type DebitActionResult = Static<typeof DebitActionResultSchema>;

export const BillingSettingsSchema = Type.Object({
  /** Days after the first decline on which the debit is tried again (default 3, 7, 14). */
  retryDays: Type.Array(Type.Integer(), { maxItems: 20 }),
  /** Refuse bookings once a member owes this many failed debits; null never. */
  stopBookingsAfter: Type.Union([Type.Null(), Type.Integer()]),
});
export type BillingSettings = Static<typeof BillingSettingsSchema>;

/** Which gateway takes the club's money, read-only in the console: its keys come only from the server's environment. */
export const PaymentGatewayStatusSchema = Type.Object({
  gateway: Type.Union([Type.Literal('sandbox'), Type.Literal('stripe')]),
  /** The server has what the gateway needs (Stripe: STRIPE_SECRET_KEY and the webhook secret); the sandbox always does. */
  serverConfigured: Type.Boolean(),
  /** No real money moves: the sandbox, or Stripe with a test-mode key. */
  testMode: Type.Boolean(),
});
export type PaymentGatewayStatus = Static<typeof PaymentGatewayStatusSchema>;

export const RefundBodySchema = Type.Object({
  amountCents: Type.Integer(),
  reason: Type.String({ maxLength: TEXT_LIMITS.refundReason }),
});
export type RefundBody = Static<typeof RefundBodySchema>;

export const RefundResultSchema = Type.Object({
  refundId: Type.Integer(),
  paymentId: Type.Integer(),
  amountCents: Type.Integer(),
  status: Type.Union([Type.Literal('approved'), Type.Literal('failed')]),
  /** Refunded of the payment in all, this refund included. */
  refundedCents: Type.Integer(),
  message: Type.String(),
});
export type RefundResult = Static<typeof RefundResultSchema>;

export const FinanceExportQuerySchema = Type.Object(DateRangeFields);
export type FinanceExportQuery = Static<typeof FinanceExportQuerySchema>;
