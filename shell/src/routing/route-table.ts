import type { AccessRuleId } from './access-rules';

export type RemoteName =
  'mf-account' | 'mf-membership' | 'mf-bookings' | 'mf-swim' | 'mf-shop' | 'mf-public' | 'mf-club';

/** Pages the shell renders itself. */
export type ShellPage =
  | 'dashboard'
  | 'change-password'
  | 'notifications'
  | 'sign-in'
  | 'signin-redirect'
  | 'reset-password'
  | 'confirm-registration'
  | 'email-link-sign-in'
  | 'not-found'
  | 'error';

export type MenuGroup = 'home' | 'bookings' | 'swim' | 'membership' | 'account' | 'shop' | 'club';

export interface RouteEntry {
  path: string;
  /** Owning remote; absent for the shell's own pages. */
  remote?: RemoteName;
  shellPage?: ShellPage;
  /** 'app' = signed-in AppShell layout, 'blank' = only the routed content. */
  layout: 'app' | 'blank';
  access: AccessRuleId;
  title: string;
  /** Present when the page has a menu entry. */
  menu?: { group: MenuGroup; icon: string; order: number };
  /** Which sign-in endpoint a sign-in page uses. */
  signInKind?: 'member' | 'student';
  /** The shop hides the left side menu (docs/spec/bookings-commerce.md §2.14). */
  hideSideMenu?: boolean;
}

/** A menu entry: the section, its icon and the place in it. */
const menu = (group: MenuGroup, icon: string, order: number): RouteEntry['menu'] => ({ group, icon, order });

const appRoute = (
  path: string,
  remote: RemoteName,
  access: AccessRuleId,
  title: string,
  menu?: RouteEntry['menu'],
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({ path, remote, layout: 'app', access, title, menu, ...extra });

const shellRoute = (
  path: string,
  shellPage: ShellPage,
  layout: RouteEntry['layout'],
  access: AccessRuleId,
  title: string,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({ path, shellPage, layout, access, title, ...extra });

const publicRoute = (path: string, title: string): RouteEntry => ({
  path,
  remote: 'mf-public',
  layout: 'blank',
  access: 'public',
  title,
});

/** Every route of the portal: owner, layout, access rule and menu entry (docs/spec/bookings-commerce.md §2.1). */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Shell's own pages.
  shellRoute('/', 'dashboard', 'app', 'signedIn', 'Dashboard', { menu: menu('home', 'home', 0) }),
  shellRoute('/changepassword', 'change-password', 'app', 'signedIn', 'Change Password'),
  shellRoute('/notifications', 'notifications', 'app', 'signedIn', 'Notifications'),
  shellRoute('/login', 'sign-in', 'blank', 'signInPage', 'Account Login', { signInKind: 'member' }),
  shellRoute('/signin', 'signin-redirect', 'blank', 'signInPage', 'Account Login'),
  shellRoute('/signin/1', 'sign-in', 'blank', 'signInPage', 'Account Login', { signInKind: 'member' }),
  shellRoute('/signin/2', 'sign-in', 'blank', 'signInPage', 'Account Login', { signInKind: 'student' }),
  // Listed under mf-public in the brief; the shell owns it so the e-mail link works without a remote.
  shellRoute('/reset-password', 'reset-password', 'blank', 'public', 'Reset Password'),
  // The registration e-mail links here: the link and the chosen password create the login.
  shellRoute('/verify-email', 'confirm-registration', 'blank', 'public', 'Confirm Email'),
  // The e-mailed sign-in link (the fallback without password or passkey) opens here.
  shellRoute('/signin-link', 'email-link-sign-in', 'blank', 'public', 'Sign In'),
  shellRoute('/404', 'not-found', 'blank', 'public', 'Page not found'),
  shellRoute('/error/:type', 'error', 'blank', 'public', 'Error'),
  shellRoute('/error', 'error', 'blank', 'public', 'Error'),

  // mf-account
  appRoute('/profile', 'mf-account', 'profile', 'My Profile', menu('account', 'user', 0)),
  appRoute('/profile-student-guardian', 'mf-account', 'profileGuardian', 'My Profile', menu('account', 'user', 1)),
  appRoute('/children', 'mf-account', 'children', 'My Children', menu('account', 'children', 2)),
  appRoute('/clubinfo', 'mf-account', 'clubinfo', 'Club Info', menu('account', 'info', 3)),
  appRoute('/socialExternalRedirect', 'mf-account', 'contactClub', 'Contact the Club', menu('account', 'mail', 4)),
  appRoute('/posts', 'mf-account', 'admin', 'Posts'),
  // Passkeys and sessions for everyone signed in (staff have no profile); the profile pages show them too.
  appRoute('/sign-in-security', 'mf-account', 'signedIn', 'Passkeys & Sessions'),
  // Not in the side menu (the spec gives members exactly its menu): the account menu links it.
  appRoute('/privacy', 'mf-account', 'privacy', 'Privacy'),

  // mf-membership
  appRoute('/membership', 'mf-membership', 'membership', 'My Membership', menu('membership', 'card', 0)),
  appRoute('/subscription', 'mf-membership', 'subscription', 'My Extras', menu('membership', 'star', 1)),
  appRoute('/suspendmember', 'mf-membership', 'suspendMember', 'Suspend Membership', menu('membership', 'pause', 2)),
  appRoute('/payment-setup', 'mf-membership', 'paymentSetup', 'Update Payment Method'),
  // The payer's family: each dependant's membership, packs and bookings.
  appRoute('/household', 'mf-membership', 'household', 'Household', menu('membership', 'children', 3)),
  // Members' and guardians' payment history: mf-membership owns the card entry it retries with.
  appRoute('/payments', 'mf-membership', 'payments', 'Payments', menu('account', 'receipt', 5)),

  // mf-bookings
  appRoute('/classbooking', 'mf-bookings', 'classBooking', 'Book a Class', menu('bookings', 'calendar', 0)),
  appRoute('/ptbooking', 'mf-bookings', 'ptBooking', 'Book a PT Session', menu('bookings', 'dumbbell', 1)),
  appRoute('/crechebooking', 'mf-bookings', 'crecheBooking', 'Book Creche', menu('bookings', 'baby', 2)),
  appRoute('/current-bookings', 'mf-bookings', 'myBookings', 'Current Bookings', menu('bookings', 'list', 3)),
  appRoute('/past-bookings', 'mf-bookings', 'myBookings', 'Past Bookings', menu('bookings', 'history', 4)),

  // mf-swim
  appRoute('/student-class-booking', 'mf-swim', 'guardian', 'Student Class Booking', menu('swim', 'calendar', 0)),
  appRoute(
    '/student-class-booking-makeup/:id/:cancelledClassScheduleId/:levelId/:studentNumber',
    'mf-swim',
    'guardian',
    'Make Up Booking',
  ),
  appRoute('/makeup-credits', 'mf-swim', 'makeupCredits', 'Make Up Credits', menu('swim', 'ticket', 1)),
  appRoute('/student-list', 'mf-swim', 'guardian', 'Student List', menu('swim', 'list', 2)),
  appRoute('/students', 'mf-swim', 'guardian', 'Students', menu('swim', 'children', 3)),
  appRoute('/student-classes', 'mf-swim', 'guardian', 'Student Classes', menu('swim', 'swim', 4)),

  // mf-shop
  appRoute('/shop', 'mf-shop', 'shop', 'Shop', menu('shop', 'shop', 0), { hideSideMenu: true }),
  appRoute('/shopping-cart', 'mf-shop', 'shop', 'Shopping Cart', menu('shop', 'cart', 1)),
  appRoute('/shopping-cart/:number', 'mf-shop', 'shop', 'Shopping Cart'),
  appRoute('/shopping-checkout', 'mf-shop', 'shop', 'Checkout'),
  appRoute('/orders', 'mf-shop', 'shop', 'My Orders', menu('shop', 'receipt', 2)),

  // mf-club: the club console, for the club's ADMIN (all of it) and STAFF (desk and kiosks).
  appRoute('/club', 'mf-club', 'clubConsole', 'Club Console', menu('club', 'settings', 0)),
  appRoute('/club/desk', 'mf-club', 'clubConsole', 'Today at the Desk', menu('club', 'calendar', 1)),
  appRoute('/club/kiosks', 'mf-club', 'clubConsole', 'Kiosks', menu('club', 'device', 2)),
  appRoute('/club/failed-payments', 'mf-club', 'clubConsole', 'Failed Payments', menu('club', 'card', 2)),
  appRoute('/club/features', 'mf-club', 'clubAdmin', 'Features', menu('club', 'toggle', 3)),
  appRoute('/club/branding', 'mf-club', 'clubAdmin', 'Branding', menu('club', 'palette', 4)),
  appRoute('/club/members', 'mf-club', 'clubAdmin', 'Members', menu('club', 'children', 5)),
  appRoute('/club/timetable', 'mf-club', 'clubAdmin', 'Timetable', menu('club', 'calendar', 6)),
  appRoute('/club/trainers', 'mf-club', 'clubAdmin', 'Trainers', menu('club', 'children', 7)),
  appRoute('/club/memberships', 'mf-club', 'clubAdmin', 'Memberships and Promotions', menu('club', 'ticket', 8)),
  appRoute('/club/shop', 'mf-club', 'clubAdmin', 'Shop Products', menu('club', 'shop', 9)),
  appRoute('/club/staff', 'mf-club', 'clubAdmin', 'Staff', menu('club', 'user', 10)),
  appRoute('/club/details', 'mf-club', 'clubAdmin', 'Club Details', menu('club', 'info', 11)),
  appRoute('/club/creche', 'mf-club', 'clubAdmin', 'Creche', menu('club', 'children', 12)),
  appRoute('/club/swim-school', 'mf-club', 'clubAdmin', 'Swim School', menu('club', 'calendar', 13)),
  appRoute('/club/import', 'mf-club', 'clubAdmin', 'Import and Export', menu('club', 'children', 14)),
  appRoute('/club/cancellations', 'mf-club', 'clubAdmin', 'Cancellations', menu('club', 'receipt', 15)),
  appRoute('/club/documents', 'mf-club', 'clubAdmin', 'Signed Documents', menu('club', 'info', 16)),
  appRoute('/club/insights', 'mf-club', 'clubAdmin', 'Insights', menu('club', 'chart', 17)),

  // mf-public: blank layout, no sign-in.
  publicRoute('/deregister', 'Deregister'),
  publicRoute('/book-my-visit', 'Book My Visit'),
  publicRoute('/bookme', 'Book Me'),
  publicRoute('/groupfitness', 'Group Fitness'),
  publicRoute('/onlineoffers', 'Online Offers'),
  publicRoute('/onlineoffers/pcivault', 'Card Capture'),
  publicRoute('/prospect-inquiry', 'Prospect Inquiry'),
  publicRoute('/member-payment-overdue', 'Overdue Payment'),
  publicRoute('/confirm-payment', 'Confirm Payment'),
  // The e-mailed link that confirms deleting an account: it works signed out.
  publicRoute('/confirm-account-deletion', 'Delete My Account'),
  publicRoute('/swim-settle-outstanding', 'Settle Outstanding'),
  publicRoute('/prospect-casual-visit', 'Casual Visit'),
  publicRoute('/prospect-kiosk', 'Prospect Kiosk'),
  publicRoute('/services-kiosk', 'Services Kiosk'),
  publicRoute('/member-barcode-scanner', 'Barcode Check-in'),
  publicRoute('/suspension-form', 'Suspension Request'),
  publicRoute('/cancellation-form', 'Cancellation Request'),
  publicRoute('/refer-a-friend', 'Refer a Friend'),
  publicRoute('/waiver', 'Waiver Form'),
  publicRoute('/guarantor', 'Guarantor Form'),
];

export const MENU_GROUP_TITLES: Record<MenuGroup, string> = {
  home: 'Dashboard',
  bookings: 'Bookings',
  swim: 'Swim School',
  membership: 'Membership',
  account: 'My Account',
  shop: 'Shop',
  club: 'Club Console',
};

export const MENU_GROUP_ORDER: MenuGroup[] = ['home', 'club', 'bookings', 'swim', 'membership', 'account', 'shop'];

export function findRouteByPath(path: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((r) => r.path === path);
}
