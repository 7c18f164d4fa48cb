// Every API module, mounted under /api/v1 with its access rule (plugins/access-policy.ts; a run
// of modules under one rule names it once): the remote whose pages call it and who may. Route files add
// feature flags and per-route exceptions. /health is mounted at the root by app.ts.
import type { FastifyInstance } from 'fastify';
import { ANY_SIGNED_IN, type RouteAccess, type RoutesPlugin, withAccess } from '../plugins/access-policy';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { bookingRoutes } from './bookings';
import { bsbRoutes } from './bsb';
import { calendarRoutes } from './calendar';
import { cancellationConsoleRoutes, cancellationRoutes } from './cancellation';
import { householdConsoleRoutes, householdRoutes } from './household';
import { casualVisitRoutes } from './casual-visit';
import { checkInRoutes } from './check-in';
import { childrenRoutes } from './children';
import { classRoutes } from './classes';
import { clubRoutes } from './club';
import { clubExportRoutes } from './club-export';
import { catalogueConsoleRoutes } from './catalogue-console';
import { clubConsoleRoutes } from './club-console';
import { clubDetailsConsoleRoutes } from './club-details-console';
import { clubOnboardingRoutes } from './club-onboarding';
import { clubInfoRoutes } from './club-info';
import { crecheRoutes } from './creche';
import { crecheConsoleRoutes } from './creche-console';
import { deregisterRoutes } from './deregister';
import { emailLinkRoutes } from './email-link';
import { documentConsoleRoutes, documentRoutes } from './documents';
import { extrasRoutes } from './extras';
import { feeRoutes } from './fees';
import { geocoderRoutes } from './geocoder';
import { guarantorRoutes } from './guarantor';
import { homeRoutes } from './home';
import { imagesRoutes } from './images';
import { insightsRoutes } from './insights';
import { joinRoutes } from './join';
import { kioskRoutes } from './kiosks';
import { memberRequestRoutes } from './member-requests';
import { memberImportRoutes } from './member-import';
import { membershipRoutes } from './membership';
import { membershipTypeRoutes } from './membership-types';
import { mySessionRoutes } from './my-sessions';
import { notificationRoutes } from './notifications';
import { outboxRoutes } from './outbox';
import { passkeyRoutes } from './passkeys';
import { paymentsRoutes } from './payments';
import { portalRoutes } from './portal';
import { postsRoutes } from './posts';
import { privacyRoutes } from './privacy';
import { profileRoutes } from './profile';
import { promoRoutes } from './promo';
import { prospectRoutes } from './prospects';
import { ptRoutes } from './pt';
import { publicRoutes } from './public';
import { referralRoutes } from './referral';
import { shopRoutes } from './shop';
import { shopConsoleRoutes } from './shop-console';
import { staffAccountRoutes } from './staff-accounts';
import { freezeTypeConsoleRoutes, suspensionRoutes } from './suspension';
import { swimRoutes } from './swim';
import { swimConsoleRoutes } from './swim-console';
import { timetableRoutes } from './timetable';
import { trainerRoutes } from './trainers';
import { termsRoutes } from './terms';
import { publicVisitRoutes } from './visits';
import { waiverRoutes } from './waiver';

export type FeatureModule = (app: FastifyInstance) => Promise<void>;

const PUBLIC: RouteAccess = { public: true };
const BOOKINGS: RouteAccess = { remote: 'mf-bookings', who: ['member'] };
const MEMBERSHIP: RouteAccess = { remote: 'mf-membership', who: ['member'] };
const ACCOUNT: RouteAccess = { remote: 'mf-account' };
const DESK: RouteAccess = { roles: ['ADMIN', 'STAFF'] };
const ADMIN: RouteAccess = { roles: ['ADMIN'] };

/** Modules under one access rule, mounted in the order given. */
const allWith = (access: RouteAccess, ...plugins: RoutesPlugin[]): FeatureModule[] =>
  plugins.map((plugin) => withAccess(access, plugin));

export const featureModules: FeatureModule[] = [
  // Sign-in, theme and remote list answer anyone (GUEST included); each checks the session itself.
  // Passkey sign-in is public; adding, listing and removing one say ANY_SIGNED_IN, the staff rule ADMIN.
  ...allWith(PUBLIC, authRoutes, passkeyRoutes, emailLinkRoutes),
  withAccess(ANY_SIGNED_IN, mySessionRoutes),
  ...allWith(PUBLIC, clubRoutes, portalRoutes, outboxRoutes /* demo mode only (the plugin checks) */),
  // mf-bookings
  withAccess({ ...BOOKINGS, feature: 'bookClass' }, classRoutes),
  withAccess({ ...BOOKINGS, feature: 'bookPT' }, ptRoutes),
  withAccess({ ...BOOKINGS, feature: 'creche' }, crecheRoutes),
  ...allWith(BOOKINGS, bookingRoutes, calendarRoutes),
  // mf-account (the membership pages read the profile too; the creche page adds children)
  withAccess({ remote: ['mf-account', 'mf-membership'] }, profileRoutes),
  withAccess({ remote: ['mf-account', 'mf-bookings'], who: ['member'] }, childrenRoutes),
  withAccess(ACCOUNT, clubInfoRoutes),
  withAccess({ ...ACCOUNT, who: ['member'] }, privacyRoutes),
  ...allWith(ACCOUNT, geocoderRoutes, imagesRoutes),
  withAccess({ ...ACCOUNT, roles: ['ADMIN'] }, postsRoutes),
  // mf-membership
  ...allWith(MEMBERSHIP, membershipRoutes, membershipTypeRoutes, feeRoutes, promoRoutes, termsRoutes),
  withAccess({ ...MEMBERSHIP, feature: 'showExtras' }, extrasRoutes),
  withAccess({ ...MEMBERSHIP, feature: 'allowMemberSuspension' }, suspensionRoutes),
  withAccess({ ...MEMBERSHIP, feature: 'memberCancellation' }, cancellationRoutes),
  withAccess(MEMBERSHIP, householdRoutes),
  // payments, the shop, swim
  withAccess({}, paymentsRoutes),
  withAccess(PUBLIC, bsbRoutes),
  withAccess({ remote: 'mf-shop', feature: 'shop', featureFor: ['member', 'prospect'] }, shopRoutes),
  withAccess({ remote: 'mf-swim', who: ['guardian'] }, swimRoutes),
  // public (signed-out) calls
  ...allWith(
    PUBLIC,
    publicRoutes,
    prospectRoutes,
    memberRequestRoutes,
    checkInRoutes,
    kioskRoutes,
    joinRoutes,
    deregisterRoutes,
    publicVisitRoutes,
    casualVisitRoutes,
    waiverRoutes,
    guarantorRoutes,
    referralRoutes,
  ),
  // The club console (mf-club): the club's ADMIN and STAFF; its ADMIN-only routes say so themselves.
  // The club's timetable (class series, sessions, closures) and trainers: ADMIN only, route by route.
  // Scheduled billing: the failed-payments queue for ADMIN and STAFF; settings, refunds, the export ADMIN's.
  ...allWith(DESK, clubConsoleRoutes, timetableRoutes, trainerRoutes, billingRoutes),
  ...allWith(
    ADMIN,
    // What the club sells, who runs it, its details, what is left to set up: its ADMIN only.
    catalogueConsoleRoutes,
    shopConsoleRoutes,
    staffAccountRoutes,
    clubDetailsConsoleRoutes,
    clubOnboardingRoutes,
    // The creche's weekly series and the swim school (levels, terms, classes, holidays): its ADMIN only.
    crecheConsoleRoutes,
    swimConsoleRoutes,
    memberImportRoutes,
    clubExportRoutes,
    // Members' cancellations and the answer to a request change a contract: ADMIN only.
    cancellationConsoleRoutes,
    // Who pays for whom changes where money comes from: ADMIN only, as the members page.
    householdConsoleRoutes,
    freezeTypeConsoleRoutes,
    insightsRoutes,
  ),
  withAccess({}, notificationRoutes),
  // Signed documents: a member signs the version in force (asked at sign-in), a payer or swim guardian
  // signs a minor's; the ADMIN publishes.
  withAccess({ who: ['member', 'guardian'] }, documentRoutes),
  withAccess(ADMIN, documentConsoleRoutes),
  // The member home: the dashboard, /payments, /orders and the offline member card.
  withAccess({}, homeRoutes),
];
