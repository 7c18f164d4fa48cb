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
import { notificationRoutes } from './notifications/routes';
import { timetableRoutes } from './timetable';
import { trainerRoutes } from './trainers';

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
  // The club's timetable (class series, sessions, closures): ADMIN only, route by route.
  withAccess({ roles: ['ADMIN', 'STAFF'] }, timetableRoutes),
  // The club's personal trainers (hours, absences, session types): ADMIN only, route by route.
  withAccess({ roles: ['ADMIN', 'STAFF'] }, trainerRoutes),
  withAccess({}, notificationRoutes),
  // The member home (issue 20): the dashboard, /payments, /orders and the offline member card.
  withAccess({}, homeRoutes),
];
