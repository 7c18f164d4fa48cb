// /api/v1/club-console/export: the club's ADMIN downloads everything the club owns (ADMIN only,
// declared where the module is mounted). Only the session's club is ever read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { now } from '../../lib/clock';
import * as schema from './schema';
import { clubExport } from './service';

export const clubExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club-console/export', { schema: schema.exportSchema }, async (request, reply) => {
    const stream = await clubExport(app.db, request.user!.clubId);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="club-export-${now().toISOString().slice(0, 10)}.zip"`)
      .header('Cache-Control', 'no-store')
      .send(stream as unknown as Uint8Array); // a stream: the schema's binary body, sent as it is made
  });
};
