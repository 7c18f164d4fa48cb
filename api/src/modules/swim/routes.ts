// /api/v1/swim/*: the swim-school guardian's classes, make-ups, students, payment details and
// balances, plus the public signed-reference settlement.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { currentUser } from '../../lib/ownership';
import { hitRateLimit, FIFTEEN_MINUTES } from '../../lib/rate-limit';
import { TOO_MANY_REQUESTS } from '../../lib/messages';
import { idempotencyKeyOf, payer } from '../payments';
import * as classes from './classes';
import { guardianOf } from './context';
import * as makeups from './makeups';
import * as outstanding from './outstanding';
import { verifyReference } from './reference';
import * as schema from './schema';
import * as studentsService from './students';

// Guessable public endpoints are limited per address (counted in the database).
const SETTLE_RULE = { name: 'swim-settle-ip', limit: 60, windowMs: FIFTEEN_MINUTES };

export const swimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const actorOf = (request: Parameters<typeof currentUser>[0]) => guardianOf(app.db, currentUser(request));
  const auth = { preHandler: app.requireUser };
  // The signed-reference settlement is public (the guardian follows an e-mailed link).
  const anyone = { config: { access: { public: true } } };

  app.post('/swim/search-class', { schema: schema.searchClassSchema, ...auth }, async (request, reply) =>
    ok(reply, await classes.searchClasses(app.db, await actorOf(request), request.body)),
  );

  app.get('/swim/reasons', { schema: schema.reasonsSchema, ...auth }, async (request, reply) =>
    ok(reply, await classes.reasons(app.db, currentUser(request).clubId)),
  );

  app.post('/swim/cancel-class', { schema: schema.cancelClassSchema, ...auth }, async (request, reply) =>
    ok(reply, await classes.cancelClass(app.db, await actorOf(request), request.body)),
  );

  app.get('/swim/cancelled-classes/:memberNumber', { schema: schema.cancelledClassesSchema, ...auth }, async (request, reply) => {
    const actor = await actorOf(request);
    if (request.params.memberNumber.trim() !== actor.guardian.memberNumber) throw new HttpError(403, NO_ACCESS_MESSAGE);
    return ok(reply, await makeups.cancelledClasses(app.db, actor));
  });

  app.post('/swim/makeup-classes', { schema: schema.makeupClassesSchema, ...auth }, async (request, reply) =>
    ok(reply, await makeups.makeupClasses(app.db, await actorOf(request), request.body)),
  );

  app.post('/swim/makeup-session', { schema: schema.makeupSessionSchema, ...auth }, async (request, reply) =>
    ok(reply, await makeups.bookMakeup(app.db, await actorOf(request), request.body)),
  );

  app.get('/swim/students', { schema: schema.studentsSchema, ...auth }, async (request, reply) =>
    ok(reply, await studentsService.listStudents(app.db, await actorOf(request))),
  );

  app.get('/swim/payment-details/:paymentId', { schema: schema.paymentDetailSchema, ...auth }, async (request, reply) =>
    ok(reply, await studentsService.paymentDetail(app.db, await actorOf(request), request.params.paymentId)),
  );

  app.post('/swim/payment-details', { schema: schema.savePaymentDetailSchema, ...auth }, async (request, reply) =>
    ok(reply, await studentsService.savePaymentDetail(app.db, await actorOf(request), request.body)),
  );

  app.get('/swim/outstanding', { schema: schema.outstandingSchema, ...auth }, async (request, reply) =>
    ok(reply, await outstanding.listOutstanding(app.db, await actorOf(request))),
  );

  app.post('/swim/validate-coupon', { schema: schema.validateCouponSchema, ...auth }, async (request, reply) => {
    const actor = await actorOf(request);
    const t = await outstanding.ownedTransaction(app.db, actor, request.body.posTrasanctionId);
    return ok(reply, await outstanding.priceWithCoupon(app.db, actor.club, t, request.body.code));
  });

  app.post('/swim/pay-outstanding', { schema: schema.payOutstandingSchema, ...auth }, async (request, reply) => {
    const actor = await actorOf(request);
    const key = idempotencyKeyOf(request);
    const t = await outstanding.ownedTransaction(app.db, actor, request.body.posTrasanctionId);
    // The signed-in family pays: the key is theirs, for this exact request.
    const purchase = { clubId: actor.club.id, payer: payer.guardian(actor.guardian.id), key, route: 'POST /swim/pay-outstanding', body: request.body };
    return ok(reply, await outstanding.payTransaction(app.db, actor.club, t, request.body, purchase));
  });

  // ---- Public: the signed reference is the only credential ---------------------------------
  const limit = async (ip: string) => {
    if ((await hitRateLimit(app.db, SETTLE_RULE, ip)) > SETTLE_RULE.limit) throw new HttpError(429, TOO_MANY_REQUESTS);
  };

  app.get('/swim/settle-outstanding-detail/:id', { ...anyone, schema: schema.settleDetailSchema }, async (request, reply) => {
    await limit(request.ip);
    const row = await outstanding.settleTarget(app.db, verifyReference(request.params.id));
    return ok(reply, outstanding.settleDetailOf(request.params.id, row));
  });

  app.post('/swim/swim-coupon-code', { ...anyone, schema: schema.swimCouponSchema }, async (request, reply) => {
    await limit(request.ip);
    const id = verifyReference(request.body.referenceNumber);
    if (id !== request.body.posTransactionId) throw new HttpError(403, NO_ACCESS_MESSAGE);
    const row = await outstanding.settleTarget(app.db, id);
    return ok(reply, await outstanding.priceWithCoupon(app.db, row.club, row.t, request.body.couponCode));
  });

  app.post('/swim/settle-outstanding', { ...anyone, schema: schema.settleOutstandingSchema }, async (request, reply) => {
    await limit(request.ip);
    const id = verifyReference(request.body.referenceNumber);
    const key = idempotencyKeyOf(request);
    const row = await outstanding.settleTarget(app.db, id);
    // The reference names the student whose balance is paid: the key is scoped to them.
    const purchase = { clubId: row.club.id, payer: payer.student(row.t.studentId!), key, route: 'POST /swim/settle-outstanding', body: request.body };
    return ok(reply, await outstanding.payTransaction(app.db, row.club, row.t, request.body, purchase));
  });
};
