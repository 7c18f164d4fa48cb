// What an ADMIN sells, set up in the club console (mf-club): membership types, add-ons, promo codes,
// shop vouchers, shop categories and products. Numbers and texts are checked by the rules of
// ../validators/catalogue-rules.ts (in the form and again in the API), so the schemas here bound
// only sizes: a price of -1 reaches the rules and gets its message on its field.
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { consoleRecord, Int32, RecordId, RecordIdParamsSchema } from './fields';

/**
 * Room above a 2 MB picture as a data URL (within the API's 5 MB body), so a picture a little too
 * large reaches the rules and gets their message; the API checks the bytes (image-limits).
 */
export const CATALOGUE_PICTURE_MAX_CHARS = 4_500_000;
const Money = Int32;
const Count = Int32;
const DateText = Type.String({ maxLength: 10, description: "YYYY-MM-DD or '' for none" });
const Picture = Type.String({ maxLength: CATALOGUE_PICTURE_MAX_CHARS, description: "A data URL (PNG, JPEG or WebP) or '' for none" });

export const PaymentKindSchema = Type.Union([Type.Literal('paid-in-full'), Type.Literal('direct-debit')]);
export type PaymentKind = Static<typeof PaymentKindSchema>;
export const FrequencySchema = Type.Union([Type.Literal('weekly'), Type.Literal('fortnightly'), Type.Literal('monthly'), Type.Literal('')]);

export const MembershipTypeInputSchema = Type.Object({
  description: Type.String({ maxLength: TEXT_LIMITS.catalogueName }),
  shortDescription: Type.String({ maxLength: TEXT_LIMITS.catalogueSummary }),
  /** What the membership includes, as the join page shows it. */
  fullDescription: Type.String({ maxLength: TEXT_LIMITS.catalogueDescription }),
  paymentKind: PaymentKindSchema,
  paymentFrequency: FrequencySchema,
  /** The regular direct debit, or the full price paid in full. */
  priceCents: Money,
  joiningFeeCents: Money,
  accessCardFeeCents: Money,
  /** Months; 0 is no minimum. */
  minimumPeriod: Count,
  /** Days a paid-in-full membership lasts (ignored for direct debit). */
  durationDays: Count,
  /** How many days ahead join online lets the membership start, and its payments. */
  noOfDaysAllowMembershipStartDate: Count,
  noOfDaysAllowPaymentStartDate: Count,
  /** Visits of a visit pass (sold at the desk, not online); 0 for a membership. */
  sessionCount: Count,
  onlineSignupTag: Type.String({ maxLength: TEXT_LIMITS.catalogueTag }),
  photo: Picture,
  /** Sold in join online and on /membership. */
  isWebPurchasable: Type.Boolean(),
  /** Days' notice a member's cancellation needs: its effective date is today plus these. */
  cancelNoticeDays: Count,
  /** A member may cancel inside the minimum period, paying earlyCancelFeeCents; else refused. */
  earlyCancelAllowed: Type.Boolean(),
  earlyCancelFeeCents: Money,
  addonIds: Type.Array(RecordId, { maxItems: 50, uniqueItems: true }),
});
export type MembershipTypeInput = Static<typeof MembershipTypeInputSchema>;

export const ConsoleMembershipTypeSchema = consoleRecord(MembershipTypeInputSchema, {
  /** False once retired: no longer sold; members who hold it keep it. */
  active: Type.Boolean(),
  /** Memberships (any status) of this type. */
  memberCount: Type.Integer(),
});
export type ConsoleMembershipType = Static<typeof ConsoleMembershipTypeSchema>;
export const ConsoleMembershipTypeListSchema = Type.Array(ConsoleMembershipTypeSchema);

export const AddonInputSchema = Type.Object({
  description: Type.String({ maxLength: TEXT_LIMITS.catalogueName }),
  totalCostCents: Money,
  minimumPeriodLabel: Type.String({ maxLength: TEXT_LIMITS.catalogueTag }),
  /** Visits included; 0 is unlimited. */
  visits: Count,
  /** Days it lasts; 0 is as long as the membership. */
  validDays: Count,
});
export type AddonInput = Static<typeof AddonInputSchema>;
export const ConsoleAddonSchema = consoleRecord(AddonInputSchema, { active: Type.Boolean(), holderCount: Type.Integer() });
export type ConsoleAddon = Static<typeof ConsoleAddonSchema>;
export const ConsoleAddonListSchema = Type.Array(ConsoleAddonSchema);

export const DiscountKindSchema = Type.Union([Type.Literal('percent'), Type.Literal('fixed')]);
export const PromoAppliesToSchema = Type.Union([Type.Literal('membership'), Type.Literal('joining_fee'), Type.Literal('any')]);

/** A discount a code gives: promo codes and vouchers alike. */
const DiscountFields = {
  code: Type.String({ maxLength: TEXT_LIMITS.promoCode }),
  kind: DiscountKindSchema,
  /** Whole percent for 'percent', cents for 'fixed'. */
  value: Money,
};
/** What the console adds to a promo code or voucher: how often it was used, and whether it still works. */
const DiscountUseFields = { uses: Type.Integer(), active: Type.Boolean() };

export const PromoCodeInputSchema = Type.Object({
  ...DiscountFields,
  appliesTo: PromoAppliesToSchema,
  validFrom: DateText,
  validTo: DateText,
  /** 0 is no limit. */
  maxUses: Count,
});
export type PromoCodeInput = Static<typeof PromoCodeInputSchema>;
export const ConsolePromoCodeSchema = consoleRecord(PromoCodeInputSchema, DiscountUseFields);
export type ConsolePromoCode = Static<typeof ConsolePromoCodeSchema>;
export const ConsolePromoCodeListSchema = Type.Array(ConsolePromoCodeSchema);

export const VoucherInputSchema = Type.Object({
  ...DiscountFields,
  minSpendCents: Money,
  /** Last day it can be used (club time), '' for no end. */
  validTo: DateText,
  singleUsePerMember: Type.Boolean(),
});
export type VoucherInput = Static<typeof VoucherInputSchema>;
export const ConsoleVoucherSchema = consoleRecord(VoucherInputSchema, DiscountUseFields);
export type ConsoleVoucher = Static<typeof ConsoleVoucherSchema>;
export const ConsoleVoucherListSchema = Type.Array(ConsoleVoucherSchema);

export const CategoryInputSchema = Type.Object({
  name: Type.String({ maxLength: TEXT_LIMITS.catalogueName }),
  sortOrder: Count,
});
export type CategoryInput = Static<typeof CategoryInputSchema>;
export const ConsoleCategorySchema = consoleRecord(CategoryInputSchema, { productCount: Type.Integer() });
export type ConsoleCategory = Static<typeof ConsoleCategorySchema>;
export const ConsoleCategoryListSchema = Type.Array(ConsoleCategorySchema);

export const ProductInputSchema = Type.Object({
  categoryId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  name: Type.String({ maxLength: TEXT_LIMITS.catalogueName }),
  description: Type.String({ maxLength: TEXT_LIMITS.catalogueDescription }),
  image: Picture,
  priceCents: Money,
  stock: Count,
  /** Shown in the shop. */
  active: Type.Boolean(),
});
export type ProductInput = Static<typeof ProductInputSchema>;
export const ConsoleProductSchema = consoleRecord(ProductInputSchema, { sold: Type.Integer() });
export type ConsoleProduct = Static<typeof ConsoleProductSchema>;
export const ConsoleProductListSchema = Type.Array(ConsoleProductSchema);

/** What a delete did: removed, or retired because members hold it (nothing they hold is lost). */
export const RemovalResultSchema = Type.Object({
  outcome: Type.Union([Type.Literal('deleted'), Type.Literal('retired')]),
  message: Type.String(),
});
export type RemovalResult = Static<typeof RemovalResultSchema>;

export const CatalogueIdParamsSchema = RecordIdParamsSchema;

/** One day of the week's opening hours: 'HH:MM' to 'HH:MM', or '' both for closed. */
export const OpeningDaySchema = Type.Object({
  day: Type.Union([
    Type.Literal('Monday'),
    Type.Literal('Tuesday'),
    Type.Literal('Wednesday'),
    Type.Literal('Thursday'),
    Type.Literal('Friday'),
    Type.Literal('Saturday'),
    Type.Literal('Sunday'),
  ]),
  opens: Type.String({ maxLength: 5 }),
  closes: Type.String({ maxLength: 5 }),
});
export type OpeningDay = Static<typeof OpeningDaySchema>;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * What /clubinfo shows beside the contact details of branding (opening hours and social links),
 * and the club's time zone: the calendar of its timetable, its debit days and its "today".
 */
export const ClubDetailsSchema = Type.Object({
  openingHours: Type.Array(OpeningDaySchema, { maxItems: 7 }),
  facebookUrl: Type.String({ maxLength: TEXT_LIMITS.webAddress }),
  socialLink: Type.String({ maxLength: TEXT_LIMITS.webAddress }),
  /** IANA name, e.g. Australia/Perth. */
  timeZone: Type.String({ maxLength: 64 }),
});
export type ClubDetails = Static<typeof ClubDetailsSchema>;
/** The details as the console shows them: the zone is fixed once anything is dated in it. */
export const ClubDetailsViewSchema = Type.Object({ ...ClubDetailsSchema.properties, timeZoneLocked: Type.Boolean() });
export type ClubDetailsView = Static<typeof ClubDetailsViewSchema>;
