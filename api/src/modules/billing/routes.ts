// /api/v1/club-console/billing/*: the failed-payments queue for the club's ADMIN and STAFF (the
// module's rule in modules/index.ts); settings, refunds and the finance export are ADMIN's, route
// by route. Another club's debit or payment is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { ADMIN_ONLY } from '../../plugins/access-policy';
import { clubGatewayStatus, idempotencyKeyOf } from '../payments';
import { financeExport } from './finance-export';
import { refundPayment } from './refunds';
import * as schema from './schema';
import { deskPayment, failedDebits, retryDebit, waiveDebit } from './service';
import { billingSettings, updateBillingSettings } from './settings';

export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.get('/club-console/billing/failed', { schema: schema.failedQueueSchema }, async (request, reply) => ok(reply, await failedDebits(db, request.user!.clubId)));
  app.post('/club-console/billing/debits/:id/retry', { schema: schema.retrySchema }, async (request, reply) =>
    ok(reply, await retryDebit(db, request.user!.clubId, request.params.id, app.config.publicOrigin)),
  );
  app.post('/club-console/billing/debits/:id/waive', { schema: schema.waiveSchema }, async (request, reply) => ok(reply, await waiveDebit(db, request.user!.clubId, request.params.id)));
  app.post('/club-console/billing/debits/:id/desk-payment', { schema: schema.deskPaymentSchema }, async (request, reply) =>
    ok(reply, await deskPayment(db, request.user!.clubId, request.params.id)),
  );
  app.get('/club-console/billing/settings', { ...ADMIN_ONLY, schema: schema.settingsSchema }, async (request, reply) => ok(reply, await billingSettings(db, request.user!.clubId)));
  app.put('/club-console/billing/settings', { ...ADMIN_ONLY, schema: schema.updateSettingsSchema }, async (request, reply) =>
    ok(reply, await updateBillingSettings(db, request.user!.clubId, request.body)),
  );
  app.get('/club-console/billing/gateway', { ...ADMIN_ONLY, schema: schema.gatewaySchema }, async (request, reply) => ok(reply, await clubGatewayStatus(db, request.user!.clubId)));
  app.post('/club-console/billing/payments/:id/refund', { ...ADMIN_ONLY, schema: schema.refundSchema }, async (request, reply) =>
    ok(reply, await refundPayment(db, { clubId: request.user!.clubId, userId: request.user!.userId }, request.params.id, request.body, idempotencyKeyOf(request))),
  );
  app.get('/club-console/billing/finance-export', { ...ADMIN_ONLY, schema: schema.financeExportSchema }, async (request, reply) => {
    const file = await financeExport(db, request.user!.clubId, request.query.from, request.query.to);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.csv);
  });
};
