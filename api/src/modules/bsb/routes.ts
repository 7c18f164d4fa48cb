// GET /bsb/:bsb — public: the online join form checks BSBs before anyone is signed in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { bsbLookupSchema } from './schema';
import { requireBsb } from './service';

export const bsbRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/bsb/:bsb', { schema: bsbLookupSchema }, async (request, reply) => {
    return ok(reply, requireBsb(request.params.bsb));
  });
};

export default bsbRoutes;
