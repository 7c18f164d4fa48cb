// Public (signed-out) online join and the signed member links (overdue payment).
// Field names follow the spec's entities (member existence check, mobile verification).
import { Type, type Static } from 'typebox';
import { JOIN_TEXT_LIMITS } from '../validators/text-limits';
import { bankAccountFields, IsoDate, OptionalText, PaymentTypeSchema, postalAddressInput, StartDateFields, VaultTokenFields } from './fields';
import { FeeBreakdownSchema, MembershipAddonSchema, MembershipTypeSchema, PurchasableSubscriptionSchema } from './membership';
import { AccountId, ApplicantFields, Email, Mobile, PersonNameFields } from './public-fields';
import { PublicClubSchema } from './public';

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
  ...postalAddressInput(JOIN_TEXT_LIMITS),
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

