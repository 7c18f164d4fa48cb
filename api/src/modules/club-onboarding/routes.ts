// /api/v1/club-console/onboarding: the console home's checklist, ADMIN only (modules/index.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { checklistSchema } from './schema';
import { checklist } from './service';

export const clubOnboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club-console/onboarding', { schema: checklistSchema }, async (request, reply) => ok(reply, await checklist(app.db, request.user!.clubId)));
};
