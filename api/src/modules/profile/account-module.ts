// The account area's API (mf-account): one entry in modules/index.ts for all six route plugins.
import type { FastifyInstance } from 'fastify';
import { withAccess } from '../../plugins/access-policy';
import { childrenRoutes } from '../children/routes';
import { clubInfoRoutes } from '../club-info/routes';
import { geocoderRoutes } from '../geocoder/routes';
import { imagesRoutes } from '../images/routes';
import { postsRoutes } from '../posts/routes';
import { profileRoutes } from './routes';

export async function accountModule(app: FastifyInstance): Promise<void> {
  // The membership pages read the profile too; the creche page adds children.
  await app.register(withAccess({ remote: ['mf-account', 'mf-membership'] }, profileRoutes));
  await app.register(withAccess({ remote: ['mf-account', 'mf-bookings'], who: ['member'] }, childrenRoutes));
  await app.register(withAccess({ remote: 'mf-account' }, clubInfoRoutes));
  await app.register(withAccess({ remote: 'mf-account' }, geocoderRoutes));
  await app.register(withAccess({ remote: 'mf-account' }, imagesRoutes));
  await app.register(withAccess({ remote: 'mf-account', roles: ['ADMIN'] }, postsRoutes));
}
