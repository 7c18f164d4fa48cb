// The account area's API (mf-account): one entry in modules/index.ts for all six route plugins.
import type { FastifyInstance } from 'fastify';
import { withAccess } from '../../plugins/access-policy';
import { childrenRoutes } from '../children/routes';
import { clubInfoRoutes } from '../club-info/routes';
import { geocoderRoutes } from '../geocoder/routes';
import { imagesRoutes } from '../images/routes';
import { postsRoutes } from '../posts/routes';
import { profileRoutes } from './routes';

type Plugin = (app: FastifyInstance) => Promise<void>;

export async function accountModule(app: FastifyInstance): Promise<void> {
  // The membership pages read the profile too; the creche page adds children.
  await app.register(withAccess({ remote: ['mf-account', 'mf-membership'] }, profileRoutes as Plugin));
  await app.register(withAccess({ remote: ['mf-account', 'mf-bookings'], who: ['member'] }, childrenRoutes as Plugin));
  await app.register(withAccess({ remote: 'mf-account' }, clubInfoRoutes as Plugin));
  await app.register(withAccess({ remote: 'mf-account' }, geocoderRoutes as Plugin));
  await app.register(withAccess({ remote: 'mf-account' }, imagesRoutes as Plugin));
  await app.register(withAccess({ remote: 'mf-account', roles: ['ADMIN'] }, postsRoutes as Plugin));
}
