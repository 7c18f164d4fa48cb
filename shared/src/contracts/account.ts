// Account contracts: profile, prospect profile, guardian profile, avatar, member kids, club info,
// social link, geocoder, posts and editor image upload (docs/spec/account-core.md §3, §7; docs/spec/bookings-commerce.md §3).
// Dates on the wire are DD/MM/YYYY (the spec's display format); genders M, F, O.
import { Type, type Static } from 'typebox';
import { OpeningDaySchema } from './catalogue-console';
import { TEXT_LIMITS } from '../validators/text-limits';
import {
  BoundedText,
  ClubContactFields,
  ClubIdParams,
  DisplayDate,
  DisplayDateOrEmpty,
  editedTexts,
  GeoPointFields,
  IdParams,
  InstantText,
  memberNumberParams,
  PostalAddressFields,
  postalAddressInput,
  ShownPersonNameFields,
  shownTexts,
} from './fields';

export const AccountGenderSchema = Type.Union([Type.Literal('M'), Type.Literal('F'), Type.Literal('O')]);
export type AccountGender = Static<typeof AccountGenderSchema>;

/** DD/MM/YYYY; the calendar check and "not after today" are the service's job (spec messages). */
export const AccountDateSchema = Type.String({ maxLength: 10, description: 'DD/MM/YYYY' });

export const AccountMemberNumberParamsSchema = memberNumberParams(40);
export const ProfileParamsSchema = Type.Object({
  memberNumber: Type.String({ minLength: 1, maxLength: 40 }),
  width: Type.Integer({ minimum: 16, maximum: 1024, description: 'Small avatar size (250).' }),
  height: Type.Integer({ minimum: 16, maximum: 1024, description: 'Large avatar size (400).' }),
});

/** The profile's other phones, and whom to call and where the member works: read on the page, sent back by its form. */
const ProfilePhoneLimits = { homePhone: TEXT_LIMITS.phone, workPhone: TEXT_LIMITS.phone };
const ProfileAboutLimits = {
  emergencyContactName: TEXT_LIMITS.personName,
  emergencyContactNo: TEXT_LIMITS.phone,
  occupation: TEXT_LIMITS.occupation,
  employer: TEXT_LIMITS.employer,
};

/** The member's picture at the two sizes the pages show. */
const AvatarFields = {
  /** data:image/png;base64 at the small size, '' when none (the page shows the default image). */
  avatar: Type.String(),
  /** The same avatar at the large size. */
  avatarLarge: Type.String(),
};

export const ProfilePayloadSchema = Type.Object({
  userId: Type.Integer(),
  memberNumber: Type.String(),
  ...ShownPersonNameFields,
  fullName: Type.String(),
  dateOfBirth: DisplayDateOrEmpty,
  gender: Type.String({ description: "'M', 'F', 'O' or empty" }),
  address: Type.String({ description: 'street, suburb, state' }),
  ...PostalAddressFields,
  email: Type.String(),
  ...shownTexts(ProfilePhoneLimits),
  mobile: Type.String(),
  ...shownTexts(ProfileAboutLimits),
  ...AvatarFields,
});
export type ProfilePayload = Static<typeof ProfilePayloadSchema>;

/** All profile form fields; first name, last name, date of birth and email are read-only and ignored. */
export const SaveProfileBodySchema = Type.Object({
  memberNumber: Type.String({ minLength: 1, maxLength: 40 }),
  // Bounds from the one table the inputs' maxLength uses too (validators/text-limits.ts).
  firstName: Type.Optional(BoundedText(TEXT_LIMITS.personName)),
  lastName: Type.Optional(BoundedText(TEXT_LIMITS.personName)),
  dateOfBirth: Type.Optional(BoundedText(10)),
  email: Type.Optional(BoundedText(TEXT_LIMITS.email)),
  gender: BoundedText(1),
  mobile: BoundedText(TEXT_LIMITS.phone),
  ...editedTexts(ProfilePhoneLimits),
  address: Type.Optional(BoundedText(400)),
  ...postalAddressInput(TEXT_LIMITS),
  ...editedTexts(ProfileAboutLimits),
});
export type SaveProfileBody = Static<typeof SaveProfileBodySchema>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AvatarBodySchema = Type.Object({
  /** data:image/png|jpeg;base64,... or bare base64. */
  image: Type.String({ minLength: 1, maxLength: Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 200 }),
});
export type AvatarBody = Static<typeof AvatarBodySchema>;
export const AvatarPayloadSchema = Type.Object(AvatarFields);
export type AvatarPayload = Static<typeof AvatarPayloadSchema>;

/** The guardian's address in the spec's own field names, with the bounds of the form that saves it. */
const GuardianAddressLimits = { street: 200, subUrb: 100, state: 10, postalCode: 10 };

export const GuardianProfilePayloadSchema = Type.Object({
  userId: Type.String({ description: 'The guardian member number (family id).' }),
  familyName: Type.String(),
  personName: Type.String(),
  personContactNumber: Type.String(),
  email: Type.String(),
  address: Type.String(),
  ...shownTexts(GuardianAddressLimits),
  avatar: Type.String(),
});
export type GuardianProfilePayload = Static<typeof GuardianProfilePayloadSchema>;

export const SaveGuardianProfileBodySchema = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 40 }),
  familyName: BoundedText(TEXT_LIMITS.personName),
  personName: BoundedText(TEXT_LIMITS.personName),
  personContactNumber: BoundedText(TEXT_LIMITS.phone),
  email: Type.Optional(BoundedText(TEXT_LIMITS.email)),
  address: Type.Optional(BoundedText(400)),
  ...editedTexts(GuardianAddressLimits),
});
export type SaveGuardianProfileBody = Static<typeof SaveGuardianProfileBodySchema>;

export const MemberKidSchema = Type.Object({
  id: Type.Integer(),
  ...ShownPersonNameFields,
  dateOfBirth: DisplayDate,
  gender: Type.String(),
  notes: Type.String(),
});
export type MemberKid = Static<typeof MemberKidSchema>;
export const MemberKidListSchema = Type.Array(MemberKidSchema);

export const SaveMemberKidBodySchema = Type.Object({
  /** Omitted: the signed-in member. */
  memberNumber: Type.Optional(Type.String({ maxLength: 40 })),
  /** 0 or absent: new child; above 0: update. */
  memberKidId: Type.Optional(Type.Integer({ minimum: 0 })),
  firstName: BoundedText(TEXT_LIMITS.personName),
  lastName: BoundedText(TEXT_LIMITS.personName),
  dateOfBirth: AccountDateSchema,
  gender: BoundedText(1),
  notes: Type.Optional(BoundedText(TEXT_LIMITS.notes)),
});
export type SaveMemberKidBody = Static<typeof SaveMemberKidBodySchema>;
export const KidIdParamsSchema = IdParams;

export const ClubInfoPayloadSchema = Type.Object({
  clubId: Type.Integer(),
  companyName: Type.String(),
  ...ClubContactFields,
  ...PostalAddressFields,
  address: Type.String(),
  ...GeoPointFields,
  /** Monday to Sunday; '' opens and closes: closed (set in the club console). */
  openingHours: Type.Array(OpeningDaySchema),
  facebookUrl: Type.String(),
  socialLink: Type.String(),
});
export type ClubInfoPayload = Static<typeof ClubInfoPayloadSchema>;

export const ClubSocialParamsSchema = ClubIdParams;
export const ClubSocialPayloadSchema = Type.Object({ facebookUrl: Type.String(), socialLink: Type.String() });
export type ClubSocialPayload = Static<typeof ClubSocialPayloadSchema>;

export const GeocoderQuerySchema = Type.Object({ q: Type.String({ minLength: 0, maxLength: TEXT_LIMITS.addressSearch }) });
/** The spec's geocode result fields (docs/spec/account-core.md §2). */
export const GeocodeResultSchema = Type.Object({
  formatted_address: Type.String(),
  locality: Type.String(),
  admin_area_l1: Type.String({ description: 'State short name, e.g. NSW.' }),
  street_number: Type.String(),
  route: Type.String(),
  country: Type.String(),
  postal_code: Type.String(),
  ...GeoPointFields,
});
export type GeocodeResult = Static<typeof GeocodeResultSchema>;
export const GeocodeResultListSchema = Type.Array(GeocodeResultSchema);

export const PostSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Sanitised HTML. */
  content: Type.String(),
  createdAt: InstantText,
});
export type Post = Static<typeof PostSchema>;
export const PostListSchema = Type.Array(PostSchema);
export const CreatePostBodySchema = Type.Object({
  title: Type.String({ maxLength: TEXT_LIMITS.postTitle }),
  content: Type.String({ maxLength: TEXT_LIMITS.postContent }),
});
export type CreatePostBody = Static<typeof CreatePostBodySchema>;

export const ImageUploadPayloadSchema = Type.Object({ imageUrl: Type.String() });
export type ImageUploadPayload = Static<typeof ImageUploadPayloadSchema>;
export const ImageParamsSchema = Type.Object({ name: Type.String({ pattern: '^[a-f0-9]{64}\\.png$' }) });

export const AVATAR_INVALID_MESSAGE = 'The image must be a PNG or JPEG file of at most 2 MB.';
export const IMAGE_INVALID_MESSAGE = 'Only image files can be uploaded.';
export const POST_TITLE_REQUIRED_MESSAGE = 'Post title is required.';
export const POST_CONTENT_REQUIRED_MESSAGE = 'Post content is required.';
export { CLUB_INFO_ERROR } from '../messages/bookings';
