// /api/v1/public/refer-a-friend (no sign-in; limited per address).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import { referralSchema } from './schema';
import { submitReferral } from './service';

export const referralRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/public/refer-a-friend', { schema: referralSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.forms);
    return ok(reply, await submitReferral(app.db, request.body));
  });
};
