// /api/v1/public/casual-visit... (no sign-in; limited per address; the charge needs an Idempotency-Key).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { idempotencyKeyOf } from '../payments';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import * as schema from './schema';
import * as service from './service';

export const casualVisitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/casual-visit/:accountId', { schema: schema.infoSchema }, async (request, reply) =>
    ok(reply, await service.casualVisitInfo(app.db, request.params.accountId)),
  );
  app.post('/public/casual-visit', { schema: schema.paySchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.forms);
    return ok(reply, await service.payCasualVisit(app.db, request.body, idempotencyKeyOf(request)));
  });
};
