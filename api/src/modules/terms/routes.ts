import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../lib/ownership';
import { downloadTermsSchema } from './schema';
import * as service from './service';

export const termsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/terms/download', { schema: downloadTermsSchema, preHandler: app.requireUser }, async (request, reply) => {
    const pdf = await service.downloadTerms(app.db, currentUser(request), request.query.filename);
    const safeName = request.query.filename.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${safeName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf) as never);
  });
};
