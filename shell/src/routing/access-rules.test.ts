import { canAccess, switchedOff, type AccessContext, type AccessRuleId, type AccessUser } from './access-rules';
import { GUARDIAN_USER as guardian, MEMBER_USER as member, MENU_FLAGS } from '../test-fixtures/access-fixtures';

// The menu's flags plus the one that gates a page outside the menu.
const ALL_FLAGS = { ...MENU_FLAGS, allowMemberPaymentChange: true };
const allOn = { flags: ALL_FLAGS };
const allOff = { flags: {} };

const prospect: AccessUser = { userType: 6, role: 'USER', hasMakeUpCredits: false };
const guardianNoCredits: AccessUser = { ...guardian, hasMakeUpCredits: false };
const admin: AccessUser = { userType: 1, role: 'ADMIN', hasMakeUpCredits: false };
const guest: AccessUser = { userType: 1, role: 'GUEST', hasMakeUpCredits: false };

const MEMBER_RULES: [AccessRuleId, string][] = [
  ['suspendMember', 'allowMemberSuspension'],
  ['classBooking', 'bookClass'],
  ['myBookings', 'myBooking'],
  ['ptBooking', 'bookPT'],
  ['contactClub', 'contactClub'],
  ['clubinfo', 'social'],
  ['crecheBooking', 'creche'],
  ['shop', 'shop'],
  ['subscription', 'showExtras'],
  ['paymentSetup', 'allowMemberPaymentChange'],
];
const GUARDIAN_RULES: AccessRuleId[] = ['guardian', 'profileGuardian'];

/** The names of the `users` that `rule` lets in under `theme`, in the order given. */
function whoMayOpen(rule: AccessRuleId, theme: AccessContext['theme'], users: Record<string, AccessContext['user']>): string[] {
  return Object.entries(users)
    .filter(([, user]) => canAccess(rule, { user, theme }))
    .map(([name]) => name);
}

describe('canAccess', () => {
  it('the household page opens to a payer only: a member paying for dependants or a swim guardian paying for students', () => {
    const payers = { member: { ...member, isHouseholdPayer: true }, guardian: { ...guardian, isHouseholdPayer: true }, prospect: { ...prospect, isHouseholdPayer: true } };
    expect(whoMayOpen('household', allOff, { ...payers, notPayingMember: member, notPayingGuardian: guardian })).toEqual(['member', 'guardian']);
  });

  it('public routes need nothing', () => {
    expect(whoMayOpen('public', null, { nobody: null, guest })).toEqual(['nobody', 'guest']);
  });

  it('sign-in pages are closed to ADMIN only', () => {
    expect(whoMayOpen('signInPage', null, { nobody: null, member, guardian, admin })).toEqual(['nobody', 'member', 'guardian']);
  });

  it('the signed-in shell takes ADMIN and USER, not GUEST or nobody', () => {
    for (const theme of [null, allOn]) {
      expect(whoMayOpen('signedIn', theme, { member, admin, guest, nobody: null, unknown: undefined })).toEqual(['member', 'admin']);
    }
  });

  it('GUEST and nobody get no gated page even with every flag on', () => {
    const rules: AccessRuleId[] = [
      ...MEMBER_RULES.map(([r]) => r),
      'profile',
      'children',
      'membership',
      'guardian',
      'makeupCredits',
      'admin',
    ];
    for (const rule of rules) {
      expect(canAccess(rule, { user: guest, theme: allOn })).toBe(false);
      expect(canAccess(rule, { user: null, theme: allOn })).toBe(false);
    }
  });

  it.each(MEMBER_RULES)('member rule %s follows the %s flag', (rule, flag) => {
    expect(canAccess(rule, { user: member, theme: allOn })).toBe(true);
    expect(canAccess(rule, { user: member, theme: allOff })).toBe(false);
    expect(canAccess(rule, { user: member, theme: { flags: { ...ALL_FLAGS, [flag]: false } } })).toBe(false);
    expect(canAccess(rule, { user: member, theme: { flags: { [flag]: true } } })).toBe(true);
    expect(canAccess(rule, { user: member, theme: null })).toBe(false);
  });

  it('membership needs both myMembership and showMembership', () => {
    expect(canAccess('membership', { user: member, theme: allOn })).toBe(true);
    expect(canAccess('membership', { user: member, theme: { flags: { myMembership: true } } })).toBe(false);
    expect(canAccess('membership', { user: member, theme: { flags: { showMembership: true } } })).toBe(false);
  });

  it('members always see profile and children, never the guardian pages', () => {
    for (const theme of [allOn, allOff]) {
      expect(canAccess('profile', { user: member, theme })).toBe(true);
      expect(canAccess('children', { user: member, theme })).toBe(true);
      for (const rule of [...GUARDIAN_RULES, 'makeupCredits' as const]) {
        expect(canAccess(rule, { user: { ...member, hasMakeUpCredits: true }, theme })).toBe(false);
      }
    }
  });

  it('prospects (type 6) keep their profile, the club pages and the shop, not the member-only pages the server refuses them', () => {
    for (const rule of ['profile', 'clubinfo', 'contactClub', 'shop'] as const) expect(canAccess(rule, { user: prospect, theme: allOn })).toBe(true);
    for (const rule of ['classBooking', 'ptBooking', 'crecheBooking', 'myBookings', 'membership', 'subscription', 'suspendMember', 'paymentSetup', 'children'] as const) {
      expect(canAccess(rule, { user: prospect, theme: allOn })).toBe(false);
    }
    expect(canAccess('guardian', { user: prospect, theme: allOn })).toBe(false);
  });

  it('guardians see the swim pages, guardian profile, shop and cart', () => {
    for (const theme of [allOn, allOff]) {
      for (const rule of GUARDIAN_RULES) expect(canAccess(rule, { user: guardian, theme })).toBe(true);
      expect(canAccess('shop', { user: guardian, theme })).toBe(true);
    }
  });

  it('guardians see make-up credits only when they have some', () => {
    expect(canAccess('makeupCredits', { user: guardian, theme: allOn })).toBe(true);
    expect(canAccess('makeupCredits', { user: guardianNoCredits, theme: allOn })).toBe(false);
  });

  it('guardians never see profile, children, membership, subscription or member bookings', () => {
    const denied: AccessRuleId[] = [
      'profile',
      'children',
      'membership',
      'subscription',
      'suspendMember',
      'classBooking',
      'myBookings',
      'ptBooking',
      'crecheBooking',
      'contactClub',
      'clubinfo',
      'paymentSetup',
    ];
    for (const rule of denied) expect(canAccess(rule, { user: guardian, theme: allOn })).toBe(false);
  });

  it('admin-only pages need ADMIN', () => {
    expect(whoMayOpen('admin', null, { admin, member })).toEqual(['admin']);
  });
});

describe('club console', () => {
  const staff: AccessUser = { userType: 1, role: 'STAFF', hasMakeUpCredits: false };

  it('ADMIN has the whole console; STAFF the desk and kiosks only; a member none of it', () => {
    expect(whoMayOpen('clubConsole', allOn, { admin, staff, member })).toEqual(['admin', 'staff']);
    expect(whoMayOpen('clubAdmin', allOn, { admin, staff, member })).toEqual(['admin']);
  });

  it('STAFF is no member: no member page, whatever the flags', () => {
    for (const rule of ['classBooking', 'membership', 'shop', 'profile', 'children'] as AccessRuleId[]) {
      expect(canAccess(rule, { user: staff, theme: allOn })).toBe(false);
    }
    expect(canAccess('signedIn', { user: staff, theme: allOn })).toBe(true);
  });

  it('a page refused only by a switched-off flag is "switched off"; one refused by role is not', () => {
    expect(switchedOff('shop', { user: member, theme: { flags: { ...ALL_FLAGS, shop: false } } })).toBe(true);
    expect(switchedOff('shop', { user: member, theme: allOn })).toBe(false);
    expect(switchedOff('clubAdmin', { user: member, theme: allOn })).toBe(false);
    expect(switchedOff('children', { user: guardian, theme: allOn })).toBe(false);
  });
});
