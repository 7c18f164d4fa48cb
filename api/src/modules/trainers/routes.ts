// /api/v1/trainers/*: the club's personal trainers, kept by its ADMIN only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TRAINER_BODY_LIMIT } from '@portal/shared/contracts';
import { consoleActor } from '../../lib/club-audit';
import { ok } from '../../lib/envelope';
import * as schema from './schema';
import * as service from './service';

const ADMIN_ONLY = { config: { access: { roles: ['ADMIN' as const] } } };
/** A photo over the limit still reaches the service, which refuses it on its field. */
const WITH_PHOTO = { ...ADMIN_ONLY, bodyLimit: TRAINER_BODY_LIMIT };

export const trainerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/trainers', { ...ADMIN_ONLY, schema: schema.listTrainersSchema }, async (request, reply) =>
    ok(reply, await service.listTrainers(app.db, request.user!.clubId)),
  );
  app.post('/trainers', { ...WITH_PHOTO, schema: schema.addTrainerSchema }, async (request, reply) =>
    ok(reply, await service.saveTrainer(app.db, consoleActor(request), null, request.body)),
  );
  app.put('/trainers/:id', { ...WITH_PHOTO, schema: schema.changeTrainerSchema }, async (request, reply) =>
    ok(reply, await service.saveTrainer(app.db, consoleActor(request), request.params.id, request.body)),
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
  app.get('/trainers/session-types', { ...ADMIN_ONLY, schema: schema.listSessionTypesSchema }, async (request, reply) =>
    ok(reply, await service.listSessionTypes(app.db, request.user!.clubId)),
  );
  app.post('/trainers/session-types', { ...ADMIN_ONLY, schema: schema.addSessionTypeSchema }, async (request, reply) =>
    ok(reply, await service.saveSessionType(app.db, consoleActor(request), null, request.body)),
  );
  app.put(
    '/trainers/session-types/:id',
    { ...ADMIN_ONLY, schema: schema.changeSessionTypeSchema },
    async (request, reply) =>
      ok(reply, await service.saveSessionType(app.db, consoleActor(request), request.params.id, request.body)),
  );
};
