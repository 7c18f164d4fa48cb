// /api/v1/public/member-request/{suspension|cancellation}
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import { idempotencyKeyOf } from '../payments';
import { overdueDetail, payOverdue } from './overdue';
import { sendOverdueReminders } from './overdue-reminders';
import * as schema from './schema';
import * as service from './service';

export const memberRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/member-request/:kind', { schema: schema.formSchema }, async (request, reply) =>
    ok(reply, await service.requestForm(app.db, request.params.kind, request.query, request.user?.userId)),
  );
  app.post('/public/member-request/:kind', { schema: schema.submitSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.forms);
    return ok(reply, await service.submitRequest(app.db, request.params.kind, request.body, request.user?.userId));
  });
  app.get('/public/member-payment-overdue', { schema: schema.overdueDetailSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.links);
    return ok(reply, await overdueDetail(app.db, request.query.ref));
  });
  app.post('/public/member-payment-overdue/pay-now', { schema: schema.overduePaySchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.links);
    return ok(reply, await payOverdue(app.db, request.body, idempotencyKeyOf(request)));
  });
  // The club's back office (an ADMIN of the club) sends the reminders; members reach the page only
  // through the signed link in them.
  app.post(
    '/admin/overdue-reminders',
    { schema: schema.overdueRemindersSchema, config: { access: { public: false, roles: ['ADMIN'] } } },
    async (request, reply) =>
      ok(reply, await sendOverdueReminders(app.db, request.user!.clubId, app.config.publicOrigin)),
  );
};
