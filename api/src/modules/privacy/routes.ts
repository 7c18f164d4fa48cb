// /api/v1/privacy/*: a member's own data and account deletion (the session's member only; the
// confirmation link works signed out, its token is the proof).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import * as schema from './schema';
import * as service from './service';

export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/privacy/my-data', { schema: schema.myDataSchema }, async (request, reply) => {
    reply.header('Content-Disposition', 'attachment; filename="my-data.json"').header('Cache-Control', 'no-store');
    return ok(reply, await service.myData(app.db, currentUser(request)));
  });
  app.get('/privacy/my-data.pdf', { schema: schema.myDataPdfSchema }, async (request, reply) => {
    const file = await service.myDataPdf(app.db, currentUser(request));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.pdf) as never);
  });
  app.get('/privacy/account-deletion', { schema: schema.deletionStateSchema }, async (request, reply) => ok(reply, await service.deletionState(app.db, currentUser(request))));
  app.post('/privacy/account-deletion', { schema: schema.requestDeletionSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.forms);
    return ok(reply, await service.requestDeletion(app.db, currentUser(request), request.body.password, app.config.publicOrigin));
  });
  app.post('/privacy/account-deletion/confirm', { config: { access: { public: true } }, schema: schema.confirmDeletionSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.forms);
    return ok(reply, await service.confirmDeletion(app.db, request.body.token));
  });
  app.post('/privacy/account-deletion/cancel', { schema: schema.cancelDeletionSchema }, async (request, reply) => ok(reply, await service.cancelDeletion(app.db, currentUser(request))));
};
