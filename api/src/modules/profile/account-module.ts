// The account area's API (mf-account): one entry in modules/index.ts for all six route plugins.
import type { FastifyInstance } from 'fastify';
import { childrenRoutes } from '../children/routes';
import { clubInfoRoutes } from '../club-info/routes';
import { geocoderRoutes } from '../geocoder/routes';
import { imagesRoutes } from '../images/routes';
import { postsRoutes } from '../posts/routes';
import { profileRoutes } from './routes';

export async function accountModule(app: FastifyInstance): Promise<void> {
  await app.register(profileRoutes);
  await app.register(childrenRoutes);
  await app.register(clubInfoRoutes);
  await app.register(geocoderRoutes);
  await app.register(imagesRoutes);
  await app.register(postsRoutes);
}
