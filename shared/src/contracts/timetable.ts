// The club's timetable in the console (mf-club, ADMIN): recurring class series, one occurrence
// changed or cancelled, and closures. Numbers are loose in the schemas on purpose: the service
// checks them and answers with a message on the field (`errors.field`), in the spec's tone.
import { Type, type Static } from 'typebox';
import { ISO_DATE_FORMAT, REQUIRED } from '../messages/validation';
import { TIMETABLE_TEXT_LIMITS } from '../validators/text-limits';
import {
  BoundedText,
  ChangeReachFields,
  DateTime,
  DescribedIdFields,
  FormDay,
  Int32,
  Nullable,
  SeriesDatesFields,
  SeriesRuleFields,
  SeriesSessionFields,
} from './fields';

/** RFC 5545 BYDAY codes, Monday first (the club's week as the form shows it). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const WEEKDAY_LABELS: Record<WeekdayCode, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

/** A class picture: PNG or JPEG, at most this many bytes. */
export const CLASS_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** The largest request a series write accepts: a picture over the limit still reaches the service, which names the field. */
export const SERIES_BODY_LIMIT = 16 * 1024 * 1024;
export const MAX_BOOKING_WINDOW_DAYS = 90;
export const MAX_CANCEL_CUTOFF_HOURS = 168;
export const MAX_CLASS_DURATION_MIN = 600;
/** The longest fee a form takes, cents ($10,000). */
export const MAX_LATE_CANCEL_FEE_CENTS = 1_000_000;

export const TIMETABLE_MESSAGES = {
  required: REQUIRED,
  weekdays: 'Choose at least one day of the week.',
  startTime: 'Enter a start time as HH:mm, for example 06:30.',
  duration: `Enter a duration from 5 to ${MAX_CLASS_DURATION_MIN} minutes.`,
  capacity: 'Enter a capacity from 1 to 500.',
  bookingWindow: `Enter a booking window from 1 to ${MAX_BOOKING_WINDOW_DAYS} days.`,
  cutoff: `Enter a cancellation cut-off from 0 to ${MAX_CANCEL_CUTOFF_HOURS} hours.`,
  fee: 'Enter a fee of $0.00 or more.',
  feeTooHigh: 'Enter a fee of at most $10,000.00.',
  date: ISO_DATE_FORMAT,
  endsBeforeStart: 'The series cannot end before it starts.',
  classType: 'Choose a class type of this club.',
  picture: 'The picture must be a PNG or JPEG of at most 2 MB.',
  seriesNotFound: 'That class series is not on this club\u2019s timetable.',
  occurrenceNotFound: 'That session is not on this club\u2019s timetable.',
  occurrenceStarted: 'Only a session that has not started can be changed.',
  closureExists: 'The club is already closed on that day.',
  closureNotFound: 'That closure is not on this club\u2019s calendar.',
  closurePast: 'A closure must be today or later.',
} as const;

export const roomTakenMessage = (other: string, when: string) =>
  `${other} is in this room ${when}. Choose another room or time.`;
export const instructorTakenMessage = (other: string, when: string) =>
  `This instructor teaches ${other} ${when}. Choose another instructor or time.`;
export const missingTimeMessage = (time: string, date: string) =>
  `${time} does not exist on ${date}: the clocks go forward that night. Choose another start time.`;


export const ClassSeriesInputSchema = Type.Object({
  name: BoundedText(TIMETABLE_TEXT_LIMITS.name),
  classTypeId: Int32,
  weekdays: Type.Array(Type.String({ maxLength: 2 }), { maxItems: 7 }),
  startTime: Type.String({ maxLength: 5, examples: ['06:30'] }),
  durationMin: Int32,
  instructor: BoundedText(TIMETABLE_TEXT_LIMITS.instructor),
  location: BoundedText(TIMETABLE_TEXT_LIMITS.location),
  capacity: Int32,
  ...SeriesDatesFields,
  bookingWindowDays: Int32,
  cancelCutoffHours: Int32,
  lateCancelFeeCents: Int32,
  specialInstructions: BoundedText(TIMETABLE_TEXT_LIMITS.specialInstructions),
  /** A new picture as a data URI (PNG or JPEG); absent keeps the current one, null removes it. */
  picture: Type.Optional(Nullable(Type.String({ maxLength: SERIES_BODY_LIMIT }))),
});
export type ClassSeriesInput = Static<typeof ClassSeriesInputSchema>;

/** A change of a series from a date on: earlier sessions stay as they were. */
export const ClassSeriesChangeSchema = Type.Intersect([ClassSeriesInputSchema, Type.Object({ fromDate: FormDay })]);
export type ClassSeriesChange = Static<typeof ClassSeriesChangeSchema>;

export const ClassSeriesSchema = Type.Object({
  id: Type.Integer(),
  classId: Type.Integer(),
  name: Type.String(),
  classTypeId: Type.Integer(),
  classType: Type.String(),
  weekdays: Type.Array(Type.String()),
  startTime: Type.String(),
  durationMin: Type.Integer(),
  instructor: Type.String(),
  location: Type.String(),
  capacity: Type.Integer(),
  startsOn: Type.String(),
  endsOn: Nullable(Type.String()),
  bookingWindowDays: Type.Integer(),
  cancelCutoffHours: Type.Integer(),
  lateCancelFeeCents: Type.Integer(),
  specialInstructions: Type.String(),
  imageUrl: Type.String(),
  ...SeriesRuleFields,
});
export type ClassSeries = Static<typeof ClassSeriesSchema>;
export const ClassSeriesListSchema = Type.Array(ClassSeriesSchema);

export const SeriesSessionSchema = Type.Object({
  scheduleId: Type.Integer(),
  startsAt: DateTime,
  ...SeriesSessionFields,
  durationMin: Type.Integer(),
});
export type SeriesSession = Static<typeof SeriesSessionSchema>;
export const SeriesSessionListSchema = Type.Array(SeriesSessionSchema);

/** One occurrence changed: its time, length or places (members booked on it are told). */
export const OccurrenceChangeSchema = Type.Object({
  date: FormDay,
  startTime: Type.String({ maxLength: 5 }),
  durationMin: Int32,
  capacity: Int32,
});
export type OccurrenceChange = Static<typeof OccurrenceChangeSchema>;

/** Members told about the change (booked or waiting on a session it moved or cancelled), and sessions removed (cancelled, or not booked and regenerated). */
export const TimetableChangeResultSchema = Type.Object(ChangeReachFields);
export type TimetableChangeResult = Static<typeof TimetableChangeResultSchema>;

export const ClosureInputSchema = Type.Object({ date: FormDay, reason: BoundedText(TIMETABLE_TEXT_LIMITS.reason) });
export type ClosureInput = Static<typeof ClosureInputSchema>;
export const ClosureSchema = Type.Object({ id: Type.Integer(), date: Type.String(), reason: Type.String() });
export type Closure = Static<typeof ClosureSchema>;
export const ClosureListSchema = Type.Array(ClosureSchema);
export const ClosureResultSchema = Type.Object({ closure: ClosureSchema, ...ChangeReachFields });
export type ClosureResult = Static<typeof ClosureResultSchema>;

export const ClassTypeOptionSchema = Type.Object(DescribedIdFields);
export const ClassTypeOptionListSchema = Type.Array(ClassTypeOptionSchema);
/** A new class type (a new club has none): the name is its key within the club, whatever its case. */
export const ClassTypeInputSchema = Type.Object({ description: BoundedText(TIMETABLE_TEXT_LIMITS.classType) });
export type ClassTypeInput = Static<typeof ClassTypeInputSchema>;
