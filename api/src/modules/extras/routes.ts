import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { assertMemberNumber, assertUserId, currentUser } from '../../lib/ownership';
import { assertClubId, memberContext } from '../../lib/member-context';
import { idempotencyKeyOf } from '../payments';
import { activeSchema, buyAddonSchema, buyForDependantSchema, buySubscriptionSchema, purchasableSchema } from './schema';
import * as service from './service';

export const extrasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get('/extras/active/:memberNumber', { ...auth, schema: activeSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertMemberNumber(request, request.params.memberNumber));
    return ok(reply, await service.active(app.db, ctx));
  });

  app.get('/extras/purchasable/:clubId', { ...auth, schema: purchasableSchema }, async (request, reply) => {
    const user = currentUser(request);
    assertClubId(user, request.params.clubId);
    return ok(reply, await service.purchasable(app.db, await memberContext(app.db, user)));
  });

  app.post('/extras/buy-subscription', { ...auth, schema: buySubscriptionSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertUserId(request, request.body.userId));
    return ok(reply, await service.buySubscription(app.db, ctx, request.body, idempotencyKeyOf(request)));
  });

  app.post('/extras/buy-addon', { ...auth, schema: buyAddonSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertUserId(request, request.body.userId));
    return ok(reply, await service.buyAddon(app.db, ctx, request.body, idempotencyKeyOf(request)));
  });

  app.post('/extras/household/:memberNumber/buy-subscription', { ...auth, schema: buyForDependantSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, currentUser(request));
    return ok(reply, await service.buyForDependant(app.db, ctx, request.params.memberNumber, request.body, idempotencyKeyOf(request)));
  });
};
