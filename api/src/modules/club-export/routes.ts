// /api/v1/club-console/export: the club's ADMIN downloads everything the club owns (ADMIN only,
// declared where the module is mounted). Only the session's club is ever read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as schema from './schema';
import { clubExport, exportFileName } from './service';

export const clubExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/club-console/export', { schema: schema.exportSchema }, async (request, reply) => {
    const clubId = request.user!.clubId;
    const fileName = await exportFileName(app.db, clubId);
    const stream = await clubExport(app.db, clubId);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(stream as unknown as Uint8Array); // a stream: the schema's binary body, sent as it is made
  });
};
