// /api/v1/club-console/swim/*: the swim school's levels, terms, classes and holidays, ADMIN only
// (declared where the module is mounted, modules/index.ts). Another club's id is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ConsoleActor } from '../../lib/club-audit';
import { ok } from '../../lib/envelope';
import * as schema from './schema';
import * as service from './service';
import * as levels from './levels';
import * as terms from './terms';

const actor = (request: FastifyRequest): ConsoleActor => ({ clubId: request.user!.clubId, userId: request.user!.userId });

export const swimConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.get('/club-console/swim', { schema: schema.schoolSchema }, async (request, reply) => ok(reply, await service.swimSchool(db, request.user!.clubId)));
  // One list each, for the console's tables.
  app.get('/club-console/swim/levels', { schema: schema.levelsSchema }, async (request, reply) => ok(reply, (await service.swimSchool(db, request.user!.clubId)).levels));
  app.get('/club-console/swim/terms', { schema: schema.termsSchema }, async (request, reply) => ok(reply, (await service.swimSchool(db, request.user!.clubId)).terms));
  app.get('/club-console/swim/classes', { schema: schema.classesSchema }, async (request, reply) => ok(reply, (await service.swimSchool(db, request.user!.clubId)).classes));
  app.get('/club-console/swim/holidays', { schema: schema.holidaysSchema }, async (request, reply) => ok(reply, (await service.swimSchool(db, request.user!.clubId)).holidays));
  app.post('/club-console/swim/levels', { schema: schema.createLevelSchema }, async (request, reply) => ok(reply, await levels.createLevel(db, actor(request), request.body)));
  app.put('/club-console/swim/levels/:id', { schema: schema.updateLevelSchema }, async (request, reply) =>
    ok(reply, await levels.updateLevel(db, actor(request), request.params.id, request.body)),
  );
  app.delete('/club-console/swim/levels/:id', { schema: schema.removeLevelSchema }, async (request, reply) => ok(reply, await levels.removeLevel(db, actor(request), request.params.id)));
  app.post('/club-console/swim/terms', { schema: schema.createTermSchema }, async (request, reply) => ok(reply, await terms.createTerm(db, actor(request), request.body)));
  app.put('/club-console/swim/terms/:id', { schema: schema.updateTermSchema }, async (request, reply) =>
    ok(reply, await terms.updateTerm(db, actor(request), request.params.id, request.body)),
  );
  app.delete('/club-console/swim/terms/:id', { schema: schema.removeTermSchema }, async (request, reply) => ok(reply, await terms.removeTerm(db, actor(request), request.params.id)));
  app.post('/club-console/swim/classes', { schema: schema.createClassSchema }, async (request, reply) => ok(reply, await service.createClass(db, actor(request), request.body)));
  app.put('/club-console/swim/classes/:id', { schema: schema.updateClassSchema }, async (request, reply) =>
    ok(reply, await service.updateClass(db, actor(request), request.params.id, request.body)),
  );
  app.delete('/club-console/swim/classes/:id', { schema: schema.removeClassSchema }, async (request, reply) => ok(reply, await service.removeClass(db, actor(request), request.params.id)));
  app.post('/club-console/swim/holidays', { schema: schema.addHolidaySchema }, async (request, reply) => ok(reply, await service.addHoliday(db, actor(request), request.body)));
  app.delete('/club-console/swim/holidays/:id', { schema: schema.removeHolidaySchema }, async (request, reply) => ok(reply, await service.removeHoliday(db, actor(request), request.params.id)));
};
