// /api/v1/public/... prospect calls (no sign-in; limited per address).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import * as schema from './schema';
import * as service from './service';

export const prospectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/how-did-you-hear/:accountId', { schema: schema.howDidYouHearSchema }, async (request, reply) =>
    ok(reply, await service.howDidYouHear(app.db, request.params.accountId)),
  );
  app.get('/public/casual-visit-reasons/:accountId', { schema: schema.casualReasonsSchema }, async (request, reply) =>
    ok(reply, await service.casualReasons(app.db, request.params.accountId)),
  );
  app.post('/public/prospect-inquiry', { schema: schema.inquirySchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.forms);
    return ok(reply, await service.submitInquiry(app.db, request.body));
  });
};
