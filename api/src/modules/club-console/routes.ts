// /api/v1/club-console/*: the club console's API (mf-club). Roles are declared per group as the
// access policy's `roles` (plugins/access-policy.ts): ADMIN everything, STAFF the desk only; the
// kiosk list and pairing codes are ../kiosks (ADMIN and STAFF).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { ADMIN_ONLY } from '../../plugins/access-policy';
import * as branding from './branding';
import { changeClassCapacity } from './capacity';
import * as desk from './desk';
import * as features from './features';
import * as members from './members';
import * as schema from './schema';

export const clubConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // ---- ADMIN: features, live ----
  app.get('/club-console/features', { ...ADMIN_ONLY, schema: schema.getFeaturesSchema }, async (request, reply) =>
    ok(reply, await features.getFeatures(app.db, request.user!.clubId)),
  );
  app.put('/club-console/features', { ...ADMIN_ONLY, schema: schema.changeFeaturesSchema }, async (request, reply) => {
    const user = request.user!;
    return ok(reply, await features.changeFeatures(app.db, user.clubId, user.userId, request.body));
  });
  app.get('/club-console/audit', { ...ADMIN_ONLY, schema: schema.auditSchema }, async (request, reply) =>
    ok(reply, await features.auditLog(app.db, request.user!.clubId)),
  );

  // ---- ADMIN: branding ----
  app.get('/club-console/branding', { ...ADMIN_ONLY, schema: schema.getBrandingSchema }, async (request, reply) =>
    ok(reply, await branding.getBranding(app.db, request.user!.clubId)),
  );
  app.put('/club-console/branding', { ...ADMIN_ONLY, schema: schema.changeBrandingSchema }, async (request, reply) => {
    const user = request.user!;
    return ok(reply, await branding.changeBranding(app.db, user.clubId, user.userId, request.body));
  });

  // ---- ADMIN: members ----
  app.get('/club-console/members', { ...ADMIN_ONLY, schema: schema.memberSearchSchema }, async (request, reply) =>
    ok(reply, await members.search(app.db, request.user!.clubId, request.query.q)),
  );
  app.get('/club-console/members/:memberNumber', { ...ADMIN_ONLY, schema: schema.memberDetailSchema }, async (request, reply) =>
    ok(reply, await members.detail(app.db, request.user!.clubId, request.params.memberNumber)),
  );
  app.post('/club-console/members/:memberNumber/invitation', { ...ADMIN_ONLY, schema: schema.memberMailSchema }, async (request, reply) =>
    ok(reply, { message: await members.sendInvitation(app.db, app.config, request.user!.clubId, request.params.memberNumber) }),
  );
  app.post('/club-console/members/:memberNumber/reset-link', { ...ADMIN_ONLY, schema: schema.memberMailSchema }, async (request, reply) =>
    ok(reply, { message: await members.sendResetLink(app.db, app.config, request.user!.clubId, request.params.memberNumber) }),
  );

  // ---- ADMIN: a class's capacity (promotes the waiting list) ----
  app.put('/club-console/classes/:id/capacity', { ...ADMIN_ONLY, schema: schema.capacitySchema }, async (request, reply) => {
    const user = request.user!;
    return ok(reply, await changeClassCapacity(app.db, user.clubId, user.userId, request.params.id, request.body.capacity));
  });

  // ---- ADMIN, STAFF: today (or a day ahead) at the desk ----
  app.get('/club-console/desk/today', { schema: schema.todaySchema }, async (request, reply) =>
    ok(reply, await desk.today(app.db, request.user!.clubId, request.query.date)),
  );
  app.put('/club-console/desk/bookings/:id/attendance', { schema: schema.attendanceSchema }, async (request, reply) =>
    ok(reply, await desk.setAttendance(app.db, request.user!.clubId, request.params.id, request.body.checkedIn)),
  );
  app.post('/club-console/desk/classes/:id/cancel', { schema: schema.cancelClassSchema }, async (request, reply) =>
    ok(reply, await desk.cancelClass(app.db, request.user!.clubId, request.params.id)),
  );
  app.post('/club-console/desk/check-in', { schema: schema.deskCheckInSchema }, async (request, reply) =>
    ok(reply, await desk.deskCheckIn(app.db, request.user!.clubId, request.body)),
  );
  app.get('/club-console/desk/members', { schema: schema.deskSearchSchema }, async (request, reply) =>
    ok(reply, await desk.deskSearch(app.db, request.user!.clubId, request.query.name)),
  );
};
