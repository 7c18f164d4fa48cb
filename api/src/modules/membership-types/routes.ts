import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { assertMemberNumber, currentUser } from '../../lib/ownership';
import { assertClubId } from '../../lib/member-context';
import { getTypeSchema, listTypesPostSchema, listTypesSchema, typeSubscriptionsSchema } from './schema';
import * as service from './service';

export const membershipTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get('/membership-types/:clubId', { ...auth, schema: listTypesSchema }, async (request, reply) => {
    const user = currentUser(request);
    assertClubId(user, request.params.clubId);
    return ok(reply, await service.listTypes(app.db, user.clubId));
  });

  // Photos are SVG/URL data that scale in the browser, so MaxWidth/MaxHeight need no resizing here.
  app.post('/membership-types', { ...auth, schema: listTypesPostSchema }, async (request, reply) => {
    const user = currentUser(request);
    // A MemberNumber, when given, must be the session's own (403 for anyone else's).
    if (request.body.MemberNumber !== undefined && request.body.MemberNumber !== '') assertMemberNumber(request, request.body.MemberNumber);
    assertClubId(user, request.body.ClubId);
    return ok(reply, await service.listTypes(app.db, user.clubId));
  });

  app.get('/membership-types/type/:id', { ...auth, schema: getTypeSchema }, async (request, reply) => {
    return ok(reply, await service.getType(app.db, currentUser(request).clubId, request.params.id));
  });

  app.get('/membership-types/type/:id/subscriptions', { ...auth, schema: typeSubscriptionsSchema }, async (request, reply) => {
    return ok(reply, await service.subscriptionsForType(app.db, currentUser(request).clubId, request.params.id));
  });
};
