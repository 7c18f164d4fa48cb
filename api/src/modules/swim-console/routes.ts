// /api/v1/club-console/swim/*: the swim school's levels, terms, classes and holidays, ADMIN only
// (declared where the module is mounted, modules/index.ts). Another club's id is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consoleActor } from '../../lib/club-audit';
import { consoleRowRoutes } from '../../lib/console-routes';
import { ok } from '../../lib/envelope';
import * as schema from './schema';
import * as service from './service';
import * as levels from './levels';
import * as terms from './terms';

export const swimConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.get('/club-console/swim', { schema: schema.schoolSchema }, async (request, reply) => ok(reply, await service.swimSchool(db, request.user!.clubId)));
  // One list each, for the console's tables.
  app.get('/club-console/swim/levels', { schema: schema.levelsSchema }, async (request, reply) => ok(reply, (await service.swimSchool(db, request.user!.clubId)).levels));
  app.get('/club-console/swim/terms', { schema: schema.termsSchema }, async (request, reply) => ok(reply, (await service.swimSchool(db, request.user!.clubId)).terms));
  app.get('/club-console/swim/classes', { schema: schema.classesSchema }, async (request, reply) => ok(reply, (await service.swimSchool(db, request.user!.clubId)).classes));
  app.get('/club-console/swim/holidays', { schema: schema.holidaysSchema }, async (request, reply) => ok(reply, (await service.swimSchool(db, request.user!.clubId)).holidays));
  consoleRowRoutes(app, '/club-console/swim/levels', schema.levelSchemas, { create: levels.createLevel, update: levels.updateLevel, remove: levels.removeLevel });
  consoleRowRoutes(app, '/club-console/swim/terms', schema.termSchemas, { create: terms.createTerm, update: terms.updateTerm, remove: terms.removeTerm });
  consoleRowRoutes(app, '/club-console/swim/classes', schema.classSchemas, { create: service.createClass, update: service.updateClass, remove: service.removeClass });
  app.post('/club-console/swim/holidays', { schema: schema.addHolidaySchema }, async (request, reply) => ok(reply, await service.addHoliday(db, consoleActor(request), request.body)));
  app.delete('/club-console/swim/holidays/:id', { schema: schema.removeHolidaySchema }, async (request, reply) => ok(reply, await service.removeHoliday(db, consoleActor(request), request.params.id)));
};
