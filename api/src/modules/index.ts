// Feature modules mounted under /api/v1. Each feature adds its routes plugin here (one line each).
import type { FastifyInstance } from 'fastify';
import { withAccess } from '../plugins/access-policy';
import { bookingsModule } from './bookings/module';
import { accountModule } from './profile/account-module';
import { bsbRoutes } from './bsb/routes';
import { paymentsRoutes } from './payments/routes';
import { homeRoutes } from './home/routes';
import { shopRoutes } from './shop/routes';
import { swimRoutes } from './swim/routes';
import { membershipRoutes } from './membership/routes';
import { publicRoutes } from './public/routes';
import { publicVisitRoutes } from './visits/routes';
import { clubConsoleRoutes } from './club-console/routes';
import { catalogueConsoleRoutes } from './catalogue-console';
import { shopConsoleRoutes } from './shop-console';
import { staffAccountRoutes } from './staff-accounts';
import { clubOnboardingRoutes } from './club-onboarding';
import { clubDetailsConsoleRoutes } from './club-details-console';
import { notificationRoutes } from './notifications/routes';

export type FeatureModule = (app: FastifyInstance) => Promise<void>;

// Each module's access rule (plugins/access-policy.ts): the remote whose pages call it and who
// may; route files add feature flags and per-route exceptions.
export const featureModules: FeatureModule[] = [
  withAccess({ remote: 'mf-bookings', who: ['member'] }, bookingsModule),
  withAccess({}, accountModule),
  withAccess({}, paymentsRoutes),
  withAccess({ public: true }, bsbRoutes),
  withAccess({ remote: 'mf-shop', feature: 'shop', featureFor: ['member', 'prospect'] }, shopRoutes),
  withAccess({ remote: 'mf-swim', who: ['guardian'] }, swimRoutes),
  withAccess({ remote: 'mf-membership', who: ['member'] }, membershipRoutes),
  withAccess({ public: true }, publicRoutes),
  withAccess({ public: true }, publicVisitRoutes),
  // The club console (mf-club): the club's ADMIN and STAFF; its ADMIN-only routes say so themselves.
  withAccess({ roles: ['ADMIN', 'STAFF'] }, clubConsoleRoutes),
  // What the club sells (membership types, add-ons, promo codes, vouchers, the shop): its ADMIN only.
  withAccess({ roles: ['ADMIN'] }, catalogueConsoleRoutes),
  withAccess({ roles: ['ADMIN'] }, shopConsoleRoutes),
  withAccess({ roles: ['ADMIN'] }, staffAccountRoutes),
  withAccess({ roles: ['ADMIN'] }, clubOnboardingRoutes),
  withAccess({ roles: ['ADMIN'] }, clubDetailsConsoleRoutes),
  withAccess({}, notificationRoutes),
  // The member home (issue 20): the dashboard, /payments, /orders and the offline member card.
  withAccess({}, homeRoutes),
];
