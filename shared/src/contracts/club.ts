// Club theme and company lookup contracts (docs/spec/account-core.md §3 "Theme/club settings").
import { Type, type Static } from 'typebox';
import { ClubContactFields, ClubNameFields, GeoPointFields, PostalAddressFields } from './fields';

export const ClubFlagsSchema = Type.Object({
  bookClass: Type.Boolean(),
  myBooking: Type.Boolean(),
  myMembership: Type.Boolean(),
  bookPT: Type.Boolean(),
  contactClub: Type.Boolean(),
  social: Type.Boolean(),
  creche: Type.Boolean(),
  shop: Type.Boolean(),
  showMembership: Type.Boolean(),
  showExtras: Type.Boolean(),
  allowMemberSuspension: Type.Boolean(),
  allowMemberPaymentChange: Type.Boolean(),
  isEnableManageButton: Type.Boolean(),
  showSelfServiceSuspensionInApp: Type.Boolean(),
  showSelfServiceCancellationInApp: Type.Boolean(),
  signatureEnabled: Type.Boolean(),
  pciVaultEnabled: Type.Boolean(),
  preActivityQuestionnaire: Type.Boolean(),
  memberCancellation: Type.Boolean(),
  cancellationRequestOnly: Type.Boolean(),
});
export type ClubFlags = Static<typeof ClubFlagsSchema>;
export const CLUB_FLAG_NAMES = Object.keys(ClubFlagsSchema.properties) as (keyof ClubFlags)[];

export const ThemeQuerySchema = Type.Object({
  width: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, default: 200 })),
  height: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, default: 160 })),
  secondaryWidth: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, default: 70 })),
  secondaryHeight: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, default: 62 })),
  accountId: Type.Optional(Type.String({ maxLength: 50 })),
});
export type ThemeQuery = Static<typeof ThemeQuerySchema>;

export const ClubAddressSchema = Type.Object({ ...PostalAddressFields, ...GeoPointFields });

export const ThemePayloadSchema = Type.Object({
  clubId: Type.Integer(),
  ...ClubNameFields,
  primaryTextColor: Type.String(),
  secondaryTextColor: Type.String(),
  primaryBackgroundColor: Type.String(),
  secondaryBackgroundColor: Type.String(),
  thirdBackgroundColor: Type.String(),
  /** base64 PNG (no data: prefix), '' when the club has none. */
  primaryLogo: Type.String(),
  /** base64 PNG of the signed-in member, else the club's default avatar; '' when none. */
  userAvatar: Type.String(),
  /** Whether userAvatar is the member's own picture (the profile card shows it; else the default avatar). */
  userAvatarIsOwn: Type.Boolean(),
  flags: ClubFlagsSchema,
  customPtLabel: Type.String(),
  classBookingMaxDaysView: Type.Integer(),
  socialLink: Type.String(),
  facebookUrl: Type.String(),
  timeZone: Type.String(),
  ...ClubContactFields,
  address: ClubAddressSchema,
});
export type ThemePayload = Static<typeof ThemePayloadSchema>;

export const CompanyLookupQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 50 })),
  accountId: Type.Optional(Type.String({ maxLength: 50 })),
});
export type CompanyLookupQuery = Static<typeof CompanyLookupQuerySchema>;

export const CompanyLookupPayloadSchema = Type.Object({
  apiEndPointLocation: Type.String(),
  ...ClubNameFields,
});
export type CompanyLookupPayload = Static<typeof CompanyLookupPayloadSchema>;

export const CLUB_NOT_FOUND_MESSAGE = 'Club not found.';
