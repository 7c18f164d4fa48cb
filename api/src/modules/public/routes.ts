// The general public (signed-out) calls: the club, its timetable, class images and service
// options. Routes that need more (a paired kiosk, an ADMIN) check it themselves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import rateLimit from '@fastify/rate-limit';
import { fail, ok } from '../../lib/envelope';
import { NOT_FOUND } from '../../lib/messages';
import { readClassImage } from '../classes';
import { timetableRateLimit } from '../../lib/public-limits';
import { requireClub, toPublicClub } from '../../lib/public-club';
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
};
