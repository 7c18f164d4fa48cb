// /api/v1/club-console/creche/*: the club's creche series and sessions, ADMIN only (declared where
// the module is mounted, modules/index.ts). Another club's id is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consoleActor } from '../../lib/club-audit';
import { consoleRowRoutes } from '../../lib/console-routes';
import { ok } from '../../lib/envelope';
import * as schema from './schema';
import * as service from './service';

export const crecheConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  consoleRowRoutes(app, '/club-console/creche/series', schema.seriesSchemas, { list: service.listSeries, create: service.createSeries, update: service.changeSeries, remove: service.removeSeries });
  app.get('/club-console/creche/series/:id/sessions', { schema: schema.seriesSessionsSchema }, async (request, reply) =>
    ok(reply, await service.seriesSessions(db, request.user!.clubId, request.params.id)),
  );
  app.post('/club-console/creche/sessions/:id/cancel', { schema: schema.cancelSessionSchema }, async (request, reply) =>
    ok(reply, await service.cancelOccurrence(db, consoleActor(request), request.params.id)),
  );
};
