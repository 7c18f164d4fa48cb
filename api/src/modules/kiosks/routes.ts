// Kiosk pairing (/public/check-in/pair, /public/check-in/device) and the ADMIN's kiosk list
// (/admin/kiosks...), which the club console will use.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { addressRule } from '../../lib/rate-limit';
import { limit } from '../../lib/public-limits';
import { KIOSK_COOKIE, pairedDevice, setDeviceCookie } from './device-auth';
import type { Role } from '../../db/schema';
import * as schema from './schema';
import * as service from './service';

/** Pairing attempts per address: plenty for a person mistyping, nothing for a code guesser. */
const PAIR_RULE = addressRule('kiosk-pair-ip', 10);

export const kioskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The front desk (STAFF) pairs and unpairs kiosks as well as the ADMIN (issue 19); the public
  // module's rule is overridden, so the access policy and the API reference both say so.
  const admin = { config: { access: { public: false, roles: ['ADMIN', 'STAFF'] as Role[] } } };

  app.post('/admin/kiosks/pairing-codes', { schema: schema.issuePairingCodeSchema, ...admin }, async (request, reply) => {
    const user = request.user!;
    return ok(reply, await service.issuePairingCode(app.db, user.clubId, request.body.deviceName, user.userId));
  });
  app.get('/admin/kiosks', { schema: schema.listDevicesSchema, ...admin }, async (request, reply) =>
    ok(reply, await service.listDevices(app.db, request.user!.clubId)),
  );
  app.delete('/admin/kiosks/:id', { schema: schema.revokeDeviceSchema, ...admin }, async (request, reply) => {
    await service.revokeDevice(app.db, request.user!.clubId, request.params.id);
    return ok(reply, null);
  });

  app.post('/public/check-in/pair', { schema: schema.pairSchema }, async (request, reply) => {
    await limit(app.db, request, PAIR_RULE);
    const { token, device } = await service.pairDevice(app.db, request.body.code);
    setDeviceCookie(reply, app.config, token);
    return ok(reply, device);
  });
  app.get('/public/check-in/device', { schema: schema.deviceSchema, config: { access: { kiosk: true } } }, async (request, reply) => {
    const device = pairedDevice(request);
    // Renew the cookie's lifetime on every start of the kiosk page: a kiosk in use never expires.
    setDeviceCookie(reply, app.config, request.cookies[KIOSK_COOKIE]!);
    return ok(reply, { deviceName: device.name, accountId: device.accountId, clubName: device.clubName });
  });
};
