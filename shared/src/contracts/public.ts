// Public (signed-out) contracts: prospects, member request forms, the public timetable, kiosk
// check-in, online join, signed member links (docs/spec/bookings-commerce.md §7 "Public and prospect calls").
// The spec shows no payload shapes for most of these; field names follow its entities where it
// names them (member existence check, mobile verification, check-in).
import { Type, type Static } from 'typebox';
import { JOIN_TEXT_LIMITS, TEXT_LIMITS } from '../validators/text-limits';
import {
  bankAccountFields,
  CardInputFields,
  ClubContactFields,
  ClubNameFields,
  IsoDate,
  NamedIdFields,
  Nullable,
  OptionalText,
  PaymentTypeSchema,
  PlacesFields,
  StartDateFields,
  VaultTokenFields,
} from './fields';
import { ClubFlagsSchema } from './club';
import { FeeBreakdownSchema, MembershipAddonSchema, MembershipTypeSchema, PurchasableSubscriptionSchema } from './membership';

const AccountId = Type.String({ minLength: 1, maxLength: 40, description: "The club's account id (or its lookup code)" });
const Name = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.personName });
const FullName = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.fullName });
const Email = Type.String({ minLength: 3, maxLength: TEXT_LIMITS.email });
const Mobile = Type.String({ minLength: 8, maxLength: TEXT_LIMITS.phone });
const PersonNameFields = { firstName: Name, lastName: Name };
/** Who is joining (or checked for an existing membership): the name and date of birth. */
const ApplicantFields = { ...PersonNameFields, dateOfBirth: IsoDate };
/** Who a visitor is and how the club answers them (the public forms). */
const VisitorFields = {
  ...PersonNameFields,
  email: Email,
  mobile: OptionalText(TEXT_LIMITS.phone),
};
/** base64 PNG of a signature (a data: URL is accepted). */
const Signature = Type.String({ maxLength: 400_000 });
/** A signed form: the visitor's signature, and a parent or guarantor's for a minor. */
const SignedFields = {
  signature: Signature,
  guarantorName: OptionalText(TEXT_LIMITS.fullName),
  signatureParentGuarantor: Type.Optional(Signature),
};

export const PublicAccountParamsSchema = Type.Object({ accountId: AccountId });
export const PublicAccountQuerySchema = Type.Object({ accountId: AccountId });

/** A neutral confirmation with a dated receipt. */
export const PublicReceiptSchema = Type.Object({
  message: Type.String(),
  receiptNumber: Type.String(),
  /** DD/MM/YYYY h:mm A, club time. */
  receivedAt: Type.String(),
});
export type PublicReceipt = Static<typeof PublicReceiptSchema>;

export const LookupOptionSchema = Type.Object(NamedIdFields);
export type LookupOption = Static<typeof LookupOptionSchema>;
export const LookupOptionListSchema = Type.Array(LookupOptionSchema);

export const PublicClubSchema = Type.Object({
  ...ClubNameFields,
  ...ClubContactFields,
  /** The club's switches the public pages follow. */
  ...Type.Pick(ClubFlagsSchema, ['preActivityQuestionnaire', 'signatureEnabled', 'pciVaultEnabled']).properties,
});
export type PublicClub = Static<typeof PublicClubSchema>;

// ---- Prospect inquiry -----------------------------------------------------------------------
export const ProspectInquiryBodySchema = Type.Object({
  accountId: AccountId,
  ...VisitorFields,
  howDidYouHearId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  message: OptionalText(TEXT_LIMITS.comments),
});
export type ProspectInquiryBody = Static<typeof ProspectInquiryBodySchema>;

// ---- Member suspension / cancellation request forms ----------------------------------------

export const MemberRequestKindParamsSchema = Type.Object({
  kind: Type.Union([Type.Literal('suspension'), Type.Literal('cancellation')]),
});
export const MemberRequestQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 40 })),
  accountId: Type.Optional(Type.String({ maxLength: 40 })),
  memberNumber: OptionalText(TEXT_LIMITS.memberNumber),
});
export const MemberRequestFormSchema = Type.Object({
  ...ClubNameFields,
  reasons: Type.Array(Type.String()),
  /** Club-local today, YYYY-MM-DD: the earliest date the form accepts. */
  today: IsoDate,
  maxSuspensionDays: Type.Integer(),
  /** The signed-in member of this club, when there is one: the request is theirs, sent to their own e-mail. */
  member: Type.Optional(
    Type.Object({ memberNumber: Type.String(), firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
  ),
});
export type MemberRequestForm = Static<typeof MemberRequestFormSchema>;
export const MemberRequestBodySchema = Type.Object({
  accountId: AccountId,
  memberNumber: Type.String({ minLength: 1, maxLength: 40 }),
  ...VisitorFields,
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  fromDate: IsoDate,
  /** Suspension: the last day; cancellation: not used. */
  toDate: Type.Optional(IsoDate),
  comments: OptionalText(TEXT_LIMITS.comments),
});
export type MemberRequestBody = Static<typeof MemberRequestBodySchema>;

// ---- Public timetable (groupfitness) --------------------------------------------------------
export const PublicTimetableQuerySchema = Type.Object({ accountId: AccountId, date: IsoDate });
/** A class picture's content-hashed address: the class and the md5 of the stored picture. */
export const ClassImageParamsSchema = Type.Object({ classId: Type.Integer({ minimum: 1 }), hash: Type.String({ pattern: '^[a-f0-9]{32}$' }) });
export const PublicClassSchema = Type.Object({
  classScheduleId: Type.Integer(),
  className: Type.String(),
  instructor: Type.String(),
  /** e.g. '6:00 AM' (club time) */
  classTime: Type.String(),
  classDuration: Type.Integer({ description: 'minutes' }),
  /** ISO instant of the start: the pending selection's classDateTime. */
  classDateTime: Type.String(),
  classCapacity: Type.Integer(),
  ...PlacesFields,
  imageUrl: Type.String(),
  classSpecialInstructions: Type.String(),
});
export type PublicClass = Static<typeof PublicClassSchema>;
export const PublicClassListSchema = Type.Array(PublicClassSchema);

// ---- Kiosk check-in -------------------------------------------------------------------------
export const BarcodeCheckInBodySchema = Type.Object({
  accountId: AccountId,
  barcode: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.barcode }),
  classScheduleId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type BarcodeCheckInBody = Static<typeof BarcodeCheckInBodySchema>;
export const NameCheckInBodySchema = Type.Object({
  accountId: AccountId,
  memberNumber: Type.String({ minLength: 1, maxLength: 40 }),
  classScheduleId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type NameCheckInBody = Static<typeof NameCheckInBodySchema>;
/** A member as the desk is shown them. */
const DeskMemberFields = {
  memberNumber: Type.String(),
  /** First name and last initial: enough for the desk, not a directory. */
  displayName: Type.String(),
};
export const CheckInResultSchema = Type.Object({
  ...DeskMemberFields,
  message: Type.String(),
  className: Type.String(),
});
export type CheckInResult = Static<typeof CheckInResultSchema>;
export const MemberNameSearchBodySchema = Type.Object({
  accountId: AccountId,
  name: Type.String({ minLength: 3, maxLength: TEXT_LIMITS.memberNameSearch }),
});
export const MemberNameMatchSchema = Type.Object(DeskMemberFields);
export type MemberNameMatch = Static<typeof MemberNameMatchSchema>;
export const MemberNameMatchListSchema = Type.Array(MemberNameMatchSchema);

// ---- Services kiosk -------------------------------------------------------------------------
export const ServiceOptionSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** Public route to open, with the account id appended by the kiosk. */
  path: Type.String(),
});
export type ServiceOption = Static<typeof ServiceOptionSchema>;
export const ServiceOptionListSchema = Type.Array(ServiceOptionSchema);

// ---- Online join ----------------------------------------------------------------------------
/** An intro add-on: the same as a member's add-on. */
export const JoinAddonSchema = MembershipAddonSchema;
/** A membership type as the join page offers it: the fields of a member's membership type it shows, in cents. */
export const JoinMembershipTypeSchema = Type.Object({
  ...Type.Pick(MembershipTypeSchema, [
    'id',
    'description',
    'shortDescription',
    'fullDescription',
    'minimumPeriodLabel',
    'onlineSignupTag',
    'photo',
    'isDirectDebit',
    'paymentFrequency',
    'priceCents',
    'joiningFeeCents',
    'accessCardFeeCents',
    'noOfDaysAllowMembershipStartDate',
    'noOfDaysAllowPaymentStartDate',
  ]).properties,
  addOns: Type.Array(JoinAddonSchema),
});
export type JoinMembershipType = Static<typeof JoinMembershipTypeSchema>;
/** A subscription offered with the join: the fields of a member's purchasable one the join page shows. */
export const JoinSubscriptionSchema = Type.Pick(PurchasableSubscriptionSchema, [
  'subscriptionId',
  'subscriptionName',
  'subscriptionTypeName',
  'subscriptionType',
  'totalCostCents',
  'onlineBodyDescription',
  'onlineFooterDescription',
]);
export type JoinSubscription = Static<typeof JoinSubscriptionSchema>;
export const JoinOptionsSchema = Type.Object({
  club: PublicClubSchema,
  today: IsoDate,
  membershipTypes: Type.Array(JoinMembershipTypeSchema),
  subscriptions: Type.Array(JoinSubscriptionSchema),
  questionnaire: Type.Array(Type.String()),
});
export type JoinOptions = Static<typeof JoinOptionsSchema>;

/** The spec's member existence check. */
export const MemberExistenceBodySchema = Type.Object({
  ...ApplicantFields,
  dateOfBirthFormatted: Type.Optional(Type.String({ maxLength: 10 })),
  mobileNumber: Mobile,
  email: Email,
  accountId: AccountId,
  membershipTypeId: Type.Integer({ minimum: 1 }),
  selectedIntroAddOnIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10 })),
});
export type MemberExistenceBody = Static<typeof MemberExistenceBodySchema>;
/**
 * Always `{ exists: false, message: '' }`: the check answers a member and a stranger alike, so it
 * tells nobody who is a member; a member whose details were typed is told by e-mail instead.
 */
export const MemberExistenceSchema = Type.Object({
  exists: Type.Boolean(),
  message: Type.String(),
});
export type MemberExistence = Static<typeof MemberExistenceSchema>;

/** The spec's mobile verification request. */
export const MobileCodeBodySchema = Type.Object({
  ...PersonNameFields,
  /** The mobile number to verify. */
  reference: Mobile,
  /** Where the code goes when the club has no SMS gateway (the answer's `channel` says which). */
  email: Type.Optional(Email),
  accountId: AccountId,
  isSignatureOtp: Type.Optional(Type.Boolean()),
  membershipType: Type.Optional(Type.Integer()),
});
export type MobileCodeBody = Static<typeof MobileCodeBodySchema>;
export const MobileCodeSentSchema = Type.Object({
  /** Opaque id of this code, sent back with the code. */
  reference: Type.String(),
  message: Type.String(),
  expiresInMinutes: Type.Integer(),
  /** 'sms' to the mobile number, or 'email' when no SMS gateway is configured. */
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  /** The number or address the code went to, as the visitor typed it. */
  sentTo: Type.String(),
});
export type MobileCodeSent = Static<typeof MobileCodeSentSchema>;
export const MobileCodeValidateBodySchema = Type.Object({
  reference: Type.String({ minLength: 10, maxLength: 100 }),
  mfaCode: Type.String({ minLength: 4, maxLength: JOIN_TEXT_LIMITS.mfaCode }),
});
export type MobileCodeValidateBody = Static<typeof MobileCodeValidateBodySchema>;
export const MobileCodeValidSchema = Type.Object({ token: Type.String() });

const JoinChoiceFields = {
  accountId: AccountId,
  membershipTypeId: Type.Integer({ minimum: 1 }),
  paymentType: PaymentTypeSchema,
  cardType: Type.Optional(Type.String({ maxLength: 30 })),
  ...StartDateFields,
  promoCode: OptionalText(JOIN_TEXT_LIMITS.promoCode),
  subscriptionIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5 })),
  /** Intro add-ons: part of the quote, so the total shown is the total charged. */
  addOnIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10 })),
};
export const JoinQuoteBodySchema = Type.Object(JoinChoiceFields);
export type JoinQuoteBody = Static<typeof JoinQuoteBodySchema>;
export const JoinQuoteSchema = FeeBreakdownSchema;

export const JoinTermsBodySchema = Type.Object({
  ...JoinChoiceFields,
  ...ApplicantFields,
  email: Email,
});
export type JoinTermsBody = Static<typeof JoinTermsBodySchema>;

export const JoinCompleteBodySchema = Type.Object({
  ...JoinChoiceFields,
  ...ApplicantFields,
  gender: Type.Union([Type.Literal('M'), Type.Literal('F'), Type.Literal('O')]),
  email: Email,
  mobileNumber: Mobile,
  street: OptionalText(JOIN_TEXT_LIMITS.street),
  suburb: OptionalText(JOIN_TEXT_LIMITS.suburb),
  state: OptionalText(JOIN_TEXT_LIMITS.state),
  postCode: OptionalText(JOIN_TEXT_LIMITS.postCode),
  password: Type.String({ minLength: 8, maxLength: JOIN_TEXT_LIMITS.password }),
  /** From mfa-mobile-signup/validate. */
  mobileReference: Type.String({ minLength: 10, maxLength: 100 }),
  mobileToken: Type.String({ minLength: 10, maxLength: 100 }),
  questionnaire: Type.Optional(Type.Record(Type.String({ maxLength: 300 }), Type.Boolean())),
  guarantorName: OptionalText(JOIN_TEXT_LIMITS.guarantorName),
  signatureParentGuarantor: Type.Optional(Type.String({ maxLength: 2_000_000 })),
  signature: Type.String({ minLength: 1, maxLength: 2_000_000 }),
  ...VaultTokenFields,
  ...bankAccountFields({ accountNumber: 12, accountName: JOIN_TEXT_LIMITS.accountName }),
});
export type JoinCompleteBody = Static<typeof JoinCompleteBodySchema>;
/** The same for a new member and a member already on the books (the member number goes by e-mail). */
export const JoinCompleteSchema = Type.Object({
  message: Type.String(),
  firstPaymentCents: Type.Integer(),
});
export type JoinComplete = Static<typeof JoinCompleteSchema>;

// ---- Signed member links (overdue payment) --------------------------------------------------
export const OverdueQuerySchema = Type.Object({ ref: Type.String({ minLength: 3, maxLength: 200 }) });
export const OverdueItemSchema = Type.Object({ description: Type.String(), outstandingCents: Type.Integer(), date: Type.String() });
export const OverdueDetailSchema = Type.Object({
  clubName: Type.String(),
  displayName: Type.String(),
  items: Type.Array(OverdueItemSchema),
  totalCents: Type.Integer(),
});
export type OverdueDetail = Static<typeof OverdueDetailSchema>;
export const OverduePayBodySchema = Type.Object({
  ref: Type.String({ minLength: 3, maxLength: 200 }),
  token: Type.String({ minLength: 1, maxLength: 200 }),
  tokenReference: Type.Optional(Type.String({ maxLength: 200 })),
});
export type OverduePayBody = Static<typeof OverduePayBodySchema>;
export const OverdueRemindersSentSchema = Type.Object({ sent: Type.Integer({ description: 'Reminder e-mails queued, one per member with an open balance.' }) });
export type OverdueRemindersSent = Static<typeof OverdueRemindersSentSchema>;
export const OverduePaidSchema = Type.Object({ message: Type.String(), paidCents: Type.Integer() });
export type OverduePaid = Static<typeof OverduePaidSchema>;

// ---- Deregister -----------------------------------------------------------------------------
export const DeregisterBodySchema = Type.Object({ password: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.password }) });
export type DeregisterBody = Static<typeof DeregisterBodySchema>;

// ---- Prospect visits: book a tour / trial class (book-my-visit, bookme) ---------------------
export const VisitKindSchema = Type.Union([Type.Literal('tour'), Type.Literal('trial')]);
export type VisitKind = Static<typeof VisitKindSchema>;
export const VisitSlotsQuerySchema = Type.Object({ accountId: AccountId, kind: VisitKindSchema });
export const VisitSlotSchema = Type.Object({
  kind: VisitKindSchema,
  /** ISO instant of the start. */
  startsAt: Type.String(),
  /** Club-local YYYY-MM-DD and 'h:mm A'. */
  date: IsoDate,
  time: Type.String(),
  /** 'Club tour' or the class name. */
  title: Type.String(),
  durationMinutes: Type.Integer(),
  classScheduleId: Nullable(Type.Integer()),
  spotsLeft: Type.Integer(),
});
export type VisitSlot = Static<typeof VisitSlotSchema>;
export const VisitSlotListSchema = Type.Array(VisitSlotSchema);
export const VisitBookingBodySchema = Type.Object({
  accountId: AccountId,
  kind: VisitKindSchema,
  startsAt: Type.String({ minLength: 10, maxLength: 40 }),
  classScheduleId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  ...VisitorFields,
  notes: OptionalText(TEXT_LIMITS.notes),
});
export type VisitBookingBody = Static<typeof VisitBookingBodySchema>;
/** The confirmation and receipt number of a public receipt, and what was booked. */
export const VisitBookedSchema = Type.Object({
  ...Type.Pick(PublicReceiptSchema, ['message', 'receiptNumber']).properties,
  /** e.g. 'Club tour on Monday 12/05/2025 at 10:30 AM' */
  summary: Type.String(),
});
export type VisitBooked = Static<typeof VisitBookedSchema>;

// ---- Casual (day) visit, waiver, guarantor, refer a friend -------------------------------------
/** What the casual-visit and waiver pages show: the club's fee (cents) and waiver text. */
export const CasualVisitInfoSchema = Type.Object({
  clubName: Type.String(),
  feeCents: Type.Integer(),
  waiverText: Type.String(),
  pciVaultEnabled: Type.Boolean(),
  /** Club-local today, YYYY-MM-DD: the visit date. */
  today: IsoDate,
});
export type CasualVisitInfo = Static<typeof CasualVisitInfoSchema>;
export const CasualVisitBodySchema = Type.Object({
  accountId: AccountId,
  ...VisitorFields,
  dateOfBirth: IsoDate,
  reasonId: Type.Integer({ minimum: 1 }),
  ...SignedFields,
  ...CardInputFields,
});
export type CasualVisitBody = Static<typeof CasualVisitBodySchema>;
export const CasualVisitReceiptSchema = Type.Object({
  ...PublicReceiptSchema.properties,
  clubName: Type.String(),
  name: Type.String(),
  visitDate: Type.String({ description: 'DD/MM/YYYY' }),
  reason: Type.String(),
  amountCents: Type.Integer(),
  card: Type.String({ description: "e.g. 'Visa ending 4242'" }),
});
export type CasualVisitReceipt = Static<typeof CasualVisitReceiptSchema>;

export const WaiverBodySchema = Type.Object({
  accountId: AccountId,
  ...PersonNameFields,
  email: Email,
  dateOfBirth: IsoDate,
  memberNumber: OptionalText(TEXT_LIMITS.memberNumber),
  ...SignedFields,
});
export type WaiverBody = Static<typeof WaiverBodySchema>;

export const GuarantorBodySchema = Type.Object({
  accountId: AccountId,
  memberFirstName: Name,
  memberLastName: Name,
  memberDateOfBirth: IsoDate,
  memberNumber: OptionalText(TEXT_LIMITS.memberNumber),
  guarantorName: FullName,
  guarantorEmail: Email,
  guarantorMobile: OptionalText(TEXT_LIMITS.phone),
  /** The guarantor's signature. */
  signature: Signature,
});
export type GuarantorBody = Static<typeof GuarantorBodySchema>;

export const ReferralBodySchema = Type.Object({
  accountId: AccountId,
  referrerName: FullName,
  referrerEmail: Email,
  referrerMemberNumber: OptionalText(TEXT_LIMITS.memberNumber),
  friendFirstName: Name,
  friendLastName: Name,
  friendEmail: OptionalText(TEXT_LIMITS.email),
  friendMobile: OptionalText(TEXT_LIMITS.phone),
  message: OptionalText(TEXT_LIMITS.notes),
});
export type ReferralBody = Static<typeof ReferralBodySchema>;
