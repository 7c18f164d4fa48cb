// /api/v1/club-console/details: opening hours, social links and time zone, ADMIN only (modules/index.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consoleActor } from '../../lib/club-audit';
import { ok } from '../../lib/envelope';
import { getDetailsSchema, saveDetailsSchema } from './schema';
import * as service from './service';

export const clubDetailsConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club-console/details', { schema: getDetailsSchema }, async (request, reply) => ok(reply, await service.getDetails(app.db, request.user!.clubId)));
  app.put('/club-console/details', { schema: saveDetailsSchema }, async (request, reply) =>
    ok(reply, await service.saveDetails(app.db, consoleActor(request), request.body)),
  );
};
