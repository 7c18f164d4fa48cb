// /api/v1/account/sessions: the signed-in user's own sessions (any role: staff sign in too).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import * as schema from './schema';
import * as service from './service';

export const mySessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const idleMs = app.config.sessionIdleMs;
  const owner = (request: FastifyRequest) => ({ userId: currentUser(request).userId, sessionId: currentUser(request).sessionId });

  app.get('/account/sessions', { schema: schema.listSchema }, async (request, reply) => ok(reply, await service.listSessions(app.db, owner(request), idleMs)));
  app.delete('/account/sessions/:id', { schema: schema.endSchema }, async (request, reply) =>
    ok(reply, await service.endSession(app.db, owner(request), request.params.id, idleMs)),
  );
  app.post('/account/sessions/end-others', { schema: schema.endOthersSchema }, async (request, reply) =>
    ok(reply, { ended: await service.endOtherSessions(app.db, owner(request)) }),
  );
};
