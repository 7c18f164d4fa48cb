// /api/v1/trainers/*: the club's personal trainers, kept by its ADMIN only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TRAINER_BODY_LIMIT } from '@portal/shared/contracts';
import { consoleActor } from '../../lib/club-audit';
import { consoleRowRoutes } from '../../lib/console-routes';
import { ok } from '../../lib/envelope';
import { ADMIN_ONLY } from '../../plugins/access-policy';
import * as schema from './schema';
import * as service from './service';

/** A photo over the limit still reaches the service, which refuses it on its field. */
const WITH_PHOTO = { bodyLimit: TRAINER_BODY_LIMIT };

export const trainerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  consoleRowRoutes(
    app,
    '/trainers',
    schema.trainerSchemas,
    {
      list: service.listTrainers,
      create: (db, actor, input) => service.saveTrainer(db, actor, null, input),
      update: service.saveTrainer,
    },
    { all: ADMIN_ONLY, write: WITH_PHOTO },
  );
  app.put('/trainers/:id/hours', { ...ADMIN_ONLY, schema: schema.hoursSchema }, async (request, reply) =>
    ok(reply, await service.setWeeklyHours(app.db, consoleActor(request), request.params.id, request.body)),
  );
  app.post('/trainers/:id/exceptions', { ...ADMIN_ONLY, schema: schema.addExceptionSchema }, async (request, reply) =>
    ok(reply, await service.addException(app.db, consoleActor(request), request.params.id, request.body)),
  );
  app.delete(
    '/trainers/exceptions/:id',
    { ...ADMIN_ONLY, schema: schema.removeExceptionSchema },
    async (request, reply) => ok(reply, await service.removeException(app.db, consoleActor(request), request.params.id)),
  );
  consoleRowRoutes(
    app,
    '/trainers/session-types',
    schema.sessionTypeSchemas,
    {
      list: service.listSessionTypes,
      create: (db, actor, input) => service.saveSessionType(db, actor, null, input),
      update: service.saveSessionType,
    },
    { all: ADMIN_ONLY },
  );
};
