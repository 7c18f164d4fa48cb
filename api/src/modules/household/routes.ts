// /api/v1/household (the payer and their dependants, by session) and the console's
// /api/v1/club-console/members/:memberNumber/household (ADMIN, own club).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { memberContext } from '../../lib/member-context';
import { currentUser } from '../../lib/ownership';
import { idempotencyKeyOf } from '../payments';
import * as consoleWrites from './console';
import * as freeze from './freeze';
import * as schema from './schema';
import * as service from './service';

export const householdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };

  // A swim guardian's household is their students: the page only (the rest is a member's).
  const guardianToo = { config: { access: { who: ['member' as const, 'guardian' as const] } } };

  app.get('/household/payer', { ...auth, schema: schema.whoPaysSchema }, async (request, reply) =>
    ok(reply, await service.whoPays(app.db, await memberContext(app.db, currentUser(request)))),
  );

  app.get('/household', { ...auth, ...guardianToo, schema: schema.householdSchema }, async (request, reply) =>
    ok(reply, await service.householdOf(app.db, currentUser(request))),
  );

  app.post('/household/:memberNumber/bookings/:bookingId/cancel', { ...auth, schema: schema.cancelDependantBookingSchema }, async (request, reply) => {
    const ctx = await memberContext(app.db, currentUser(request));
    return ok(reply, await service.cancelDependantBooking(app.db, ctx, request.params.memberNumber, request.params.bookingId));
  });

  const cancellation = '/household/:memberNumber/cancellation';
  app.get(cancellation, { ...auth, schema: schema.dependantCancellationSchema }, async (request, reply) =>
    ok(reply, await service.dependantCancellation(app.db, await memberContext(app.db, currentUser(request)), request.params.memberNumber)),
  );
  app.post(cancellation, { ...auth, schema: schema.cancelDependantSchema }, async (request, reply) =>
    ok(reply, await service.cancelDependantMembership(app.db, await memberContext(app.db, currentUser(request)), request.params.memberNumber, request.body.reason)),
  );
  app.delete(cancellation, { ...auth, schema: schema.withdrawDependantCancellationSchema }, async (request, reply) =>
    ok(reply, await service.withdrawDependantCancellation(app.db, await memberContext(app.db, currentUser(request)), request.params.memberNumber)),
  );

  const suspension = '/household/:memberNumber/suspension';
  app.get(suspension, { ...auth, schema: schema.dependantSuspensionsSchema }, async (request, reply) =>
    ok(reply, await freeze.dependantSuspensions(app.db, await memberContext(app.db, currentUser(request)), request.params.memberNumber)),
  );
  app.post(`${suspension}/quote`, { ...auth, schema: schema.quoteDependantFreezeSchema }, async (request, reply) =>
    ok(reply, await freeze.quoteDependantFreeze(app.db, await memberContext(app.db, currentUser(request)), request.params.memberNumber, request.body)),
  );
  app.post(suspension, { ...auth, schema: schema.freezeDependantSchema }, async (request, reply) => {
    const key = idempotencyKeyOf(request);
    return ok(reply, await freeze.freezeDependant(app.db, await memberContext(app.db, currentUser(request)), request.params.memberNumber, request.body, key));
  });
  app.delete(suspension, { ...auth, schema: schema.unfreezeDependantSchema }, async (request, reply) =>
    ok(reply, await freeze.unfreezeDependant(app.db, await memberContext(app.db, currentUser(request)), request.params.memberNumber)),
  );
};

export const householdConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/club-console/members/:memberNumber/household';

  app.get(base, { schema: schema.consoleHouseholdSchema }, async (request, reply) =>
    ok(reply, await service.consoleHousehold(app.db, request.user!.clubId, request.params.memberNumber)),
  );

  app.post(`${base}/dependants`, { schema: schema.addDependantSchema }, async (request, reply) =>
    ok(reply, await consoleWrites.addDependant(app.db, request.user!.clubId, request.params.memberNumber, request.body)),
  );

  app.post(`${base}/new-dependant`, { schema: schema.newDependantSchema }, async (request, reply) =>
    ok(reply, await consoleWrites.createDependant(app.db, request.user!.clubId, request.params.memberNumber, request.body, { publicOrigin: app.config.publicOrigin })),
  );

  app.delete(`${base}/dependants/:dependantNumber`, { schema: schema.removeDependantSchema }, async (request, reply) =>
    ok(reply, await consoleWrites.removeDependant(app.db, request.user!.clubId, request.params.memberNumber, request.params.dependantNumber)),
  );
};
