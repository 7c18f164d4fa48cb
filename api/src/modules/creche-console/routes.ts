// /api/v1/club-console/creche/*: the club's creche series and sessions, ADMIN only (declared where
// the module is mounted, modules/index.ts). Another club's id is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ConsoleActor } from '../../lib/club-audit';
import { ok } from '../../lib/envelope';
import * as schema from './schema';
import * as service from './service';

const actor = (request: FastifyRequest): ConsoleActor => ({ clubId: request.user!.clubId, userId: request.user!.userId });

export const crecheConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.get('/club-console/creche/series', { schema: schema.listSeriesSchema }, async (request, reply) =>
    ok(reply, await service.listSeries(db, request.user!.clubId)),
  );
  app.post('/club-console/creche/series', { schema: schema.createSeriesSchema }, async (request, reply) =>
    ok(reply, await service.createSeries(db, actor(request), request.body)),
  );
  app.put('/club-console/creche/series/:id', { schema: schema.changeSeriesSchema }, async (request, reply) =>
    ok(reply, await service.changeSeries(db, actor(request), request.params.id, request.body)),
  );
  app.delete('/club-console/creche/series/:id', { schema: schema.removeSeriesSchema }, async (request, reply) =>
    ok(reply, await service.removeSeries(db, actor(request), request.params.id)),
  );
  app.get('/club-console/creche/series/:id/sessions', { schema: schema.seriesSessionsSchema }, async (request, reply) =>
    ok(reply, await service.seriesSessions(db, request.user!.clubId, request.params.id)),
  );
  app.post('/club-console/creche/sessions/:id/cancel', { schema: schema.cancelSessionSchema }, async (request, reply) =>
    ok(reply, await service.cancelOccurrence(db, actor(request), request.params.id)),
  );
};
