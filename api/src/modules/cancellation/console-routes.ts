// The club console's cancellations (mf-club /club/cancellations): the list and the answer to a
// request. Changing a member's contract is the club ADMIN's (modules/index.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { consoleListSchema, decideSchema } from './schema';
import * as service from './service';

export const cancellationConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club-console/cancellations', { schema: consoleListSchema }, async (request, reply) => ok(reply, await service.consoleList(app.db, request.user!.clubId)));

  app.post('/club-console/cancellations/:id/decision', { schema: decideSchema }, async (request, reply) =>
    ok(reply, await service.decide(app.db, request.user!.clubId, request.user!.userId, request.params.id, request.body.decision, request.body.note)),
  );
};
