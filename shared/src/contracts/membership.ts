// Membership, change/renew, fees, promo and terms contracts (docs/spec/account-core.md §3, §7);
// extras are in membership-extras.ts, suspensions in membership-suspension.ts.
// Money: integer cents in `...Cents` fields plus the spec's dollar fields.
import { Type, type Static } from 'typebox';
import { CHANGE_MEMBERSHIP_TEXT_LIMITS } from '../validators/text-limits';
import {
  bankAccountFields,
  CardInputFields,
  Cents,
  ClubIdParams,
  DescribedIdFields,
  DisplayDate,
  IdParams,
  memberNumberParams,
  Nullable,
  PaymentTypeSchema,
  StartDateFields,
  StartWindowFields,
} from './fields';

const Money = Type.Number({ description: 'dollars, 2 decimals (display field of the spec)' });
/** An amount twice: in dollars as the spec's display field `name`, and in integer cents as `nameCents`. */
const amountFields = <Name extends string>(name: Name) =>
  ({ [name]: Money, [`${name}Cents`]: Cents }) as Record<Name, typeof Money> & Record<`${Name}Cents`, typeof Cents>;
// The wizard's display copies of the dates (dayjs 'YYYY/MM/DD'); the server reads the ISO fields.
const SlashDate = Type.String({ pattern: '^\\d{4}/\\d{2}/\\d{2}$', maxLength: 10, description: 'YYYY/MM/DD' });

export const MembershipMemberParamsSchema = memberNumberParams(40);
export const MembershipClubParamsSchema = ClubIdParams;
export const MembershipIdParamsSchema = IdParams;

// ---- Membership details -------------------------------------------------------------------
export const MembershipPaymentDetailsSchema = Type.Object({
  accountName: Type.String(),
  accountNumber: Type.String({ description: 'masked except the last 3 digits' }),
  bsbNumber1: Type.String(),
  bsbNumber2: Type.String(),
  nameOnCard: Type.String(),
  creditCardNumber: Type.String({ description: 'masked, last 4 only' }),
  cardType: Type.String(),
  ccExpiryMonth: Type.String(),
  ccExpiryYear: Type.String(),
  cvv: Type.String({ description: 'always empty: CVVs are never stored' }),
});

export const MembershipInfoSchema = Type.Object({
  membershipId: Type.Integer(),
  membershipName: Type.String(),
  membershipTypeId: Type.Integer(),
  contractType: Type.String(),
  status: Type.String(),
  sessionRemaining: Type.Integer(),
  isShowCurrentMembership: Type.Boolean(),
  /** Owed now: failed direct debits not yet paid and unpaid balances (the dashboard's figure). */
  overdueCents: Type.Optional(Cents),
  contractTypeDetails: Type.Object({
    membershipStartDate: DisplayDate,
    expiryDate: Type.String(),
    nextPaymentDate: Type.String(),
    ...amountFields('nextPaymentAmount'),
    paymentType: Type.Integer(),
    paymentTypeDetails: MembershipPaymentDetailsSchema,
  }),
});
export type MembershipInfo = Static<typeof MembershipInfoSchema>;
export const MembershipInfoPayloadSchema = Nullable(MembershipInfoSchema);

// ---- Membership types ---------------------------------------------------------------------
export const MembershipAddonSchema = Type.Object({
  ...DescribedIdFields,
  ...amountFields('totalCost'),
  minimumPeriodLabel: Type.String(),
});
export type MembershipAddon = Static<typeof MembershipAddonSchema>;

export const MembershipTypeSchema = Type.Object({
  ...DescribedIdFields,
  fullDescription: Type.String(),
  shortDescription: Type.String(),
  minimumPeriod: Type.Integer(),
  minimumPeriodLabel: Type.String(),
  ...amountFields('joiningFee'),
  ...amountFields('accessCardFee'),
  ...amountFields('price'),
  onlineSignupTag: Type.String(),
  photo: Type.String(),
  isDirectDebit: Type.Boolean(),
  paymentFrequency: Type.String(),
  numberOfPayments: Type.Integer(),
  ...StartWindowFields,
  addons: Type.Array(MembershipAddonSchema),
});
export type MembershipType = Static<typeof MembershipTypeSchema>;
export const MembershipTypeListSchema = Type.Array(MembershipTypeSchema);

export const MembershipTypesRequestSchema = Type.Object({
  ClubId: Type.Integer({ minimum: 1 }),
  MaxWidth: Type.Optional(Type.Integer({ minimum: 1, maximum: 4000 })),
  MaxHeight: Type.Optional(Type.Integer({ minimum: 1, maximum: 4000 })),
  MemberNumber: Type.Optional(Type.String({ maxLength: 30 })),
  IsFromApp: Type.Optional(Type.Boolean()),
  DoNotRenewCurrentMembership: Type.Optional(Type.Boolean()),
});
export type MembershipTypesRequest = Static<typeof MembershipTypesRequestSchema>;

export const PurchasableSubscriptionSchema = Type.Object({
  subscriptionId: Type.Integer(),
  subscriptionName: Type.String(),
  subscriptionTypeName: Type.String(),
  subscriptionType: Type.Integer(),
  contractType: Type.Integer(),
  ...amountFields('totalCost'),
  numberOfSession: Type.Integer(),
  isUnlimitedSession: Type.Boolean(),
  onlineBodyDescription: Type.String(),
  onlineFooterDescription: Type.String(),
});
export type PurchasableSubscription = Static<typeof PurchasableSubscriptionSchema>;
export const PurchasableSubscriptionListSchema = Type.Array(PurchasableSubscriptionSchema);

// ---- Fees ---------------------------------------------------------------------------------
export const FeeCalculationRequestSchema = Type.Object({
  memberNumber: Type.String({ minLength: 1, maxLength: 30 }),
  membershipId: Type.Integer({ minimum: 1, description: 'membership type id' }),
  paymentType: PaymentTypeSchema,
  cardType: Type.Optional(Type.String({ maxLength: 30 })),
  paymentFrequency: Type.Optional(Type.String({ maxLength: 30 })),
  ...StartDateFields,
  overrideProrata: Type.Optional(Type.Boolean()),
  updatedJoiningFee: Type.Optional(Type.Number()),
  updatedIndividualPrice: Type.Optional(Type.Number()),
  updatedAccessCardFee: Type.Optional(Type.Number()),
  discountCoupon: Type.Optional(Type.String({ maxLength: CHANGE_MEMBERSHIP_TEXT_LIMITS.promoCode })),
  numberOfPayments: Type.Optional(Type.Integer()),
  callFromInputElement: Type.Optional(Type.Boolean()),
  subscriptionIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10 })),
});
export type FeeCalculationRequest = Static<typeof FeeCalculationRequestSchema>;

export const FeeBreakdownSchema = Type.Object({
  gstRate: Type.Number({ description: '1.1: GST = total - total / gstRate' }),
  regularpayment: Money,
  regularPaymentTotal: Money,
  setupFee: Money,
  joiningFee: Money,
  accessCardFee: Money,
  cardTransactionfee: Money,
  prorata: Money,
  prorataDays: Type.Integer(),
  firstPaymentSubtotal: Money,
  totalGst: Money,
  regularPaymentSurcharge: Money,
  firstPaymentTotal: Money,
  subscriptionAmount: Money,
  membershipDiscount: Money,
  joiningFeeDiscount: Money,
  accessCardFeeDiscount: Money,
  joiningFeeLabel: Type.String(),
  accessCardFeeLabel: Type.String(),
  membershipLabel: Type.String(),
  specialConditions: Type.String(),
  variationPromo: Type.String(),
  promoCode: Type.String(),
  ...StartDateFields,
  isDirectDebit: Type.Boolean(),
  paymentType: Type.Integer(),
  /**
   * The first payment line by line, in cents: charges at full price and the promo as one negative
   * line. They add up to cents.firstPaymentSubtotal; every screen and PDF renders these.
   */
  lines: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('membership'), Type.Literal('joiningFee'), Type.Literal('accessCardFee'), Type.Literal('extras'), Type.Literal('discount')]),
      label: Type.String(),
      cents: Type.Integer(),
    }),
  ),
  cents: Type.Object({
    regularPayment: Cents,
    regularPaymentTotal: Cents,
    joiningFee: Cents,
    accessCardFee: Cents,
    cardTransactionFee: Cents,
    prorata: Cents,
    firstPaymentSubtotal: Cents,
    totalGst: Cents,
    regularPaymentSurcharge: Cents,
    firstPaymentTotal: Cents,
    subscriptionAmount: Cents,
    membershipGross: Cents,
    membershipDiscount: Cents,
    regularPaymentDiscount: Cents,
    joiningFeeDiscount: Cents,
    accessCardFeeDiscount: Cents,
  }),
});
export type FeeBreakdown = Static<typeof FeeBreakdownSchema>;

// ---- Promo --------------------------------------------------------------------------------
export const PromoCheckRequestSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: CHANGE_MEMBERSHIP_TEXT_LIMITS.promoCode }),
  membershipTypeId: Type.Integer({ minimum: 1 }),
  accountId: Type.Optional(Type.String({ maxLength: 50 })),
});
export type PromoCheckRequest = Static<typeof PromoCheckRequestSchema>;
export const PromoCheckPayloadSchema = Type.Object({
  code: Type.String(),
  kind: Type.String(),
  value: Type.Integer(),
  appliesTo: Type.String(),
  description: Type.String(),
});
export type PromoCheckPayload = Static<typeof PromoCheckPayloadSchema>;

// ---- Renew contract / complete signup -----------------------------------------------------
export const MembershipCardInputFields = {
  ...CardInputFields,
  ccNumber: Type.Optional(Type.String({ maxLength: CHANGE_MEMBERSHIP_TEXT_LIMITS.ccNumber, description: 'masked when a token is given' })),
  ccNameOnCard: Type.Optional(Type.String({ maxLength: CHANGE_MEMBERSHIP_TEXT_LIMITS.ccNameOnCard })),
  cardType: Type.Optional(Type.String({ maxLength: 30 })),
  useExistingCard: Type.Optional(Type.Boolean()),
};

export const RenewContractRequestSchema = Type.Object({
  membershipTypeId: Type.Integer({ minimum: 1 }),
  userId: Type.Integer(),
  subscriptions: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10 })),
  ...StartDateFields,
  membershipStartDateString: Type.Optional(SlashDate),
  paymentStartDateString: Type.Optional(SlashDate),
  paymentType: PaymentTypeSchema,
  ...bankAccountFields({ accountNumber: 9, accountName: CHANGE_MEMBERSHIP_TEXT_LIMITS.accountName }),
  promoCode: Type.Optional(Type.String({ maxLength: CHANGE_MEMBERSHIP_TEXT_LIMITS.promoCode })),
  ...MembershipCardInputFields,
});
export type RenewContractRequest = Static<typeof RenewContractRequestSchema>;
export const RenewContractPayloadSchema = Type.Object({
  pdfFileName: Type.String(),
  fees: FeeBreakdownSchema,
  signatureRequired: Type.Boolean(),
  guarantorRequired: Type.Boolean(),
});
export type RenewContractPayload = Static<typeof RenewContractPayloadSchema>;

export const CompleteSignupRequestSchema = Type.Object({
  UserId: Type.Integer(),
  PdfFileName: Type.String({ minLength: 1, maxLength: 120 }),
  UseExistingCard: Type.Optional(Type.Boolean()),
  signature: Type.Optional(Type.String({ maxLength: 2_000_000 })),
  signatureParentGuarantor: Type.Optional(Type.String({ maxLength: 2_000_000 })),
});
export type CompleteSignupRequest = Static<typeof CompleteSignupRequestSchema>;
export const CompleteSignupPayloadSchema = Type.Object({
  membershipId: Type.Integer(),
  paymentId: Nullable(Type.Integer()),
  pdfFileName: Type.String(),
  message: Type.String(),
});
export type CompleteSignupPayload = Static<typeof CompleteSignupPayloadSchema>;

export const TermsDownloadQuerySchema = Type.Object({ filename: Type.String({ minLength: 1, maxLength: 120 }) });

