// The club console (mf-club): features switched live, branding, the front desk and the
// members list. ADMIN has all of it; STAFF the desk (and kiosks, ./kiosk).
import { Type, type Static } from 'typebox';
import { BRANDING_TEXT_LIMITS, TEXT_LIMITS } from '../validators/text-limits';
import { BookingStatusSchema } from './bookings';
import { ClubFlagsSchema } from './club';
import { BoundedText, ClassTimesFields, DateTime, ListedMemberFields, MemberLoginFields, memberNumberParams } from './fields';

/** The remotes a club switches on and off; the console itself (mf-club) is not one of them. */
export const SWITCHABLE_REMOTES = ['mf-account', 'mf-membership', 'mf-bookings', 'mf-swim', 'mf-shop', 'mf-public'] as const;
export type SwitchableRemote = (typeof SWITCHABLE_REMOTES)[number];
const SwitchableRemoteSchema = Type.Union([
  Type.Literal('mf-account'),
  Type.Literal('mf-membership'),
  Type.Literal('mf-bookings'),
  Type.Literal('mf-swim'),
  Type.Literal('mf-shop'),
  Type.Literal('mf-public'),
]);

export const CLASS_NOT_TODAY_MESSAGE = 'That class is not one of the club\u2019s classes today.';
export const CLASS_ALREADY_CANCELLED_MESSAGE = 'This class is already cancelled.';
export const BOOKING_NOT_ON_ROSTER_MESSAGE = 'That booking is not on a roster of this club.';
export const CONSOLE_MEMBER_NOT_FOUND_MESSAGE = 'Member not found.';
export const MEMBER_HAS_LOGIN_MESSAGE = 'This member already has a login: send a reset link instead.';
export const MEMBER_HAS_NO_LOGIN_MESSAGE = 'This member has no login yet: send a registration invitation instead.';
export const MEMBER_HAS_NO_EMAIL_MESSAGE = 'This member has no e-mail address.';
export const MEMBER_LOGIN_NEEDS_EMAIL_MESSAGE = 'This member signs in with their e-mail address: enter the new one.';
export const EMAIL_OF_ANOTHER_LOGIN_MESSAGE = 'Another login at your club uses this e-mail address.';
export const CHECK_IN_NEEDS_MEMBER_MESSAGE = 'Enter a barcode or choose a member.';
export const COLOUR_INVALID_MESSAGE = 'Enter a colour as #RRGGBB.';
/** A class's capacity, as an ADMIN sets it: whole places, at most this many. */
export const MAX_CLASS_CAPACITY = 500;
export const CAPACITY_RANGE_MESSAGE = `Enter a capacity from 1 to ${MAX_CLASS_CAPACITY}.`;
export const capacityBelowBookedMessage = (booked: number) =>
  `Capacity cannot be less than the ${booked} ${booked === 1 ? 'member' : 'members'} already booked.`;
export const CLASS_NOT_UPCOMING_MESSAGE = 'Only the capacity of a class that has not started can be changed.';
/** The desk's day: today or one of the next days (club-local). */
export const DESK_DAYS_AHEAD = 13;

export const ClubFeaturesSchema = Type.Object({
  enabledRemotes: Type.Array(SwitchableRemoteSchema, { uniqueItems: true, maxItems: SWITCHABLE_REMOTES.length }),
  flags: ClubFlagsSchema,
});
export type ClubFeatures = Static<typeof ClubFeaturesSchema>;

/** A change: only what is sent changes. */
export const ClubFeaturesChangeSchema = Type.Object({
  enabledRemotes: Type.Optional(Type.Array(SwitchableRemoteSchema, { uniqueItems: true, maxItems: SWITCHABLE_REMOTES.length })),
  flags: Type.Optional(Type.Partial(ClubFlagsSchema)),
});
export type ClubFeaturesChange = Static<typeof ClubFeaturesChangeSchema>;

export const ClubAuditEntrySchema = Type.Object({
  id: Type.Integer(),
  area: Type.Union([
    Type.Literal('features'),
    Type.Literal('branding'),
    Type.Literal('capacity'),
    Type.Literal('timetable'),
    Type.Literal('trainers'),
    Type.Literal('membership-types'),
    Type.Literal('add-ons'),
    Type.Literal('promo-codes'),
    Type.Literal('vouchers'),
    Type.Literal('shop'),
    Type.Literal('staff'),
    Type.Literal('club-details'),
    Type.Literal('creche'),
    Type.Literal('swim-school'),
    Type.Literal('members'),
  ]),
  /** E-mail of the ADMIN who made the change ('' when the login is gone). */
  who: Type.String(),
  at: DateTime,
  before: Type.Record(Type.String(), Type.Unknown()),
  after: Type.Record(Type.String(), Type.Unknown()),
});
export type ClubAuditEntry = Static<typeof ClubAuditEntrySchema>;
export const ClubAuditListSchema = Type.Array(ClubAuditEntrySchema);

// '#RRGGBB', checked by the server with COLOUR_INVALID_MESSAGE on the field.
const Colour = Type.String({ maxLength: 7 });

export const ClubBrandingSchema = Type.Object({
  clubName: Type.String({ minLength: 1, maxLength: BRANDING_TEXT_LIMITS.clubName }),
  email: BoundedText(BRANDING_TEXT_LIMITS.email),
  phone: BoundedText(BRANDING_TEXT_LIMITS.phone),
  street: BoundedText(BRANDING_TEXT_LIMITS.street),
  suburb: BoundedText(BRANDING_TEXT_LIMITS.suburb),
  state: BoundedText(BRANDING_TEXT_LIMITS.state),
  postCode: BoundedText(BRANDING_TEXT_LIMITS.postCode),
  primaryTextColor: Colour,
  secondaryTextColor: Colour,
  primaryBackgroundColor: Colour,
  secondaryBackgroundColor: Colour,
  thirdBackgroundColor: Colour,
  /** Base64 PNG without the data: prefix; '' for none. */
  logoPng: Type.String({ maxLength: 700_000 }),
});
export type ClubBranding = Static<typeof ClubBrandingSchema>;

export const RosterEntrySchema = Type.Object({
  bookingId: Type.Integer(),
  ...ListedMemberFields,
  /** A booking on the roster is booked or waiting, never cancelled. */
  status: Type.Exclude(BookingStatusSchema, Type.Literal('Cancelled')),
  checkedIn: Type.Boolean(),
});
export type RosterEntry = Static<typeof RosterEntrySchema>;

export const DeskClassSchema = Type.Object({
  scheduleId: Type.Integer(),
  className: Type.String(),
  instructor: Type.String(),
  location: Type.String(),
  ...ClassTimesFields,
  capacity: Type.Integer(),
  booked: Type.Integer(),
  waitlisted: Type.Integer(),
  checkedIn: Type.Integer(),
  cancelled: Type.Boolean(),
  roster: Type.Array(RosterEntrySchema),
});
export type DeskClass = Static<typeof DeskClassSchema>;

export const DeskTodaySchema = Type.Object({
  /** Club-local 'YYYY-MM-DD'. */
  date: Type.String(),
  timeZone: Type.String(),
  classes: Type.Array(DeskClassSchema),
});
export type DeskToday = Static<typeof DeskTodaySchema>;

export const DeskDayQuerySchema = Type.Object({
  /** Club-local 'YYYY-MM-DD'; today when absent. */
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 })),
});
export type DeskDayQuery = Static<typeof DeskDayQuerySchema>;

/** Wide bounds here (a clear 400 for nonsense); the service says the range on the field. */
export const CapacityChangeBodySchema = Type.Object({ capacity: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }) });
export type CapacityChangeBody = Static<typeof CapacityChangeBodySchema>;

export const CapacityChangeResultSchema = Type.Object({
  class: DeskClassSchema,
  /** Waiting members booked or offered the new places. */
  promoted: Type.Integer(),
});
export type CapacityChangeResult = Static<typeof CapacityChangeResultSchema>;

export const AttendanceBodySchema = Type.Object({ checkedIn: Type.Boolean() });
export type AttendanceBody = Static<typeof AttendanceBodySchema>;

export const CancelClassResultSchema = Type.Object({ cancelledBookings: Type.Integer(), notified: Type.Integer() });
export type CancelClassResult = Static<typeof CancelClassResultSchema>;

export const DeskCheckInBodySchema = Type.Object({
  barcode: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.barcode })),
  memberNumber: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.memberNumber })),
  classScheduleId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type DeskCheckInBody = Static<typeof DeskCheckInBodySchema>;

export const DeskMemberSearchQuerySchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.memberNameSearch }) });

export const ConsoleMemberSearchQuerySchema = Type.Object({ q: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.memberSearch }) });
export const ConsoleMemberSchema = Type.Object({ ...MemberLoginFields, status: Type.String() });
export type ConsoleMember = Static<typeof ConsoleMemberSchema>;
export const ConsoleMemberListSchema = Type.Array(ConsoleMemberSchema);

export const ConsoleMemberParamsSchema = memberNumberParams(40);

/**
 * What the club corrects for a member: the member's own profile shows these read-only. The e-mail
 * is also their login's; a date of birth DD/MM/YYYY or empty.
 */
export const ConsoleMemberIdentitySchema = Type.Object({
  firstName: BoundedText(TEXT_LIMITS.personName),
  lastName: BoundedText(TEXT_LIMITS.personName),
  email: BoundedText(TEXT_LIMITS.email),
  dateOfBirth: BoundedText(10),
});
export type ConsoleMemberIdentity = Static<typeof ConsoleMemberIdentitySchema>;

export const ConsoleMemberDetailSchema = Type.Object({
  member: ConsoleMemberSchema,
  identity: ConsoleMemberIdentitySchema,
  memberships: Type.Array(
    Type.Object({ name: Type.String(), status: Type.String(), startDate: Type.String(), expiryDate: Type.String(), contractType: Type.String() }),
  ),
  bookings: Type.Array(Type.Object({ className: Type.String(), startsAt: Type.String(), status: Type.String(), checkedIn: Type.Boolean() })),
  payments: Type.Array(Type.Object({ at: Type.String(), description: Type.String(), amountCents: Type.Integer(), status: Type.String() })),
});
export type ConsoleMemberDetail = Static<typeof ConsoleMemberDetailSchema>;

export const ConsoleMessageSchema = Type.Object({ message: Type.String() });
export type ConsoleMessage = Static<typeof ConsoleMessageSchema>;
