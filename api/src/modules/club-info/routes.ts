import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { clubInfoSchema, clubSocialSchema } from './schema';
import * as service from './service';

export const clubInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club/info', { schema: clubInfoSchema, preHandler: app.requireUser }, async (request, reply) => {
    return ok(reply, await service.clubInfo(app.db, request.user!));
  });
  app.get('/club/social/:clubId', { schema: clubSocialSchema, preHandler: app.requireUser }, async (request, reply) => {
    return ok(reply, await service.clubSocial(app.db, request.user!, request.params.clubId));
  });
};
