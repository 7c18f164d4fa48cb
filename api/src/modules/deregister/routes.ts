// POST /api/v1/public/deregister (signed in): removes the caller's portal login.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeregisterBodySchema, MessagePayloadSchema } from '@portal/shared/contracts';
import { ok, responses } from '../../lib/envelope';
import { ANY_SIGNED_IN } from '../../plugins/access-policy';
import { currentUser } from '../../lib/ownership';
import { clearSessionCookie } from '../../plugins/session';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import { deregister } from './service';

export const deregisterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/public/deregister',
    {
      schema: { tags: ['public'], summary: 'Remove my portal login (password confirmation)', body: DeregisterBodySchema, response: responses(MessagePayloadSchema) },
      config: { access: ANY_SIGNED_IN },
    },
    async (request, reply) => {
      await limit(app.db, request, PUBLIC_RULES.forms);
      const message = await deregister(app.db, currentUser(request).userId, request.body.password);
      clearSessionCookie(reply, app.config);
      return ok(reply, message);
    },
  );
};
