import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { PROMO_INVALID } from '@portal/shared/messages';
import { membershipTypes } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { memberContext } from '../../lib/member-context';
import { checkPromoSchema } from './schema';
import * as service from './service';

export const promoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/promo/check', { schema: checkPromoSchema, preHandler: app.requireUser }, async (request, reply) => {
    const ctx = await memberContext(app.db, request.user!);
    // The code must belong to the session's club and the type to that club.
    const [type] = await app.db
      .select({ id: membershipTypes.id })
      .from(membershipTypes)
      .where(and(eq(membershipTypes.id, request.body.membershipTypeId), eq(membershipTypes.clubId, ctx.club.id)));
    if (!type) throw new HttpError(400, PROMO_INVALID);
    const row = await service.requireValidPromo(app.db, ctx.club.id, request.body.code, ctx.today);
    return ok(reply, service.toPayload(row));
  });
};
