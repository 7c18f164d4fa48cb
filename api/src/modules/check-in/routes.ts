// /api/v1/public/check-in/*: kiosk check-in. Only a paired kiosk (device cookie, see
// ../kiosks/device-auth.ts; the access rule `kiosk` makes the access policy check it) may call these; each device is limited on its own, and every caller
// per address as before.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { kioskClub, pairedDevice } from '../kiosks';
import { limit, PUBLIC_RULES } from '../../lib/public-limits';
import { KIOSK_RULES, limitDevice } from './limits';
import * as schema from './schema';
import * as service from './service';

export const checkInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const device = { config: { access: { kiosk: true } } };

  app.post('/public/check-in/barcode', { schema: schema.barcodeSchema, ...device }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.checkIn);
    await limitDevice(app.db, KIOSK_RULES.barcode, pairedDevice(request).id);
    const { accountId, barcode, classScheduleId } = request.body;
    return ok(reply, await service.checkInByBarcode(app.db, await kioskClub(app.db, request, accountId), barcode, classScheduleId));
  });
  app.post('/public/check-in/name', { schema: schema.nameSchema, ...device }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.checkIn);
    await limitDevice(app.db, KIOSK_RULES.name, pairedDevice(request).id);
    const { accountId, memberNumber, classScheduleId } = request.body;
    return ok(reply, await service.checkInByMemberNumber(app.db, await kioskClub(app.db, request, accountId), memberNumber, classScheduleId));
  });
  app.post('/public/check-in/search', { schema: schema.searchSchema, ...device }, async (request, reply) => {
    await limit(app.db, request, PUBLIC_RULES.checkIn);
    await limitDevice(app.db, KIOSK_RULES.search, pairedDevice(request).id);
    return ok(reply, await service.searchByName(app.db, await kioskClub(app.db, request, request.body.accountId), request.body.name));
  });
};
