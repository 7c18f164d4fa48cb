// /api/v1/club-console/{membership-types,add-ons,promo-codes,vouchers}: the membership catalogue,
// ADMIN only (declared where the module is mounted, modules/index.ts). The club is the session's:
// another club's id is a 404, never a write.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ConsoleActor } from '../../lib/club-audit';
import * as schema from './schema';
import * as service from './service';
import * as promos from './promo-codes';
import * as vouchers from './vouchers';

const actor = (request: FastifyRequest): ConsoleActor => ({ clubId: request.user!.clubId, userId: request.user!.userId });

export const catalogueConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get('/club-console/membership-types', { schema: schema.listTypesSchema }, async (request, reply) => ok(reply, await service.listMembershipTypes(db, request.user!.clubId)));
  app.post('/club-console/membership-types', { schema: schema.createTypeSchema }, async (request, reply) => ok(reply, await service.createMembershipType(db, actor(request), request.body)));
  app.put('/club-console/membership-types/:id', { schema: schema.updateTypeSchema }, async (request, reply) =>
    ok(reply, await service.updateMembershipType(db, actor(request), request.params.id, request.body)),
  );
  app.delete('/club-console/membership-types/:id', { schema: schema.removeTypeSchema }, async (request, reply) => ok(reply, await service.removeMembershipType(db, actor(request), request.params.id)));
  app.post('/club-console/membership-types/:id/restore', { schema: schema.restoreTypeSchema }, async (request, reply) =>
    ok(reply, await service.restoreMembershipType(db, actor(request), request.params.id)),
  );

  app.get('/club-console/add-ons', { schema: schema.listAddonsSchema }, async (request, reply) => ok(reply, await service.listAddons(db, request.user!.clubId)));
  app.post('/club-console/add-ons', { schema: schema.createAddonSchema }, async (request, reply) => ok(reply, await service.createAddon(db, actor(request), request.body)));
  app.put('/club-console/add-ons/:id', { schema: schema.updateAddonSchema }, async (request, reply) => ok(reply, await service.updateAddon(db, actor(request), request.params.id, request.body)));
  app.delete('/club-console/add-ons/:id', { schema: schema.removeAddonSchema }, async (request, reply) => ok(reply, await service.removeAddon(db, actor(request), request.params.id)));

  app.get('/club-console/promo-codes', { schema: schema.listPromosSchema }, async (request, reply) => ok(reply, await promos.listPromoCodes(db, request.user!.clubId)));
  app.post('/club-console/promo-codes', { schema: schema.createPromoSchema }, async (request, reply) => ok(reply, await promos.createPromoCode(db, actor(request), request.body)));
  app.put('/club-console/promo-codes/:id', { schema: schema.updatePromoSchema }, async (request, reply) => ok(reply, await promos.updatePromoCode(db, actor(request), request.params.id, request.body)));
  app.delete('/club-console/promo-codes/:id', { schema: schema.removePromoSchema }, async (request, reply) => ok(reply, await promos.removePromoCode(db, actor(request), request.params.id)));

  app.get('/club-console/vouchers', { schema: schema.listVouchersSchema }, async (request, reply) => ok(reply, await vouchers.listVouchers(db, request.user!.clubId)));
  app.post('/club-console/vouchers', { schema: schema.createVoucherSchema }, async (request, reply) => ok(reply, await vouchers.createVoucher(db, actor(request), request.body)));
  app.put('/club-console/vouchers/:id', { schema: schema.updateVoucherSchema }, async (request, reply) => ok(reply, await vouchers.updateVoucher(db, actor(request), request.params.id, request.body)));
  app.delete('/club-console/vouchers/:id', { schema: schema.removeVoucherSchema }, async (request, reply) => ok(reply, await vouchers.removeVoucher(db, actor(request), request.params.id)));
};
