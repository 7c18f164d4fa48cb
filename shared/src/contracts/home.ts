// Member home: the dashboard's one call, the payment history with its receipts, and
// the shop orders. Money is integer cents; dates are the club's calendar dates (YYYY-MM-DD) and
// the browser formats them DD/MM/YYYY.
import { Type, type Static } from 'typebox';
import {
  ClassTimesFields,
  DateTime,
  ListedStudentFields,
  MemberRefFields,
  Nullable,
  PaymentDoneFields,
  RecordIdParamsSchema,
  TotalWithGstFields,
  VaultTokenFields,
} from './fields';

export const HomeBookingSchema = Type.Object({
  bookedId: Type.Integer(),
  kind: Type.Union([Type.Literal('class'), Type.Literal('pt'), Type.Literal('creche')]),
  className: Type.String(),
  /** YYYY-MM-DD in the club's zone. */
  bookedDate: Type.String(),
  ...ClassTimesFields,
  /** Join live (the class's online link); '' when it has none. */
  onlineClassUrlLink: Type.String(),
});
export type HomeBooking = Static<typeof HomeBookingSchema>;

export const HomeStudentSchema = Type.Object({
  ...ListedStudentFields,
  nextLesson: Nullable(
    Type.Object({
      bookingId: Type.Integer(),
      className: Type.String(),
      date: Type.String(),
      startTime: Type.String(),
      startsAt: DateTime,
    }),
  ),
});
export type HomeStudent = Static<typeof HomeStudentSchema>;

export const MemberHomeSchema = Type.Object({
  kind: Type.Union([Type.Literal('member'), Type.Literal('guardian'), Type.Literal('prospect')]),
  membership: Nullable(
    Type.Object({
      name: Type.String(),
      contractType: Type.String(),
      /** active | suspended | ended | pending */
      status: Type.String(),
      expiryDate: Nullable(Type.String()),
    }),
  ),
  nextBookings: Type.Array(HomeBookingSchema),
  nextDebit: Nullable(Type.Object({ date: Type.String(), amountCents: Type.Integer() })),
  /** What the user owes now; `payPath` is the page that takes the payment. */
  outstanding: Nullable(Type.Object({ amountCents: Type.Integer(), payPath: Type.String() })),
  makeupCredits: Nullable(Type.Object({ available: Type.Integer(), nextExpiry: Nullable(Type.String()) })),
  /** Filled by the notifications module once it lands; null until then. */
  unreadNotifications: Nullable(Type.Integer()),
  students: Type.Array(HomeStudentSchema),
});
export type MemberHome = Static<typeof MemberHomeSchema>;

export const PaymentHistoryItemSchema = Type.Object({
  id: Type.Integer(),
  /** YYYY-MM-DD in the club's zone. */
  date: Type.String(),
  kind: Type.Union([Type.Literal('charge'), Type.Literal('direct_debit')]),
  description: Type.String(),
  amountCents: Type.Integer(),
  /** pending: a bank debit still settling; requires_action: the member's bank waits for their confirmation. */
  status: Type.Union([Type.Literal('approved'), Type.Literal('declined'), Type.Literal('failed'), Type.Literal('pending'), Type.Literal('requires_action')]),
  /** '' for a direct debit from a bank account. */
  cardLast4: Type.String(),
  /** A failed payment not yet settled by a retry. */
  canRetry: Type.Boolean(),
  receiptUrl: Nullable(Type.String()),
  /** What the club gave back of it (refunds that went through), whole or part; 0 when none. */
  refundedCents: Type.Optional(Type.Integer()),
});
export type PaymentHistoryItem = Static<typeof PaymentHistoryItemSchema>;
export const PaymentHistorySchema = Type.Array(PaymentHistoryItemSchema);

/** A debit not collected yet (a fee agreed to, a debit due): what the billing run will take, and when. */
// dueDate: YYYY-MM-DD, club-local (the run of that day collects it).
export const UpcomingDebitSchema = Type.Object({ id: Type.Integer(), dueDate: Type.String(), description: Type.String(), amountCents: Type.Integer() });
export type UpcomingDebit = Static<typeof UpcomingDebitSchema>;
export const UpcomingDebitListSchema = Type.Array(UpcomingDebitSchema);

export const RetryPaymentBodySchema = Type.Object({
  ...VaultTokenFields,
  useExistingCard: Type.Optional(Type.Boolean()),
});
export type RetryPaymentBody = Static<typeof RetryPaymentBodySchema>;
export const RetryPaymentResultSchema = Type.Object(PaymentDoneFields);
export type RetryPaymentResult = Static<typeof RetryPaymentResultSchema>;

export const OrderSummarySchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  status: Type.String(),
  ...TotalWithGstFields,
  items: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer(), lineTotalCents: Type.Integer() })),
  receiptUrl: Type.String(),
});
export type OrderSummary = Static<typeof OrderSummarySchema>;
export const OrderListSchema = Type.Array(OrderSummarySchema);

export const HomeIdParamsSchema = RecordIdParamsSchema;

/** The digital member card: the only member data the offline card page keeps (service worker). */
export const MemberCardDataSchema = Type.Object({
  ...MemberRefFields,
  barcode: Type.String(),
  clubName: Type.String(),
});
export type MemberCardData = Static<typeof MemberCardDataSchema>;
