import type { AccessRuleId } from './access-rules';

export type RemoteName = 'mf-account' | 'mf-membership' | 'mf-bookings' | 'mf-swim' | 'mf-shop' | 'mf-public' | 'mf-club';

/** Pages the shell renders itself. */
export type ShellPage =
  | 'dashboard'
  | 'change-password'
  | 'notifications'
  | 'sign-in'
  | 'signin-redirect'
  | 'reset-password'
  | 'confirm-registration'
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

const appRoute = (
  path: string,
  remote: RemoteName,
  access: AccessRuleId,
  title: string,
  menu?: RouteEntry['menu'],
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({ path, remote, layout: 'app', access, title, menu, ...extra });

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
  {
    path: '/',
    shellPage: 'dashboard',
    layout: 'app',
    access: 'signedIn',
    title: 'Dashboard',
    menu: { group: 'home', icon: 'home', order: 0 },
  },
  {
    path: '/changepassword',
    shellPage: 'change-password',
    layout: 'app',
    access: 'signedIn',
    title: 'Change Password',
  },
  { path: '/notifications', shellPage: 'notifications', layout: 'app', access: 'signedIn', title: 'Notifications' },
  {
    path: '/login',
    shellPage: 'sign-in',
    layout: 'blank',
    access: 'signInPage',
    title: 'Account Login',
    signInKind: 'member',
  },
  { path: '/signin', shellPage: 'signin-redirect', layout: 'blank', access: 'signInPage', title: 'Account Login' },
  {
    path: '/signin/1',
    shellPage: 'sign-in',
    layout: 'blank',
    access: 'signInPage',
    title: 'Account Login',
    signInKind: 'member',
  },
  {
    path: '/signin/2',
    shellPage: 'sign-in',
    layout: 'blank',
    access: 'signInPage',
    title: 'Account Login',
    signInKind: 'student',
  },
  // Listed under mf-public in the brief; the shell owns it so the e-mail link works without a remote.
  { path: '/reset-password', shellPage: 'reset-password', layout: 'blank', access: 'public', title: 'Reset Password' },
  // The registration e-mail links here: the link and the chosen password create the login.
  { path: '/verify-email', shellPage: 'confirm-registration', layout: 'blank', access: 'public', title: 'Confirm Email' },
  { path: '/404', shellPage: 'not-found', layout: 'blank', access: 'public', title: 'Page not found' },
  { path: '/error/:type', shellPage: 'error', layout: 'blank', access: 'public', title: 'Error' },
  { path: '/error', shellPage: 'error', layout: 'blank', access: 'public', title: 'Error' },

  // mf-account
  appRoute('/profile', 'mf-account', 'profile', 'My Profile', { group: 'account', icon: 'user', order: 0 }),
  appRoute('/profile-student-guardian', 'mf-account', 'profileGuardian', 'My Profile', {
    group: 'account',
    icon: 'user',
    order: 1,
  }),
  appRoute('/children', 'mf-account', 'children', 'My Children', { group: 'account', icon: 'children', order: 2 }),
  appRoute('/clubinfo', 'mf-account', 'clubinfo', 'Club Info', { group: 'account', icon: 'info', order: 3 }),
  appRoute('/socialExternalRedirect', 'mf-account', 'contactClub', 'Contact the Club', {
    group: 'account',
    icon: 'mail',
    order: 4,
  }),
  appRoute('/posts', 'mf-account', 'admin', 'Posts'),

  // mf-membership
  appRoute('/membership', 'mf-membership', 'membership', 'My Membership', {
    group: 'membership',
    icon: 'card',
    order: 0,
  }),
  appRoute('/subscription', 'mf-membership', 'subscription', 'My Extras', {
    group: 'membership',
    icon: 'star',
    order: 1,
  }),
  appRoute('/suspendmember', 'mf-membership', 'suspendMember', 'Suspend Membership', {
    group: 'membership',
    icon: 'pause',
    order: 2,
  }),
  appRoute('/payment-setup', 'mf-membership', 'paymentSetup', 'Update Payment Method'),
  // Members' and guardians' payment history (issue 20): mf-membership owns the card entry it retries with.
  appRoute('/payments', 'mf-membership', 'payments', 'Payments', { group: 'account', icon: 'receipt', order: 5 }),

  // mf-bookings
  appRoute('/classbooking', 'mf-bookings', 'classBooking', 'Book a Class', {
    group: 'bookings',
    icon: 'calendar',
    order: 0,
  }),
  appRoute('/ptbooking', 'mf-bookings', 'ptBooking', 'Book a PT Session', {
    group: 'bookings',
    icon: 'dumbbell',
    order: 1,
  }),
  appRoute('/crechebooking', 'mf-bookings', 'crecheBooking', 'Book Creche', {
    group: 'bookings',
    icon: 'baby',
    order: 2,
  }),
  appRoute('/current-bookings', 'mf-bookings', 'myBookings', 'Current Bookings', {
    group: 'bookings',
    icon: 'list',
    order: 3,
  }),
  appRoute('/past-bookings', 'mf-bookings', 'myBookings', 'Past Bookings', {
    group: 'bookings',
    icon: 'history',
    order: 4,
  }),

  // mf-swim
  appRoute('/student-class-booking', 'mf-swim', 'guardian', 'Student Class Booking', {
    group: 'swim',
    icon: 'calendar',
    order: 0,
  }),
  appRoute(
    '/student-class-booking-makeup/:id/:cancelledClassScheduleId/:levelId/:studentNumber',
    'mf-swim',
    'guardian',
    'Make Up Booking',
  ),
  appRoute('/makeup-credits', 'mf-swim', 'makeupCredits', 'Make Up Credits', {
    group: 'swim',
    icon: 'ticket',
    order: 1,
  }),
  appRoute('/student-list', 'mf-swim', 'guardian', 'Student List', { group: 'swim', icon: 'list', order: 2 }),
  appRoute('/students', 'mf-swim', 'guardian', 'Students', { group: 'swim', icon: 'children', order: 3 }),
  appRoute('/student-classes', 'mf-swim', 'guardian', 'Student Classes', { group: 'swim', icon: 'swim', order: 4 }),

  // mf-shop
  appRoute('/shop', 'mf-shop', 'shop', 'Shop', { group: 'shop', icon: 'shop', order: 0 }, { hideSideMenu: true }),
  appRoute('/shopping-cart', 'mf-shop', 'shop', 'Shopping Cart', { group: 'shop', icon: 'cart', order: 1 }),
  appRoute('/shopping-cart/:number', 'mf-shop', 'shop', 'Shopping Cart'),
  appRoute('/shopping-checkout', 'mf-shop', 'shop', 'Checkout'),
  appRoute('/orders', 'mf-shop', 'shop', 'My Orders', { group: 'shop', icon: 'receipt', order: 2 }),

  // mf-club: the club console, for the club's ADMIN (all of it) and STAFF (desk and kiosks).
  appRoute('/club', 'mf-club', 'clubConsole', 'Club Console', { group: 'club', icon: 'settings', order: 0 }),
  appRoute('/club/desk', 'mf-club', 'clubConsole', 'Today at the Desk', { group: 'club', icon: 'calendar', order: 1 }),
  appRoute('/club/kiosks', 'mf-club', 'clubConsole', 'Kiosks', { group: 'club', icon: 'device', order: 2 }),
  appRoute('/club/features', 'mf-club', 'clubAdmin', 'Features', { group: 'club', icon: 'toggle', order: 3 }),
  appRoute('/club/branding', 'mf-club', 'clubAdmin', 'Branding', { group: 'club', icon: 'palette', order: 4 }),
  appRoute('/club/members', 'mf-club', 'clubAdmin', 'Members', { group: 'club', icon: 'children', order: 5 }),

  // mf-public: blank layout, no sign-in.
  publicRoute('/deregister', 'Deregister'),
  publicRoute('/book-my-visit', 'Book My Visit'),
  publicRoute('/bookme', 'Book Me'),
  publicRoute('/groupfitness', 'Group Fitness'),
  publicRoute('/onlineoffers', 'Online Offers'),
  publicRoute('/onlineoffers/pcivault', 'Card Capture'),
  publicRoute('/prospect-inquiry', 'Prospect Inquiry'),
  publicRoute('/member-payment-overdue', 'Overdue Payment'),
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

export function routesOfRemote(remote: RemoteName): RouteEntry[] {
  return ROUTE_TABLE.filter((r) => r.remote === remote);
}

export function findRouteByPath(path: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((r) => r.path === path);
}
