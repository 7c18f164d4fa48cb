// Membership area: the member's membership, renewal and the signup's completion.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { assertMemberNumber, assertUserId } from '../../lib/ownership';
import { idempotencyKeyOf } from '../payments';
import { membershipInfo } from './details';
import { memberContext } from '../../lib/member-context';
import { completeSignupSchema, membershipInfoSchema, renewContractSchema } from './schema';
import { completeSignup, renewContract } from './signup';

export const membershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };
  // Renew and change are the page's manage buttons (docs/spec/account-core.md §6, isEnableManageButton).
  const manage = { config: { access: { feature: 'isEnableManageButton' as const } } };

  app.get('/membership/:memberNumber', { ...auth, config: { access: { feature: 'myMembership' } }, schema: membershipInfoSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertMemberNumber(request, request.params.memberNumber));
    return ok(reply, await membershipInfo(app.db, ctx));
  });

  app.post('/membership/renew-contract', { ...auth, ...manage, schema: renewContractSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertUserId(request, request.body.userId));
    return ok(reply, await renewContract(app.db, ctx, request.body));
  });

  app.post('/membership/complete-signup', { ...auth, ...manage, schema: completeSignupSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, assertUserId(request, request.body.UserId));
    return ok(reply, await completeSignup(app.db, ctx, request.body, idempotencyKeyOf(request)));
  });
};
