// /api/v1/public/... prospect visit calls: tour/trial booking, casual visit, waiver, guarantor
// and refer-a-friend forms. One feature module so modules/index.ts has one line.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { casualVisitRoutes } from '../casual-visit/routes';
import { guarantorRoutes } from '../guarantor/routes';
import { limit, PUBLIC_RULES } from '../public/limits';
import { referralRoutes } from '../referral/routes';
import { waiverRoutes } from '../waiver/routes';
import * as schema from './schema';
import * as service from './service';

export const publicVisitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/visit-slots', { schema: schema.slotsSchema }, async (request, reply) =>
    ok(reply, await service.visitSlotsOf(app.db, request.query.accountId, request.query.kind)),
  );
  app.post('/public/book-visit', { schema: schema.bookSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.forms);
    return ok(reply, await service.bookVisit(app.db, request.body));
  });
  await app.register(casualVisitRoutes);
  await app.register(waiverRoutes);
  await app.register(guarantorRoutes);
  await app.register(referralRoutes);
};
