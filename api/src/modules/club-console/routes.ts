// /api/v1/club-console/*: the club console's API (mf-club). Roles are declared per group as the
// access policy's `roles` (plugins/access-policy.ts): ADMIN everything, STAFF the desk only; the
// kiosk list and pairing codes are ../kiosks (ADMIN and STAFF).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchema } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Database } from '../../db/client';
import { consoleActor } from '../../lib/club-audit';
import { ok } from '../../lib/envelope';
import { ADMIN_ONLY } from '../../plugins/access-policy';
import * as branding from './branding';
import { changeClassCapacity } from './capacity';
import * as desk from './desk';
import * as features from './features';
import * as members from './members';
import * as schema from './schema';

/** A setting of the club the ADMIN reads and changes whole (features, branding). */
interface Setting<Body extends TSchema> {
  schemas: { get: FastifySchema; change: FastifySchema & { body: Body } };
  read: (db: Database, clubId: number) => Promise<unknown>;
  /** Checks, saves and records the change as `userId`'s. */
  change: (db: Database, clubId: number, userId: number, body: Static<Body>) => Promise<unknown>;
}

export const clubConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET `path` reads the setting, PUT `path` changes it. */
  const settingRoutes = <Body extends TSchema>(path: string, setting: Setting<Body>) => {
    app.get(path, { ...ADMIN_ONLY, schema: setting.schemas.get }, async (request, reply) =>
      ok(reply, await setting.read(app.db, request.user!.clubId)),
    );
    app.put(path, { ...ADMIN_ONLY, schema: setting.schemas.change }, async (request, reply) => {
      const user = request.user!;
      // The schema validated the body before the handler runs; the cast only names it.
      return ok(reply, await setting.change(app.db, user.clubId, user.userId, request.body as Static<Body>));
    });
  };

  // ---- ADMIN: features, live ----
  settingRoutes('/club-console/features', {
    schemas: { get: schema.getFeaturesSchema, change: schema.changeFeaturesSchema },
    read: features.getFeatures,
    change: features.changeFeatures,
  });
  app.get('/club-console/audit', { ...ADMIN_ONLY, schema: schema.auditSchema }, async (request, reply) =>
    ok(reply, await features.auditLog(app.db, request.user!.clubId)),
  );

  // ---- ADMIN: branding ----
  settingRoutes('/club-console/branding', {
    schemas: { get: schema.getBrandingSchema, change: schema.changeBrandingSchema },
    read: branding.getBranding,
    change: branding.changeBranding,
  });

  // ---- ADMIN: members ----
  app.get('/club-console/members', { ...ADMIN_ONLY, schema: schema.memberSearchSchema }, async (request, reply) =>
    ok(reply, await members.search(app.db, request.user!.clubId, request.query.q)),
  );
  app.get('/club-console/members/:memberNumber', { ...ADMIN_ONLY, schema: schema.memberDetailSchema }, async (request, reply) =>
    ok(reply, await members.detail(app.db, request.user!.clubId, request.params.memberNumber)),
  );
  app.put('/club-console/members/:memberNumber/identity', { ...ADMIN_ONLY, schema: schema.memberIdentitySchema }, async (request, reply) =>
    ok(reply, await members.changeIdentity(app.db, consoleActor(request), request.params.memberNumber, request.body)),
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
