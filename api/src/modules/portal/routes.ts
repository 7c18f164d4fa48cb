import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { remotesSchema } from './schema';
import { remotesFor } from './service';

export const portalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/portal/remotes', { schema: remotesSchema }, async (request, reply) => {
    // Depends on the session: never let a shared cache hand one user's list to another.
    reply.header('Cache-Control', 'private, no-store');
    return ok(reply, await remotesFor(app.db, request.user, app.config.remoteUrls));
  });
};
