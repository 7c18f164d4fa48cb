// Feature modules mounted under /api/v1. Each feature adds its routes plugin here (one line each).
import type { FastifyInstance } from 'fastify';
import { bookingsModule } from './bookings/module';
import { accountModule } from './profile/account-module';
import { bsbRoutes } from './bsb/routes';
import { paymentsRoutes } from './payments/routes';
import { shopRoutes } from './shop/routes';
import { swimRoutes } from './swim/routes';
import { membershipRoutes } from './membership/routes';
import { publicRoutes } from './public/routes';
import { publicVisitRoutes } from './visits/routes';

export type FeatureModule = (app: FastifyInstance) => Promise<void>;

export const featureModules: FeatureModule[] = [
  bookingsModule as FeatureModule,
  accountModule as FeatureModule,
  paymentsRoutes as FeatureModule,
  bsbRoutes as FeatureModule,
  shopRoutes as FeatureModule,
  swimRoutes as FeatureModule,
  membershipRoutes as FeatureModule,
  publicRoutes as FeatureModule,
  publicVisitRoutes as FeatureModule,
];
