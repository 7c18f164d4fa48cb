import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import { assertClubId, contextOfMemberNumber, contextOfUserId, memberContext } from '../../lib/member-context';
import { idempotencyKeyOf } from '../payments';
import { activeSchema, buyAddonSchema, buyForDependantSchema, buySubscriptionSchema, purchasableSchema } from './schema';
import * as service from './service';

export const extrasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get('/extras/active/:memberNumber', { ...auth, schema: activeSchema }, async (request, reply) =>
    ok(reply, await service.active(app.db, await contextOfMemberNumber(app.db, request, request.params.memberNumber))),
  );

  app.get('/extras/purchasable/:clubId', { ...auth, schema: purchasableSchema }, async (request, reply) => {
    const user = currentUser(request);
    assertClubId(user, request.params.clubId);
    return ok(reply, await service.purchasable(app.db, await memberContext(app.db, user)));
  });

  app.post('/extras/buy-subscription', { ...auth, schema: buySubscriptionSchema }, async (request, reply) =>
    ok(reply, await service.buySubscription(app.db, await contextOfUserId(app.db, request, request.body.userId), request.body, idempotencyKeyOf(request))),
  );

  app.post('/extras/buy-addon', { ...auth, schema: buyAddonSchema }, async (request, reply) =>
    ok(reply, await service.buyAddon(app.db, await contextOfUserId(app.db, request, request.body.userId), request.body, idempotencyKeyOf(request))),
  );

  app.post('/extras/household/:memberNumber/buy-subscription', { ...auth, schema: buyForDependantSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, currentUser(request));
    return ok(reply, await service.buyForDependant(app.db, ctx, request.params.memberNumber, request.body, idempotencyKeyOf(request)));
  });
};
