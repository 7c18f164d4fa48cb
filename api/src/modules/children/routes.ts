import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { addKidSchema, deleteKidSchema, listKidsSchema, updateKidSchema } from './schema';
import * as service from './service';

export const childrenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get('/member-kids/:ref', { schema: listKidsSchema, ...auth }, async (request, reply) => {
    return ok(reply, await service.listKids(app.db, request.user!, request.params.ref));
  });
  app.post('/member-kids', { schema: addKidSchema, ...auth }, async (request, reply) => {
    return ok(reply, await service.addKid(app.db, request.user!, request.body));
  });
  app.put('/member-kids', { schema: updateKidSchema, ...auth }, async (request, reply) => {
    return ok(reply, await service.updateKid(app.db, request.user!, request.body));
  });
  app.delete('/member-kids/:ref', { schema: deleteKidSchema, ...auth }, async (request, reply) => {
    return ok(reply, await service.deleteKid(app.db, request.user!, request.params.ref));
  });
};
