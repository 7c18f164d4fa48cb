// A member's documents: what to sign at sign-in, and signing the version in force.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { memberContext } from '../../lib/member-context';
import { assertMemberNumber, assertUserId } from '../../lib/ownership';
import { pendingSchema, signSchema } from './schema';
import * as service from './service';

export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get('/documents/pending/:memberNumber', { ...auth, schema: pendingSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertMemberNumber(request, request.params.memberNumber));
    return ok(reply, await service.pendingFor(app.db, ctx.club.id, ctx.member.id));
  });

  app.post('/documents/:id/sign', { ...auth, schema: signSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertUserId(request, request.body.userId));
    return ok(reply, await service.sign(app.db, ctx.club.id, ctx.member.id, request.params.id, request.body.signature));
  });
};
