// Bookings contracts: group classes, personal training, creche, my bookings and calendar
// (docs/spec/bookings-commerce.md §3, §7). Times are the club's wall clock ('HH:mm', 'YYYY-MM-DD');
// instants (classDateTime, startsAt, endsAt) are ISO strings in UTC.
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import {
  ClassOccurrenceRefFields,
  ClassPictureFields,
  ClassPlacesFields,
  ClubIdParams,
  DescribedIdFields,
  IdParams,
  memberNumberParams,
  NamedIdFields,
  Nullable,
  PlacesFields,
} from './fields';

// ---- Texts (docs/spec/bookings-commerce.md §8): the message catalogue's, under the names the API uses ----
export {
  BOOK_TO_WAIT_LIST as BOOK_TO_WAIT_LIST_PROMPT,
  BOOKING_CANCELLED as BOOKING_CANCELLED_MESSAGE,
  BOOKING_CHILD_REQUIRED as NO_CHILD_MESSAGE,
  BOOKING_NO_CLASSES as NO_CLASSES_MESSAGE,
  BOOKING_NO_CRECHE as NO_CRECHE_MESSAGE,
  BOOKING_NO_PT_SUBSCRIPTION as NO_PT_SUBSCRIPTION_MESSAGE,
  BOOKING_TRAINERS_FULL as TRAINERS_FULLY_BOOKED_MESSAGE,
  CLASS_BOOKED as CLASS_BOOKED_MESSAGE,
  CRECHE_BOOKED as CRECHE_BOOKED_MESSAGE,
  PT_BOOKED as PT_BOOKED_MESSAGE,
  WAIT_LIST_BOOKED as WAIT_LIST_BOOKED_MESSAGE,
  WAITING_LIST_JOINED as WAIT_LIST_JOINED_MESSAGE,
} from '../messages/bookings';
export const LATE_CANCEL_WARNING =
  'Cancelling outside the cutoff time may incur a fee or forfeit a session credit. Do you still want to cancel?';
// Server refusals (not in the spec's catalogue; designed here).
export const ALREADY_BOOKED_MESSAGE = 'You already have a booking for this class.';
export const CHILD_ALREADY_BOOKED_MESSAGE = 'This child is already booked in this session.';
export const CLASS_NOT_FOUND_MESSAGE = 'Class not found.';
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found.';
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found.';
export const CLASS_STARTED_MESSAGE = 'This class has already started.';
export const DATE_OUT_OF_RANGE_MESSAGE = 'Please choose a date within the booking window.';
export const SLOT_TAKEN_MESSAGE = 'This time is no longer available, please choose another time.';
export const PT_OVERLAP_MESSAGE = 'You already have a personal training session at this time.';
export const SLOT_NOT_FREE_MESSAGE = 'Sorry, the place is no longer available.';
export const NOT_WAITING_MESSAGE = 'This booking is not on the waiting list.';
export const SUBSCRIPTION_UNUSABLE_MESSAGE = 'This subscription has no sessions left.';
export const CHECK_IN_REFUSED_MESSAGE = 'You can check in from one hour before the class until it ends.';

const DateString = Type.String({ format: 'date', description: 'YYYY-MM-DD, club-local' });
const TimeString = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm, club-local' });
const Instant = Type.String({ format: 'date-time', description: 'ISO instant (UTC)' });
/** When a class or creche session starts: the instant, and the club-local day and time the page shows. */
const OccurrenceStartFields = { classDateTime: Instant, classDate: DateString, classTime: TimeString };
const Id = Type.Integer({ minimum: 1 });
/** Which occurrence of a class: its schedule id and, optionally, the start the member saw. */
const ClassOccurrenceFields = {
  classScheduleId: Id,
  classDateTime: Type.Optional(Type.String({ maxLength: 40 })),
};
/** Which club's day a search is for: the club by its id or its account id, and the club-local date. */
const ClubDayFields = {
  clubId: Type.Optional(Id),
  accountId: Type.Optional(Type.String({ maxLength: 50 })),
  selectedDate: DateString,
};

export const IdParamsSchema = IdParams;
/** What cancelling a booking now costs, said before the member confirms. */
export const CancellationTermsSchema = Type.Object({
  /** Inside the club's cancellation cut-off. */
  late: Type.Boolean(),
  /** The cost in words ('' when cancelling costs nothing). */
  message: Type.String(),
});
export type CancellationTerms = Static<typeof CancellationTermsSchema>;
export type IdParams = Static<typeof IdParamsSchema>;
export const MemberNumberParamsSchema = memberNumberParams(30);
export type MemberNumberParams = Static<typeof MemberNumberParamsSchema>;
export const ClubIdParamsSchema = ClubIdParams;

// ---- Classes ----------------------------------------------------------------------------------
export const ClassSearchBodySchema = Type.Object({
  userId: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Integer()])),
  ...ClubDayFields,
  /** Class type id; 0 or absent means every type. */
  classType: Type.Optional(Type.Integer({ minimum: 0 })),
  /** 1-based page of the day's classes (in start order); absent means the first. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** Classes per page; absent means CLASS_SEARCH_MAX_PAGE_SIZE (the server's cap). */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
/** Classes per page the class booking screen asks for (a big club runs 40+ classes a day). */
export const CLASS_SEARCH_PAGE_SIZE = 12;
/** The most one search answers, and what it answers when the request names no page size. */
export const CLASS_SEARCH_MAX_PAGE_SIZE = 50;
export type ClassSearchBody = Static<typeof ClassSearchBodySchema>;

export const GroupClassSchema = Type.Object({
  ...ClassOccurrenceRefFields,
  ...ClassPlacesFields,
  ...OccurrenceStartFields,
  classDuration: Type.Integer({ description: 'minutes' }),
  instructor: Type.String(),
  ...ClassPictureFields,
  location: Type.String(),
  /** The class has started (or ended): it can no longer be booked. */
  hasStarted: Type.Boolean(),
  /** The searching member's own live booking of the class (absent when they hold none): the card shows it instead of Book Now. */
  myBooking: Type.Optional(
    Type.Object({
      bookingId: Type.Integer({ description: 'the booking to cancel (/bookings/class/{id}/cancel)' }),
      status: Type.Union([Type.Literal('Booked'), Type.Literal('Waiting')]),
    }),
  ),
});
export type GroupClass = Static<typeof GroupClassSchema>;
export const GroupClassListSchema = Type.Array(GroupClassSchema);

export const ClassTypeSchema = Type.Object(DescribedIdFields);
export type ClassType = Static<typeof ClassTypeSchema>;
export const ClassTypeListSchema = Type.Array(ClassTypeSchema);

export const ActiveAccountSchema = Type.Object({ accountId: Type.String(), accountName: Type.String(), clubId: Type.Integer() });
export type ActiveAccount = Static<typeof ActiveAccountSchema>;
export const ActiveAccountListSchema = Type.Array(ActiveAccountSchema);

export const BookingSettingsSchema = Type.Object({
  classBookingMaxDaysView: Type.Integer(),
  timeZone: Type.String(),
  /** Club-local today, so the browser's date pickers follow the club calendar. */
  today: DateString,
});
export type BookingSettings = Static<typeof BookingSettingsSchema>;

export const BookClassBodySchema = Type.Object({
  userId: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Integer()])),
  ...ClassOccurrenceFields,
});
export type BookClassBody = Static<typeof BookClassBodySchema>;

export const BOOKING_STATUSES = ['Booked', 'Waiting', 'Cancelled'] as const;
export const BookingStatusSchema = Type.Union([Type.Literal('Booked'), Type.Literal('Waiting'), Type.Literal('Cancelled')]);
export type BookingStatus = Static<typeof BookingStatusSchema>;

export const BookResultSchema = Type.Object({ bookedId: Type.Integer(), bookingStatus: BookingStatusSchema, message: Type.String() });
export type BookResult = Static<typeof BookResultSchema>;

export const CheckInBodySchema = Type.Object({
  memberNumber: Type.String({ minLength: 1, maxLength: 30 }),
  ...ClassOccurrenceFields,
});
export type CheckInBody = Static<typeof CheckInBodySchema>;

// ---- Personal training ------------------------------------------------------------------------
export const PtBookingTypeSchema = Type.Object({ bookingTypeId: Type.Integer(), name: Type.String() });
export type PtBookingType = Static<typeof PtBookingTypeSchema>;
export const PtBookingTypeListSchema = Type.Array(PtBookingTypeSchema);
export const BookingTypeIdParamsSchema = Type.Object({ bookingTypeId: Type.Integer({ minimum: 1 }) });

export const DurationOptionSchema = Type.Object({ label: Type.String(), value: Type.Integer() });
export type DurationOption = Static<typeof DurationOptionSchema>;
export const DurationOptionListSchema = Type.Array(DurationOptionSchema);

export const TrainerSearchBodySchema = Type.Object({
  clubId: Type.Optional(Id),
  selectedDate: DateString,
  startTime: Type.Optional(TimeString),
  endTime: Type.Optional(TimeString),
  bookingTypeId: Id,
  /** Session length in minutes (the duration filter). */
  duration: Type.Optional(Type.Integer({ minimum: 15, maximum: 240, multipleOf: 15 })),
});
export type TrainerSearchBody = Static<typeof TrainerSearchBodySchema>;

export const TimeSlotSchema = Type.Object({ startTime: TimeString, endTime: TimeString, startsAt: Instant, endsAt: Instant });
export type TimeSlot = Static<typeof TimeSlotSchema>;

export const TrainerSchema = Type.Object({
  trainerId: Type.Integer(),
  name: Type.String(),
  photo: Type.String(),
  bio: Type.String(),
  availableTime: Type.Array(TimeSlotSchema),
  requireSubscription: Type.Boolean(),
  hasNoClassToday: Type.Boolean(),
  /** 'DD/MM/YYYY HH:mm' of the next free slot within 14 days, or null. */
  nextAvailableClass: Nullable(Type.String()),
});
export type Trainer = Static<typeof TrainerSchema>;
export const TrainerListSchema = Type.Array(TrainerSchema);

export const PtBookBodySchema = Type.Object({
  trainerId: Id,
  userId: Type.Union([Type.String({ maxLength: 30 }), Type.Integer()]),
  startTime: TimeString,
  endTime: TimeString,
  trainingDate: DateString,
  comments: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.bookingComments })),
  type: Type.Optional(Type.Integer()),
  bookingTypeId: Type.Optional(Id),
  ptSubscriptionId: Type.Optional(Nullable(Id)),
});
export type PtBookBody = Static<typeof PtBookBodySchema>;

export const PtSubscriptionSchema = Type.Object({
  memberPtSubscriptionId: Type.Integer(),
  remaining: Nullable(Type.Integer()),
  expiresAt: Nullable(Instant),
  subscription: Type.Object({ subscriptionName: Type.String() }),
});
export type PtSubscription = Static<typeof PtSubscriptionSchema>;
export const PtSubscriptionListSchema = Type.Array(PtSubscriptionSchema);

// ---- My bookings ------------------------------------------------------------------------------
export const OnDemandItemSchema = Type.Object({ classTitle: Type.String(), classUrlLink: Type.String() });
export type OnDemandItem = Static<typeof OnDemandItemSchema>;

export const BookingKindSchema = Type.Union([Type.Literal('class'), Type.Literal('pt'), Type.Literal('creche')]);
export type BookingKind = Static<typeof BookingKindSchema>;

export const BookingItemSchema = Type.Object({
  bookedId: Type.Integer(),
  kind: BookingKindSchema,
  bookingStatus: BookingStatusSchema,
  bookedDate: DateString,
  className: Type.String(),
  trainerName: Type.String(),
  childName: Type.String(),
  classTime: TimeString,
  ...TimeSlotSchema.properties,
  onlineClassUrlLink: Type.String(),
  classScheduleOnDemands: Type.Array(OnDemandItemSchema),
  hasAvailableSlot: Type.Boolean(),
  /** Late-cancellation fee charged to the account, in cents. */
  feeCents: Type.Integer(),
  /** A waiting booking's place in the queue, 1 first ("3rd on the waitlist"). */
  waitlistPosition: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Until when an offered place is held for this member (ISO), when it is. */
  offerExpiresAt: Type.Optional(Type.String()),
});
export type BookingItem = Static<typeof BookingItemSchema>;
export const BookingItemListSchema = Type.Array(BookingItemSchema);

export const BookingListParamsSchema = Type.Object({
  kind: BookingKindSchema,
  memberNumber: Type.String({ minLength: 1, maxLength: 30 }),
});
export type BookingListParams = Static<typeof BookingListParamsSchema>;

// ---- Creche -----------------------------------------------------------------------------------
export const CrecheSearchBodySchema = Type.Object(ClubDayFields);
export type CrecheSearchBody = Static<typeof CrecheSearchBodySchema>;

export const CrecheSessionSchema = Type.Object({
  classScheduleId: Type.Integer(),
  name: Type.String(),
  ...OccurrenceStartFields,
  endTime: TimeString,
  capacity: Type.Integer(),
  ...PlacesFields,
  /** The session has started (or ended): it can no longer be booked. */
  hasStarted: Type.Boolean(),
});
export type CrecheSession = Static<typeof CrecheSessionSchema>;
export const CrecheSessionListSchema = Type.Array(CrecheSessionSchema);

export const CrecheBookBodySchema = Type.Object({
  ...ClassOccurrenceFields,
  childId: Id,
});
export type CrecheBookBody = Static<typeof CrecheBookBodySchema>;

export const CrecheKidSchema = Type.Object(NamedIdFields);
export type CrecheKid = Static<typeof CrecheKidSchema>;
export const CrecheKidListSchema = Type.Array(CrecheKidSchema);

// ---- Calendar ---------------------------------------------------------------------------------
export const IcsQuerySchema = Type.Object({ kind: Type.Optional(BookingKindSchema) });
export type IcsQuery = Static<typeof IcsQuerySchema>;
/** The member's private feed URL, when it was made (or last reset) and when a calendar app last read it. */
export const CalendarFeedSchema = Type.Object({ token: Type.String(), url: Type.String(), createdAt: Type.String(), lastReadAt: Nullable(Type.String()) });
export type CalendarFeed = Static<typeof CalendarFeedSchema>;
export const CalendarTokenParamsSchema = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) });
