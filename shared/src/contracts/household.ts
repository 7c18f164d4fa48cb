// Households: a payer (a member) pays for their dependants (members), a swim guardian for their
// students; the console links members, the payer sees and manages each dependant, a dependant's own
// login is told who pays.
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { DayText, DisplayDateOrEmpty, InstantText, ListedStudentFields, MemberLoginFields, Nullable } from './fields';

/** Who pays for the signed-in member: themselves, or their household's payer. */
export const HouseholdPayerSchema = Type.Object({
  /** The payer's name; '' when the member pays for themselves. */
  payerName: Type.String(),
  isDependant: Type.Boolean(),
  /** The member pays for at least one dependant (the menu shows Household). */
  isPayer: Type.Boolean(),
});
export type HouseholdPayer = Static<typeof HouseholdPayerSchema>;

export const HouseholdBookingSchema = Type.Object({
  bookingId: Type.Integer(),
  className: Type.String(),
  startsAt: InstantText,
  status: Type.String(),
});

export const HouseholdPackSchema = Type.Object({
  name: Type.String(),
  /** -1 is unlimited. */
  remaining: Type.Integer(),
  expiryDate: DisplayDateOrEmpty,
});

export const HouseholdDependantSchema = Type.Object({
  ...MemberLoginFields,
  membership: Type.String({ description: 'the current membership, or empty' }),
  packs: Type.Array(HouseholdPackSchema),
  bookings: Type.Array(HouseholdBookingSchema),
});
export type HouseholdDependant = Static<typeof HouseholdDependantSchema>;

/** A swim student of a guardian's household: what the payer's page shows (the swim pages do the rest). */
export const HouseholdStudentSchema = Type.Object({
  ...ListedStudentFields,
  levelName: Type.String(),
  /** The next booked lessons (at most three). */
  lessons: Type.Array(Type.Object({ className: Type.String(), startsAt: InstantText })),
  /** Make-up credits not used and not expired. */
  makeupCredits: Type.Integer(),
  /** What is owed on the student's balances, settled on the swim pages. */
  balanceCents: Type.Integer(),
  /** The oldest balance owed (0 when none): the page's Pay link opens its payment on the swim pages. */
  posTrasanctionId: Type.Integer(),
});
export type HouseholdStudent = Static<typeof HouseholdStudentSchema>;

/** A pack the payer can buy for a dependant (a prepaid, web-purchasable subscription). */
export const HouseholdOfferSchema = Type.Object({
  subscriptionId: Type.Integer(),
  name: Type.String(),
  totalCostCents: Type.Integer(),
});

export const HouseholdSchema = Type.Object({
  dependants: Type.Array(HouseholdDependantSchema),
  /** A swim guardian's students (empty for a member payer). */
  students: Type.Array(HouseholdStudentSchema),
  offers: Type.Array(HouseholdOfferSchema),
  /** The payer's stored card, masked ('' when none: buying needs one). */
  payerCard: Type.String(),
});
export type Household = Static<typeof HouseholdSchema>;

export const HouseholdMemberParamsSchema = Type.Object({ memberNumber: Type.String({ maxLength: 40 }) });
export const HouseholdBookingParamsSchema = Type.Object({ memberNumber: Type.String({ maxLength: 40 }), bookingId: Type.Integer({ minimum: 1 }) });
/** The payer cancels a dependant's membership: only the reason is theirs, every date and amount the server's. */
export const HouseholdCancelRequestSchema = Type.Object({ reason: Type.String({ maxLength: TEXT_LIMITS.comments }) });
export type HouseholdCancelRequest = Static<typeof HouseholdCancelRequestSchema>;
export const HouseholdBuyRequestSchema = Type.Object({ subscriptionId: Type.Integer({ minimum: 1 }) });
export type HouseholdBuyRequest = Static<typeof HouseholdBuyRequestSchema>;

// ---- The console ----------------------------------------------------------------------------

export const ConsoleHouseholdMemberSchema = Type.Object(MemberLoginFields);
export type ConsoleHouseholdMember = Static<typeof ConsoleHouseholdMemberSchema>;

export const ConsoleHouseholdSchema = Type.Object({
  /** Who pays for this member when they are a dependant. */
  payer: Nullable(ConsoleHouseholdMemberSchema),
  dependants: Type.Array(ConsoleHouseholdMemberSchema),
});
export type ConsoleHousehold = Static<typeof ConsoleHouseholdSchema>;

export const ConsoleHouseholdParamsSchema = Type.Object({ memberNumber: Type.String({ maxLength: 40 }) });
export const ConsoleHouseholdDependantParamsSchema = Type.Object({
  memberNumber: Type.String({ maxLength: 40 }),
  dependantNumber: Type.String({ maxLength: 40 }),
});

export const AddDependantSchema = Type.Object({ memberNumber: Type.String({ maxLength: TEXT_LIMITS.memberNumber }) });
export type AddDependant = Static<typeof AddDependantSchema>;

export const NewDependantSchema = Type.Object({
  firstName: Type.String({ maxLength: TEXT_LIMITS.personName }),
  lastName: Type.String({ maxLength: TEXT_LIMITS.personName }),
  dateOfBirth: DayText,
  email: Type.String({ maxLength: TEXT_LIMITS.email }),
  /** A login of their own: e-mailed a one-time link to choose a password. */
  ownLogin: Type.Boolean(),
});
export type NewDependant = Static<typeof NewDependantSchema>;
