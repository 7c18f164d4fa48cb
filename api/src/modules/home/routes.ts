// The member home: /portal/home feeds the dashboard; /portal/payments and
// /portal/orders feed the /payments and /orders pages (with /portal/payments/upcoming, the debits to come); /portal/member-card the offline card.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import { upcomingDebitsFor } from '../billing';
import { idempotencyKeyOf } from '../payments';
import { listPayments, paymentReceipt, retryPayment } from './history';
import { memberCard } from './member-card';
import { listOrders, orderReceipt } from './orders';
import { payerContext } from './owner';
import * as S from './schema';
import { memberHome } from './service';
import { upcomingLessons } from './upcoming-lessons';

function sendPdf(reply: FastifyReply, file: { pdf: Uint8Array; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.pdf) as never);
}

export const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pre = { preHandler: app.requireUser };

  app.get('/portal/home', { ...pre, schema: S.homeSchema }, async (request, reply) =>
    ok(reply, await memberHome(app.db, currentUser(request))),
  );

  app.get('/portal/member-card', { ...pre, config: { access: { who: ['member'] } }, schema: S.memberCardSchema }, async (request, reply) =>
    ok(reply, await memberCard(app.db, currentUser(request))),
  );

  app.get('/portal/payments', { ...pre, config: { access: { who: ['member', 'guardian'] } }, schema: S.paymentsSchema }, async (request, reply) =>
    ok(reply, await listPayments(app.db, await payerContext(app.db, currentUser(request)))),
  );

  app.get('/portal/payments/upcoming', { ...pre, config: { access: { who: ['member', 'guardian'] } }, schema: S.upcomingDebitsSchema }, async (request, reply) => {
    const { member } = await payerContext(app.db, currentUser(request));
    return ok(reply, member ? await upcomingDebitsFor(app.db, member.clubId, member.id) : []);
  });

  app.get('/portal/payments/:id/receipt', { ...pre, config: { access: { who: ['member', 'guardian'] } }, schema: S.paymentReceiptSchema }, async (request, reply) =>
    sendPdf(reply, await paymentReceipt(app.db, await payerContext(app.db, currentUser(request)), request.params.id)),
  );

  app.post('/portal/payments/:id/retry', { ...pre, config: { access: { who: ['member', 'guardian'] } }, schema: S.retryPaymentSchema }, async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const ctx = await payerContext(app.db, currentUser(request));
    return ok(reply, await retryPayment(app.db, ctx, request.params.id, request.body, key));
  });

  app.get('/portal/upcoming-lessons', { ...pre, config: { access: { who: ['guardian'], remote: 'mf-swim' } }, schema: S.upcomingLessonsSchema }, async (request, reply) =>
    ok(reply, await upcomingLessons(app.db, currentUser(request))),
  );

  app.get('/portal/orders', { ...pre, schema: S.ordersSchema }, async (request, reply) =>
    ok(reply, await listOrders(app.db, currentUser(request))),
  );

  app.get('/portal/orders/:id/receipt', { ...pre, schema: S.orderReceiptSchema }, async (request, reply) =>
    sendPdf(reply, await orderReceipt(app.db, currentUser(request), request.params.id)),
  );
};
