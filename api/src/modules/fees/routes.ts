import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { contextOfMemberNumber } from '../../lib/member-context';
import { calculateFeesSchema } from './schema';
import * as service from './service';

export const feeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/membership/calculate-fees', { schema: calculateFeesSchema, preHandler: app.requireUser }, async (request, reply) => {
    const body = request.body;
    const ctx = await contextOfMemberNumber(app.db, request, body.memberNumber);
    const q = await service.quote(app.db, ctx, {
      membershipTypeId: body.membershipId,
      paymentType: body.paymentType,
      cardType: body.cardType,
      membershipStartDate: body.membershipStartDate,
      paymentStartDate: body.paymentStartDate,
      promoCode: body.discountCoupon,
      subscriptionIds: body.subscriptionIds,
    });
    return ok(reply, q.breakdown);
  });
};
