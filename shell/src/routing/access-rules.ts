import type { ClubTheme, SessionUser } from '@portal/shared/core';
import { USER_TYPE_GUARDIAN, USER_TYPE_PROSPECT } from '@portal/shared/user-types';

/**
 * Every access rule of the portal. The same id hides a menu entry and guards its route, so the
 * two can never disagree (docs/spec/design.md §6).
 */
export type AccessRuleId =
  | 'public'
  | 'signInPage'
  | 'signedIn'
  | 'admin'
  | 'profile'
  | 'profileGuardian'
  | 'children'
  | 'privacy'
  | 'clubinfo'
  | 'contactClub'
  | 'membership'
  | 'subscription'
  | 'suspendMember'
  | 'paymentSetup'
  | 'household'
  | 'classBooking'
  | 'ptBooking'
  | 'crecheBooking'
  | 'myBookings'
  | 'guardian'
  | 'makeupCredits'
  | 'payments'
  | 'shop'
  | 'clubConsole'
  | 'clubAdmin';

export type AccessUser = Pick<SessionUser, 'userType' | 'role' | 'hasMakeUpCredits' | 'isHouseholdPayer'>;

export interface AccessContext {
  user: AccessUser | null | undefined;
  theme: Pick<ClubTheme, 'flags'> | null | undefined;
}


/** ADMIN, STAFF and USER may use the signed-in shell; GUEST (and nobody) may not. */
export function isSignedIn(user: AccessUser | null | undefined): user is AccessUser {
  return !!user && (user.role === 'ADMIN' || user.role === 'STAFF' || user.role === 'USER');
}

/** Every flag on: what a rule would answer if the club enabled everything. */
const ALL_FLAGS_ON = new Proxy({}, { get: () => true }) as Record<string, boolean>;

/**
 * The rule refuses only because the club switched a feature off (the club console):
 * the page says it is not available instead of sending the user home.
 */
export function switchedOff(ruleId: AccessRuleId, ctx: AccessContext): boolean {
  return !canAccess(ruleId, ctx) && canAccess(ruleId, { user: ctx.user, theme: { flags: ALL_FLAGS_ON } as AccessContext['theme'] });
}

const isGuardianUser = (user: AccessUser) => user.userType === USER_TYPE_GUARDIAN;

/** The pages a club flag switches for regular members: the rule and its flag. */
const MEMBER_FLAG = {
  subscription: 'showExtras',
  suspendMember: 'allowMemberSuspension',
  paymentSetup: 'allowMemberPaymentChange',
  classBooking: 'bookClass',
  myBookings: 'myBooking',
  ptBooking: 'bookPT',
  crecheBooking: 'creche',
} as const;

/** The club pages a flag switches for members and prospects alike. */
const MEMBER_OR_PROSPECT_FLAG = {
  contactClub: 'contactClub',
  clubinfo: 'social',
} as const;

/** One pure function for menu gating and route guards. */
export function canAccess(ruleId: AccessRuleId, { user, theme }: AccessContext): boolean {
  if (ruleId === 'public') return true;
  // Sign-in pages are closed to ADMIN only (docs/spec/bookings-commerce.md §6).
  if (ruleId === 'signInPage') return user?.role !== 'ADMIN';
  if (!isSignedIn(user)) return false;
  // The front desk is no member: the console's desk and kiosks, and their own password.
  if (user.role === 'STAFF') return ruleId === 'signedIn' || ruleId === 'clubConsole';

  const flag = (name: string) => theme?.flags?.[name] === true;
  const guardian = isGuardianUser(user);
  const prospect = user.userType === USER_TYPE_PROSPECT;
  // A regular member is any user type other than 5 or 6 (docs/spec/account-core.md §6). Prospects have no
  // member record: the server refuses them member-only actions, so those menus stay hidden; they
  // keep their profile (the prospect endpoint), the club's pages and the shop.
  const member = !guardian && !prospect;
  const memberOrProspect = !guardian;

  switch (ruleId) {
    case 'signedIn':
      return true;
    case 'admin':
    case 'clubAdmin':
      return user.role === 'ADMIN';
    case 'clubConsole':
      return user.role === 'ADMIN';
    case 'guardian':
    case 'profileGuardian':
      return guardian;
    case 'payments':
      // Members pay their own charges and debits, guardians their students'; prospects pay nothing.
      return !prospect;
    case 'makeupCredits':
      return guardian && user.hasMakeUpCredits === true;
    case 'shop':
      // Guardians always see the shop and cart; members only when the club sells online.
      return guardian || flag('shop');
    case 'profile':
      return memberOrProspect;
    case 'children':
    case 'privacy':
      return member;
    case 'membership':
      return member && flag('myMembership') && flag('showMembership');
    case 'household':
      // Only a payer has someone to manage: a member's dependants, a swim guardian's students.
      return (member || guardian) && user.isHouseholdPayer === true;
    case 'subscription':
    case 'suspendMember':
    case 'paymentSetup':
    case 'classBooking':
    case 'myBookings':
    case 'ptBooking':
    case 'crecheBooking':
      return member && flag(MEMBER_FLAG[ruleId]);
    case 'contactClub':
    case 'clubinfo':
      return memberOrProspect && flag(MEMBER_OR_PROSPECT_FLAG[ruleId]);
    default: {
      const unknown: never = ruleId;
      throw new Error(`Unknown access rule ${String(unknown)}`);
    }
  }
}
