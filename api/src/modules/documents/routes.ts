// A member's documents: what to sign at sign-in, and signing the version in force, for themselves
// or, as a household's payer or a swim guardian, on behalf of a minor of their household.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { assertMemberNumber, assertUserId } from '../../lib/ownership';
import { pendingSchema, signSchema } from './schema';
import * as service from './service';

export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get('/documents/pending/:memberNumber', { ...auth, schema: pendingSchema }, async (request, reply) =>
    ok(reply, await service.pendingFor(app.db, assertMemberNumber(request, request.params.memberNumber))),
  );

  app.post('/documents/:id/sign', { ...auth, schema: signSchema }, async (request, reply) => {
    const user = assertUserId(request, request.body.userId);
    return ok(reply, await service.sign(app.db, user, request.params.id, request.body.signature, request.body.forNumber));
  });
};
