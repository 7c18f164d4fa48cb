import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import { contextOfMemberNumber, contextOfUserId } from '../../lib/member-context';
import { idempotencyKeyOf } from '../payments';
import { freezeQuoteSchema, listSchema, maxDaysSchema, memberFreezeTypesSchema, reasonsSchema, suspendSchema, unsuspendSchema } from './schema';
import * as service from './service';

export const suspensionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  app.get('/suspension/reasons', { ...auth, schema: reasonsSchema }, async (request, reply) => {
    return ok(reply, await service.reasons(app.db, currentUser(request).clubId));
  });

  app.get('/suspension/max-days/:memberNumber', { ...auth, schema: maxDaysSchema }, async (request, reply) => {
    const ctx = await contextOfMemberNumber(app.db, request, request.params.memberNumber);
    return ok(reply, { maxSuspensionDays: ctx.club.maxSuspensionDays });
  });

  app.get('/suspension/freeze-types', { ...auth, schema: memberFreezeTypesSchema }, async (request, reply) => {
    return ok(reply, await service.listFreezeTypes(app.db, currentUser(request).clubId, true));
  });

  app.post('/suspension/quote', { ...auth, schema: freezeQuoteSchema }, async (request, reply) =>
    ok(reply, await service.quoteFreeze(app.db, await contextOfUserId(app.db, request, request.body.userId), request.body)),
  );

  app.get('/suspension/:memberNumber', { ...auth, schema: listSchema }, async (request, reply) =>
    ok(reply, await service.list(app.db, await contextOfMemberNumber(app.db, request, request.params.memberNumber))),
  );

  app.post('/suspension', { ...auth, schema: suspendSchema }, async (request, reply) => {
    // The key is optional while no fee is due (freezeOwn); when present it must be a good one.
    const key = request.headers['idempotency-key'] === undefined ? undefined : idempotencyKeyOf(request);
    return ok(reply, await service.freezeOwn(app.db, await contextOfUserId(app.db, request, request.body.userId), request.body, key));
  });

  app.delete('/suspension/:memberNumber', { ...auth, schema: unsuspendSchema }, async (request, reply) =>
    ok(reply, await service.unsuspend(app.db, await contextOfMemberNumber(app.db, request, request.params.memberNumber))),
  );
};
