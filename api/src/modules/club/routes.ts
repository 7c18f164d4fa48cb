import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { companyLookupSchema, themeSchema } from './schema';
import * as service from './service';

export const clubRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club/theme', { schema: themeSchema }, async (request, reply) => {
    return ok(reply, await service.theme(app.db, request.query, request.user));
  });

  app.get('/company/lookup', { schema: companyLookupSchema }, async (request, reply) => {
    return ok(reply, await service.lookupCompany(app.db, request.query));
  });
};
