// /api/v1/public/check-in/*: kiosk check-in (no sign-in; limited per address).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { limit, PUBLIC_RULES } from '../public/limits';
import * as schema from './schema';
import * as service from './service';

export const checkInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/public/check-in/barcode', { schema: schema.barcodeSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.checkIn);
    const { accountId, barcode, classScheduleId } = request.body;
    return ok(reply, await service.checkInByBarcode(app.db, accountId, barcode, classScheduleId));
  });
  app.post('/public/check-in/name', { schema: schema.nameSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.checkIn);
    const { accountId, memberNumber, classScheduleId } = request.body;
    return ok(reply, await service.checkInByMemberNumber(app.db, accountId, memberNumber, classScheduleId));
  });
  app.post('/public/check-in/search', { schema: schema.searchSchema }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.checkIn);
    return ok(reply, await service.searchByName(app.db, request.body.accountId, request.body.name));
  });
};
