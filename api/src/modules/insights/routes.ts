// /api/v1/club-console/insights/*: the club's numbers over time for its ADMIN (the module's rule
// in modules/index.ts). Every query is the session's club: another club's rows are never read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { messageSlipping, reportCsv } from './exports';
import * as schema from './schema';
import * as service from './service';

export const insightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.get('/club-console/insights/attendance', { schema: schema.attendanceSchema }, async (request, reply) =>
    ok(reply, await service.attendanceReport(db, request.user!.clubId, request.query.from, request.query.to, request.query.by)),
  );
  app.get('/club-console/insights/members', { schema: schema.membersSchema }, async (request, reply) =>
    ok(reply, await service.membersReport(db, request.user!.clubId, request.query.from, request.query.to)),
  );
  app.get('/club-console/insights/slipping', { schema: schema.slippingSchema }, async (request, reply) => ok(reply, await service.slippingReport(db, request.user!.clubId, request.query.days)));
  app.post('/club-console/insights/slipping/message', { schema: schema.slippingMessageSchema }, async (request, reply) =>
    ok(reply, await messageSlipping(db, request.user!.clubId, request.body.days, request.body.memberNumbers)),
  );
  app.get('/club-console/insights/money', { schema: schema.moneySchema }, async (request, reply) =>
    ok(reply, await service.moneyReport(db, request.user!.clubId, request.query.from, request.query.to, request.query.by)),
  );
  app.get('/club-console/insights/rows', { schema: schema.drillSchema }, async (request, reply) => ok(reply, await service.drill(db, request.user!.clubId, request.query)));
  app.get('/club-console/insights/:report/csv', { schema: schema.csvSchema }, async (request, reply) => {
    const file = await reportCsv(db, request.user!.clubId, request.params.report, request.query.from, request.query.to, request.query.by);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.csv);
  });
};
