// /api/v1/club-console/staff: the club's staff logins, ADMIN only (declared where the module is
// mounted, modules/index.ts). Another club's login is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { consoleActor } from '../../lib/club-audit';
import * as schema from './schema';
import * as service from './service';

export const staffAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club-console/staff', { schema: schema.listSchema }, async (request, reply) => ok(reply, await service.listStaff(app.db, consoleActor(request))));
  app.post('/club-console/staff', { schema: schema.inviteSchema }, async (request, reply) =>
    ok(reply, await service.inviteStaff(app.db, consoleActor(request), request.body, { publicOrigin: app.config.publicOrigin })),
  );
  app.post('/club-console/staff/:id/invitation', { schema: schema.inviteAgainSchema }, async (request, reply) =>
    ok(reply, await service.inviteAgain(app.db, consoleActor(request), request.params.id, { publicOrigin: app.config.publicOrigin })),
  );
  app.put('/club-console/staff/:id/role', { schema: schema.roleSchema }, async (request, reply) => ok(reply, await service.changeRole(app.db, consoleActor(request), request.params.id, request.body.role)));
  app.delete('/club-console/staff/:id', { schema: schema.removeSchema }, async (request, reply) => ok(reply, await service.removeAccess(app.db, consoleActor(request), request.params.id)));
};
