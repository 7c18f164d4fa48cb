// The club's staff logins as its ADMIN manages them in the console: invite by e-mail (the same
// one-time link create-club prints), invite again, change a role, remove access.
import { Type, type Static } from 'typebox';
import { TEXT_LIMITS } from '../validators/text-limits';

export const StaffRoleSchema = Type.Union([Type.Literal('ADMIN'), Type.Literal('STAFF')]);
export type StaffRole = Static<typeof StaffRoleSchema>;

export const StaffInviteSchema = Type.Object({
  email: Type.String({ maxLength: TEXT_LIMITS.email }),
  name: Type.String({ maxLength: TEXT_LIMITS.staffName }),
  role: StaffRoleSchema,
});
export type StaffInvite = Static<typeof StaffInviteSchema>;

export const StaffRoleChangeSchema = Type.Object({ role: StaffRoleSchema });

export const StaffAccountSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  /** Invited, and the link has not been used yet. */
  invitationPending: Type.Boolean(),
  /** The ADMIN looking at the list. */
  isYou: Type.Boolean(),
});
export type StaffAccount = Static<typeof StaffAccountSchema>;
export const StaffAccountListSchema = Type.Array(StaffAccountSchema);

export const LAST_ADMIN_MESSAGE = 'The club needs at least one ADMIN: make someone else ADMIN first.';
export const LOGIN_EXISTS_MESSAGE = 'This e-mail address already has a console login at your club.';
export const MEMBER_LOGIN_NOT_STAFF_MESSAGE =
  'This e-mail address is a member\u2019s login: invite them as ADMIN (they keep their membership), or use another address for a STAFF login.';
export const LOGIN_NOT_A_MEMBER_MESSAGE = 'This e-mail address is a parent\u2019s or a visitor\u2019s login at your club: use another address for a console login.';
export const INVITATION_USED_MESSAGE = 'They have already chosen a password. If they forgot it, they can use Forgot password on the sign-in page.';
export const STAFF_NOT_FOUND_MESSAGE = 'Staff member not found.';
