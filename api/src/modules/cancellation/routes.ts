// Cancel online from /membership: the quote, confirm, withdraw (the member's own, by session).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { memberContext } from '../../lib/member-context';
import { assertMemberNumber, assertUserId } from '../../lib/ownership';
import { confirmSchema, panelSchema, withdrawSchema } from './schema';
import * as service from './service';

export const cancellationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get('/cancellation/:memberNumber', { ...auth, schema: panelSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertMemberNumber(request, request.params.memberNumber));
    return ok(reply, await service.panel(app.db, ctx));
  });

  app.post('/cancellation', { ...auth, schema: confirmSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertUserId(request, request.body.userId));
    return ok(reply, await service.confirm(app.db, ctx, request.body.reason));
  });

  app.delete('/cancellation/:memberNumber', { ...auth, schema: withdrawSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertMemberNumber(request, request.params.memberNumber));
    return ok(reply, await service.withdraw(app.db, ctx));
  });
};
