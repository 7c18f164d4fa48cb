// The console's documents (ADMIN): versions, publishing a new one, who signed what.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { publishSchema, signaturesSchema, versionsSchema } from './schema';
import * as service from './service';

export const documentConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club-console/documents', { schema: versionsSchema }, async (request, reply) => ok(reply, await service.listVersions(app.db, request.user!.clubId)));
  app.post('/club-console/documents', { schema: publishSchema }, async (request, reply) => ok(reply, await service.publish(app.db, request.user!.clubId, request.user!.userId, request.body)));
  app.get('/club-console/documents/:id/signatures', { schema: signaturesSchema }, async (request, reply) =>
    ok(reply, await service.signatures(app.db, request.user!.clubId, request.params.id)),
  );
};
