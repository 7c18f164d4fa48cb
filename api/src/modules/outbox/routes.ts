// Demo-mode window into the outbox, so testers (and e2e tests) can follow e-mailed links.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { listOutboxSchema } from './schema';
import { latestMessages } from './service';

export const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.demoMode) return;
  app.get('/dev/outbox', { schema: listOutboxSchema }, async (request, reply) => {
    const messages = await latestMessages(app.db, { to: request.query.to, limit: request.query.limit });
    return ok(reply, messages);
  });
};
