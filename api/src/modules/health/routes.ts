// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthSchema } from '@portal/shared/contracts';
import { responses, ok, fail } from '../../lib/envelope';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', { schema: { tags: ['health'], response: responses(HealthSchema) } }, async (_request, reply) => {
    return ok(reply, { status: 'ok' });
  });

  app.get('/readyz', { schema: { tags: ['health'], response: responses(HealthSchema) } }, async (request, reply) => {
    try {
      await app.dbHandle.ping();
      return ok(reply, { status: 'ok' });
    } catch (err) {
      request.log.warn({ err }, 'readiness: database unreachable');
      return fail(reply, 503, 'The database is unreachable.');
    }
  });
};
