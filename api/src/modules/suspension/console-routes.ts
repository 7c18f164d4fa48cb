// The club console's freeze types (mf-club /club/memberships): the club ADMIN's (modules/index.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { consoleFreezeTypesSchema, createFreezeTypeSchema, retireFreezeTypeSchema, updateFreezeTypeSchema } from './schema';
import * as service from './service';

export const freezeTypeConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club-console/freeze-types', { schema: consoleFreezeTypesSchema }, async (request, reply) => ok(reply, await service.listFreezeTypes(app.db, request.user!.clubId)));
  app.post('/club-console/freeze-types', { schema: createFreezeTypeSchema }, async (request, reply) => ok(reply, await service.createFreezeType(app.db, request.user!.clubId, request.body)));
  app.put('/club-console/freeze-types/:id', { schema: updateFreezeTypeSchema }, async (request, reply) =>
    ok(reply, await service.updateFreezeType(app.db, request.user!.clubId, request.params.id, request.body)),
  );
  app.delete('/club-console/freeze-types/:id', { schema: retireFreezeTypeSchema }, async (request, reply) => ok(reply, await service.retireFreezeType(app.db, request.user!.clubId, request.params.id)));
};
