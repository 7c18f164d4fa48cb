// Cancel online from /membership: the quote, confirm, withdraw (the member's own, by session).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { contextOfMemberNumber, contextOfUserId } from '../../lib/member-context';
import { confirmSchema, panelSchema, withdrawSchema } from './schema';
import * as service from './service';

export const cancellationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get('/cancellation/:memberNumber', { ...auth, schema: panelSchema }, async (request, reply) =>
    ok(reply, await service.panel(app.db, await contextOfMemberNumber(app.db, request, request.params.memberNumber))),
  );

  app.post('/cancellation', { ...auth, schema: confirmSchema }, async (request, reply) =>
    ok(reply, await service.confirm(app.db, await contextOfUserId(app.db, request, request.body.userId), request.body.reason)),
  );

  app.delete('/cancellation/:memberNumber', { ...auth, schema: withdrawSchema }, async (request, reply) =>
    ok(reply, await service.withdraw(app.db, await contextOfMemberNumber(app.db, request, request.params.memberNumber))),
  );
};
