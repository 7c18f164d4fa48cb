// /api/v1/public/... prospect visit calls: the tour/trial slots and booking.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
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
};
