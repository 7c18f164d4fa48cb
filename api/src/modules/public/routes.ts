// Every public (signed-out) route of the portal, registered as one feature module: the general
// calls here plus the prospect, member-request, check-in, kiosk pairing, join, overdue and
// deregister modules. Routes that need more (a paired kiosk, an ADMIN) check it themselves.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
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
  app.get('/public/timetable', { schema: schema.timetableSchema }, async (request, reply) =>
    ok(reply, await publicTimetable(app.db, request.query.accountId, request.query.date)),
  );
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
