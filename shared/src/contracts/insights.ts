// Club insights in the club console (mf-club, ADMIN): attendance, members and money over a date
// range, each compared with the period just before it, each figure open to the rows behind it.
import { Type, type Static, type TProperties } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { DateRangeFields, IsoDate, ListedMemberFields, MemberRefFields, Nullable } from './fields';

export const ATTENDANCE_GROUPS = ['class', 'slot', 'weekday', 'instructor'] as const;
export type AttendanceGroup = (typeof ATTENDANCE_GROUPS)[number];
export const MONEY_GROUPS = ['day', 'product'] as const;
export type MoneyGroup = (typeof MONEY_GROUPS)[number];
export const INSIGHT_REPORTS = ['attendance', 'members', 'money'] as const;
export type InsightReport = (typeof INSIGHT_REPORTS)[number];

export const ATTENDANCE_METRICS = ['bookings', 'checkIns', 'noShows', 'lateCancels', 'waitlisted'] as const;
export const MEMBER_METRICS = ['joins', 'cancellations', 'freezes', 'members'] as const;
export const MONEY_METRICS = ['collected', 'failed', 'refunded', 'outstanding'] as const;
export type InsightMetric = (typeof ATTENDANCE_METRICS)[number] | (typeof MEMBER_METRICS)[number] | (typeof MONEY_METRICS)[number];

/** The longest range a report answers: a year and a day (a leap year's whole year). */
export const INSIGHTS_MAX_DAYS = 366;
export const INSIGHTS_RANGE_MESSAGE = 'Enter a range of at most 366 days, the first date not after the last.';
/** "Slipping away": no visit in this many days, the club's choice. */
export const SLIPPING_DAYS = { min: 7, max: 365, default: 30 } as const;
/** At most this many members are listed (and messaged in one click); the count covers them all. */
export const SLIPPING_LIST_LIMIT = 200;
/** At most this many rows behind one figure are listed; the count covers them all. */
export const DRILL_LIMIT = 500;

const Period = { ...DateRangeFields, previousFrom: IsoDate, previousTo: IsoDate };
const Key = { key: Type.String(), label: Type.String() };
/** A report's table over the period: a row of figures per key, their totals, and the totals of the period before. */
const figuresByKey = <Figures extends TProperties>(figures: Figures) => {
  const totals = Type.Object(figures);
  return { ...Period, rows: Type.Array(Type.Object({ ...Key, ...figures })), totals, previous: totals };
};

export const AttendanceQuerySchema = Type.Object({ ...DateRangeFields, by: Type.Enum(ATTENDANCE_GROUPS) });
export type AttendanceQuery = Static<typeof AttendanceQuerySchema>;
const AttendanceFigures = {
  bookings: Type.Integer(),
  checkIns: Type.Integer(),
  noShows: Type.Integer(),
  lateCancels: Type.Integer(),
  /** Still waiting when the class ran: members who could not get in. */
  waitlisted: Type.Integer(),
  /** Places taken (booked, not cancelled) and places offered. */
  booked: Type.Integer(),
  capacity: Type.Integer(),
  /** booked / capacity, a percentage with one decimal. */
  fillRate: Type.Number(),
};
export const AttendanceReportSchema = Type.Object({ ...figuresByKey(AttendanceFigures), by: Type.Enum(ATTENDANCE_GROUPS) });
export type AttendanceReport = Static<typeof AttendanceReportSchema>;
export type AttendanceTotals = AttendanceReport['totals'];

export const MembersQuerySchema = Type.Object(DateRangeFields);
const MemberFigures = { joins: Type.Integer(), cancellations: Type.Integer(), freezes: Type.Integer(), net: Type.Integer() };
export const MembershipTypeCountSchema = Type.Object({ ...Key, members: Type.Integer() });
export type MembershipTypeCount = Static<typeof MembershipTypeCountSchema>;
export const MembersReportSchema = Type.Object({
  /** A row a week (key: its Monday) of joins, cancellations and freezes. */
  ...figuresByKey(MemberFigures),
  /** Live memberships on the range's last day, by type. */
  byType: Type.Array(MembershipTypeCountSchema),
});
export type MembersReport = Static<typeof MembersReportSchema>;
export type MemberTotals = MembersReport['totals'];

export const SlippingQuerySchema = Type.Object({ days: Type.Integer({ minimum: SLIPPING_DAYS.min, maximum: SLIPPING_DAYS.max }) });
export const SlippingMemberSchema = Type.Object({ ...ListedMemberFields, membershipType: Type.String(), lastVisit: Nullable(IsoDate) });
export type SlippingMember = Static<typeof SlippingMemberSchema>;
export const SlippingReportSchema = Type.Object({ days: Type.Integer(), total: Type.Integer(), members: Type.Array(SlippingMemberSchema) });
export type SlippingReport = Static<typeof SlippingReportSchema>;
export const SlippingMessageBodySchema = Type.Object({
  days: Type.Integer({ minimum: SLIPPING_DAYS.min, maximum: SLIPPING_DAYS.max }),
  memberNumbers: Type.Array(Type.String({ maxLength: TEXT_LIMITS.memberNumber }), { minItems: 1, maxItems: SLIPPING_LIST_LIMIT }),
});
export type SlippingMessageBody = Static<typeof SlippingMessageBodySchema>;
export const SlippingMessageResultSchema = Type.Object({ sent: Type.Integer(), message: Type.String() });
export type SlippingMessageResult = Static<typeof SlippingMessageResultSchema>;

export const MoneyQuerySchema = Type.Object({ ...DateRangeFields, by: Type.Enum(MONEY_GROUPS) });
export type MoneyQuery = Static<typeof MoneyQuerySchema>;
const MoneyFigures = {
  collectedCents: Type.Integer(),
  failedCents: Type.Integer(),
  /** Declined or failed attempts (the failed-payments trend). */
  failedCount: Type.Integer(),
  refundedCents: Type.Integer(),
  /** Debits due in the range and still owed (failed, no retries left). */
  outstandingCents: Type.Integer(),
};
export const MoneyReportSchema = Type.Object({ ...figuresByKey(MoneyFigures), by: Type.Enum(MONEY_GROUPS) });
export type MoneyReport = Static<typeof MoneyReportSchema>;
export type MoneyTotals = MoneyReport['totals'];

/** The rows behind one figure: a report's group (`by`), one of its keys (empty: every row) and a metric. */
export const DrillQuerySchema = Type.Object({
  ...DateRangeFields,
  report: Type.Enum(INSIGHT_REPORTS),
  by: Type.Optional(Type.Enum([...ATTENDANCE_GROUPS, ...MONEY_GROUPS, 'week', 'type'] as const)),
  key: Type.Optional(Type.String({ maxLength: 200 })),
  metric: Type.Enum([...ATTENDANCE_METRICS, ...MEMBER_METRICS, ...MONEY_METRICS] as const),
});
export type DrillQuery = Static<typeof DrillQuerySchema>;
export const DrillRowSchema = Type.Object({
  /** Club-local date (and time where there is one). */
  when: Type.String(),
  ...MemberRefFields,
  detail: Type.String(),
  amountCents: Nullable(Type.Integer()),
});
export type DrillRow = Static<typeof DrillRowSchema>;
export const DrillReportSchema = Type.Object({ total: Type.Integer(), rows: Type.Array(DrillRowSchema) });
export type DrillReport = Static<typeof DrillReportSchema>;

/** The CSV of a report: its table as shown (`by` as on screen). */
export const InsightsCsvQuerySchema = Type.Object({ ...DateRangeFields, by: Type.Optional(Type.Enum([...ATTENDANCE_GROUPS, ...MONEY_GROUPS] as const)) });
export const InsightsCsvParamsSchema = Type.Object({ report: Type.Enum(INSIGHT_REPORTS) });
