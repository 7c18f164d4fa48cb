// /api/v1/public/guarantor-form (no sign-in; limited per address).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import { guarantorSchema } from './schema';
import { submitGuarantor } from './service';

export const guarantorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/public/guarantor-form', { schema: guarantorSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.forms);
    return ok(reply, await submitGuarantor(app.db, request.body));
  });
};
