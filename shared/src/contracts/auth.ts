// Sign-in, session and password contracts (docs/spec/account-core.md §3 and §7).
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';
import { ClubNameFields } from './fields';

/** The token of an e-mailed account link (registration, password reset). */
const LinkToken = Type.String({ minLength: 1, maxLength: 200 });
/** A new password typed twice. */
const NewPasswordFields = {
  newPassword: Type.String({ maxLength: TEXT_LIMITS.password }),
  confirmPassword: Type.String({ maxLength: TEXT_LIMITS.password }),
};

export const LoginBodySchema = Type.Object({
  userName: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.email, description: 'The e-mail address used to sign in.' }),
  password: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.password }),
  platform: Type.Optional(Type.String({ maxLength: 20, description: "Fixed 'web' for the portal." })),
  deviceId: Type.Optional(Type.String({ maxLength: 200 })),
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const UserRoleSchema = Type.Union([Type.Literal('ADMIN'), Type.Literal('STAFF'), Type.Literal('USER'), Type.Literal('GUEST')]);
export type UserRole = Static<typeof UserRoleSchema>;

export const MePayloadSchema = Type.Object({
  userId: Type.Integer(),
  memberNumber: Type.String(),
  fullName: Type.String(),
  userName: Type.String(),
  email: Type.String(),
  userType: Type.Integer({ description: '5 student/guardian, 6 prospect, other values members.' }),
  role: UserRoleSchema,
  hasMakeUpCredits: Type.Boolean(),
  /** The member pays for a household's dependants (the Household page). */
  isHouseholdPayer: Type.Optional(Type.Boolean()),
  clubId: Type.Integer(),
  ...ClubNameFields,
  isResetPassword: Type.Boolean(),
  barcode: Type.Optional(Type.String({ description: 'Barcode on the member card (members only).' })),
});
export type MePayload = Static<typeof MePayloadSchema>;

/** Where the club's API is, and the signed-in user's id and reset flag as /me gives them. */
export const LoginPayloadSchema = Type.Object({
  companyApiUrl: Type.String(),
  ...Type.Pick(MePayloadSchema, ['userId', 'isResetPassword']).properties,
});
export type LoginPayload = Static<typeof LoginPayloadSchema>;

export const RegisterBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.email, format: 'email' }),
  password: Type.String({ minLength: 6, maxLength: TEXT_LIMITS.password }),
  userName: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.email, description: 'Equal to the e-mail.' })),
});
export type RegisterBody = Static<typeof RegisterBodySchema>;

/** The e-mailed registration link's token and the password chosen when registering. */
export const ConfirmRegistrationBodySchema = Type.Object({
  token: LinkToken,
  password: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.password }),
});
export type ConfirmRegistrationBody = Static<typeof ConfirmRegistrationBodySchema>;

export const ForgotPasswordBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.email, format: 'email' }),
});
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;

// Password rules are checked by the service so the spec's own messages come back.
export const ResetPasswordWithTokenBodySchema = Type.Object({ token: LinkToken, ...NewPasswordFields });
export type ResetPasswordWithTokenBody = Static<typeof ResetPasswordWithTokenBodySchema>;

export const ChangePasswordBodySchema = Type.Object({
  userId: Type.Integer(),
  oldPassword: Type.String({ maxLength: TEXT_LIMITS.password }),
  ...NewPasswordFields,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

// The neutral answer of register and forgot-password lives with the messages so the sign-in page
// can show it without loading the contracts (and TypeBox).
// The password form's texts are the catalogue's too, under the names the API uses.
export {
  CONFIRM_LINK_INVALID_MESSAGE,
  CONFIRM_PASSWORD_WRONG_MESSAGE,
  CURRENT_PASSWORD_INVALID as CURRENT_PASSWORD_INVALID_MESSAGE,
  EMAIL_NOT_CONFIRMED_MESSAGE,
  NEUTRAL_EMAIL_MESSAGE,
  NEW_PASSWORD_MIN as NEW_PASSWORD_MIN_MESSAGE,
  PASSWORD_MISMATCH as PASSWORD_MISMATCH_MESSAGE,
} from '../messages/auth';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const NO_ACCESS_MESSAGE = 'You do not have access to this record.';
export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used.';
