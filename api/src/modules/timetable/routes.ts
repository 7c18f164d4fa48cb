// /api/v1/timetable/*: the club's timetable, written by its ADMIN only (STAFF run the desk, members
// book). Every route is ADMIN-only through the access policy's `roles`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SERIES_BODY_LIMIT } from '@portal/shared/contracts';
import { consoleActor } from '../../lib/club-audit';
import { ok } from '../../lib/envelope';
import { ADMIN_ONLY } from '../../plugins/access-policy';
import { watchTimetableChanges } from './change-notices';
import * as schema from './schema';
import * as service from './service';
import { listSeries, seriesSessions } from './series-views';
import { addClassType, classTypes } from './class-types';
import * as sessions from './session-changes';

/** A picture over the limit still reaches the service, which refuses it on its field. */
const WITH_PICTURE = { ...ADMIN_ONLY, bodyLimit: SERIES_BODY_LIMIT };

export const timetableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Another instance's timetable change drops this instance's cached class searches at once.
  const stopWatching = await watchTimetableChanges(app.dbHandle);
  app.addHook('onClose', async () => stopWatching());

  app.get('/timetable/series', { ...ADMIN_ONLY, schema: schema.listSeriesSchema }, async (request, reply) =>
    ok(reply, await listSeries(app.db, request.user!.clubId)),
  );
  app.get('/timetable/class-types', { ...ADMIN_ONLY, schema: schema.classTypesSchema }, async (request, reply) =>
    ok(reply, await classTypes(app.db, request.user!.clubId)),
  );
  app.post('/timetable/class-types', { ...ADMIN_ONLY, schema: schema.addClassTypeSchema }, async (request, reply) =>
    ok(reply, await addClassType(app.db, consoleActor(request), request.body.description)),
  );
  app.post('/timetable/series', { ...WITH_PICTURE, schema: schema.createSeriesSchema }, async (request, reply) =>
    ok(reply, await service.createSeries(app.db, consoleActor(request), request.body)),
  );
  app.put('/timetable/series/:id', { ...WITH_PICTURE, schema: schema.changeSeriesSchema }, async (request, reply) =>
    ok(reply, await service.changeSeries(app.db, consoleActor(request), request.params.id, request.body)),
  );
  app.delete('/timetable/series/:id', { ...ADMIN_ONLY, schema: schema.retireSeriesSchema }, async (request, reply) =>
    ok(reply, await service.retireSeries(app.db, consoleActor(request), request.params.id)),
  );
  app.get(
    '/timetable/series/:id/sessions',
    { ...ADMIN_ONLY, schema: schema.seriesSessionsSchema },
    async (request, reply) => ok(reply, await seriesSessions(app.db, request.user!.clubId, request.params.id)),
  );
  app.put('/timetable/sessions/:id', { ...ADMIN_ONLY, schema: schema.changeSessionSchema }, async (request, reply) =>
    ok(reply, await sessions.changeOccurrence(app.db, consoleActor(request), request.params.id, request.body)),
  );
  app.post(
    '/timetable/sessions/:id/cancel',
    { ...ADMIN_ONLY, schema: schema.cancelSessionSchema },
    async (request, reply) => ok(reply, await sessions.cancelOccurrence(app.db, consoleActor(request), request.params.id)),
  );
  app.get('/timetable/closures', { ...ADMIN_ONLY, schema: schema.listClosuresSchema }, async (request, reply) =>
    ok(reply, await sessions.listClosures(app.db, request.user!.clubId)),
  );
  app.post('/timetable/closures', { ...ADMIN_ONLY, schema: schema.addClosureSchema }, async (request, reply) =>
    ok(reply, await sessions.addClosure(app.db, consoleActor(request), request.body)),
  );
  app.delete('/timetable/closures/:id', { ...ADMIN_ONLY, schema: schema.removeClosureSchema }, async (request, reply) =>
    ok(reply, await sessions.removeClosure(app.db, consoleActor(request), request.params.id)),
  );
};
