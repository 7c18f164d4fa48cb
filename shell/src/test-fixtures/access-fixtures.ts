// Fixtures for the tests of what a user may open: the menu model, the side menu, the access rules
// and the e2e menu check read the same flags, users and expected pages, so they cannot drift apart.
import type { AccessUser } from '../routing/access-rules';

/** Every flag that gates a menu entry, switched on (the demo club switches them all on too). */
export const MENU_FLAGS = {
  bookClass: true,
  myBooking: true,
  myMembership: true,
  showMembership: true,
  bookPT: true,
  contactClub: true,
  social: true,
  creche: true,
  shop: true,
  showExtras: true,
  allowMemberSuspension: true,
};

export const MEMBER_USER: AccessUser = { userType: 1, role: 'USER', hasMakeUpCredits: false };
export const GUARDIAN_USER: AccessUser = { userType: 5, role: 'USER', hasMakeUpCredits: true };

/** The side menu of a member whose club switches every flag on. */
export const MEMBER_MENU_PAGES = [
  '/',
  '/classbooking',
  '/ptbooking',
  '/crechebooking',
  '/current-bookings',
  '/past-bookings',
  '/membership',
  '/subscription',
  '/suspendmember',
  '/profile',
  '/children',
  '/clubinfo',
  '/socialExternalRedirect',
  '/shop',
  '/shopping-cart',
  '/orders',
  '/payments',
];

/** The side menu of a guardian (with make-up credits), whatever the club's flags. */
export const GUARDIAN_MENU_PAGES = [
  '/',
  '/student-class-booking',
  '/makeup-credits',
  '/student-list',
  '/students',
  '/student-classes',
  '/profile-student-guardian',
  '/shop',
  '/shopping-cart',
  '/orders',
  '/payments',
];
