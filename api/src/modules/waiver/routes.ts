// /api/v1/public/waiver-form (no sign-in; limited per address).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { casualVisitInfo } from '../casual-visit';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import * as schema from './schema';
import { submitWaiver } from './service';

export const waiverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/waiver-form/:accountId', { schema: schema.waiverTextSchema }, async (request, reply) =>
    ok(reply, await casualVisitInfo(app.db, request.params.accountId)),
  );
  app.post('/public/waiver-form', { schema: schema.waiverSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.forms);
    return ok(reply, await submitWaiver(app.db, request.body));
  });
};
