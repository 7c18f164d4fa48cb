import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { BundledAuGeocoder } from './bundled-au-geocoder';
import type { Geocoder } from './geocoder';
import { geocoderSearchSchema } from './schema';

const MAX_RESULTS = 10;

/** The routes over a given geocoder; the default is the bundled Australian dataset. */
export function createGeocoderRoutes(geocoder: Geocoder): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/geocoder/search', { schema: geocoderSearchSchema, preHandler: app.requireUser }, async (request, reply) => {
      return ok(reply, await geocoder.search(request.query.q, MAX_RESULTS));
    });
  };
}

export const geocoderRoutes = createGeocoderRoutes(new BundledAuGeocoder()) as unknown as (app: FastifyInstance) => Promise<void>;
