// Every public (signed-out) route of the portal, registered as one feature module: the general
// calls here plus the prospect, member-request, check-in, kiosk pairing, join, overdue and
// deregister modules. Routes that need more (a paired kiosk, an ADMIN) check it themselves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import rateLimit from '@fastify/rate-limit';
import { fail, ok } from '../../lib/envelope';
import { NOT_FOUND } from '../../lib/messages';
import { readClassImage } from '../classes/class-images';
import { timetableRateLimit } from './limits';
import { checkInRoutes } from '../check-in/routes';
import { deregisterRoutes } from '../deregister/routes';
import { joinRoutes } from '../join/routes';
import { kioskRoutes } from '../kiosks/routes';
import { memberRequestRoutes } from '../member-requests/routes';
import { prospectRoutes } from '../prospects/routes';
import { requireClub, toPublicClub } from './club';
import * as schema from './schema';
import { serviceOptions } from './service-options';
import { publicTimetable } from './timetable';

export const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/club/:accountId', { schema: schema.clubSchema }, async (request, reply) =>
    ok(reply, toPublicClub(await requireClub(app.db, request.params.accountId))),
  );
  // Per-address limit in this instance's memory: the timetable is served from a cache, so a
  // counter in the database would cost more than the answer (limits.ts TIMETABLE_LIMIT).
  await app.register(rateLimit, { global: false });
  app.get(
    '/public/timetable',
    { schema: schema.timetableSchema, config: { rateLimit: timetableRateLimit(app.config) } },
    async (request, reply) => ok(reply, await publicTimetable(app.db, request.query.accountId, request.query.date)),
  );
  app.get('/public/class-images/:classId/:hash', { schema: schema.classImageSchema }, async (request, reply) => {
    const image = await readClassImage(app.db, request.params.classId, request.params.hash);
    if (!image) return fail(reply, 404, NOT_FOUND);
    return reply
      .header('Content-Type', image.type)
      // The address carries the md5 of the picture: a changed picture is a new address.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      // An SVG opened on its own must not run anything.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(image.body);
  });
  app.get('/public/service-options/:accountId', { schema: schema.serviceOptionsSchema }, async (request, reply) =>
    ok(reply, await serviceOptions(app.db, request.params.accountId)),
  );
  await app.register(prospectRoutes);
  await app.register(memberRequestRoutes);
  await app.register(checkInRoutes);
  await app.register(kioskRoutes);
  await app.register(joinRoutes);
  await app.register(deregisterRoutes);
};
