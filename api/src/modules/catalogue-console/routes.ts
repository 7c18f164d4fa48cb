// /api/v1/club-console/{membership-types,add-ons,promo-codes,vouchers}: the membership catalogue,
// ADMIN only (declared where the module is mounted, modules/index.ts). The club is the session's:
// another club's id is a 404, never a write.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { consoleActor } from '../../lib/club-audit';
import { consoleRowRoutes } from '../../lib/console-routes';
import * as schema from './schema';
import * as service from './service';
import * as promos from './promo-codes';
import * as vouchers from './vouchers';

export const catalogueConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  consoleRowRoutes(app, '/club-console/membership-types', schema.typeSchemas, { list: service.listMembershipTypes, create: service.createMembershipType, update: service.updateMembershipType, remove: service.removeMembershipType });
  app.post('/club-console/membership-types/:id/restore', { schema: schema.restoreTypeSchema }, async (request, reply) =>
    ok(reply, await service.restoreMembershipType(db, consoleActor(request), request.params.id)),
  );
  consoleRowRoutes(app, '/club-console/add-ons', schema.addonSchemas, { list: service.listAddons, create: service.createAddon, update: service.updateAddon, remove: service.removeAddon });
  consoleRowRoutes(app, '/club-console/promo-codes', schema.promoSchemas, { list: promos.listPromoCodes, create: promos.createPromoCode, update: promos.updatePromoCode, remove: promos.removePromoCode });
  consoleRowRoutes(app, '/club-console/vouchers', schema.voucherSchemas, { list: vouchers.listVouchers, create: vouchers.createVoucher, update: vouchers.updateVoucher, remove: vouchers.removeVoucher });
};
