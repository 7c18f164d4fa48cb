// Personal-training endpoints (docs/spec/bookings-commerce.md §7 PT).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { assertMemberNumber, assertOwnUserId, currentUser } from '../../lib/ownership';
import { findClub, sessionMember } from '../../lib/club-time';
import { clubInstant } from '../../lib/club-calendar';
import * as S from './schema';
import * as service from './service';

export const ptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pre = { preHandler: app.requireUser };

  app.get('/pt/booking-types/:clubId', { ...pre, schema: S.bookingTypesSchema }, async (request, reply) => {
    return ok(reply, await service.bookingTypes(app.db, currentUser(request), request.params.clubId));
  });

  app.get('/pt/duration/:bookingTypeId', { ...pre, schema: S.durationsSchema }, async (request, reply) => {
    return ok(reply, await service.durations(app.db, currentUser(request), request.params.bookingTypeId));
  });

  app.post('/pt/all-trainers-day', { ...pre, schema: S.searchSchema }, async (request, reply) => {
    return ok(reply, await service.searchTrainers(app.db, currentUser(request), request.body));
  });

  app.post('/pt/book', { ...pre, config: { access: { notSuspended: true } }, schema: S.bookSchema }, async (request, reply) => {
    const user = currentUser(request);
    assertOwnUserId(user, request.body.userId);
    const member = await sessionMember(app.db, user);
    const club = await findClub(app.db, member.clubId);
    const { trainingDate, startTime, endTime } = request.body;
    await service.bookPtSession(app.db, {
      memberId: member.id,
      trainerId: request.body.trainerId,
      startsAt: clubInstant(trainingDate, startTime, club.timeZone),
      endsAt: clubInstant(trainingDate, endTime, club.timeZone),
      bookingTypeId: request.body.bookingTypeId ?? null,
      memberSubscriptionId: request.body.ptSubscriptionId ?? null,
      comments: request.body.comments,
    });
    return ok(reply, 'success' as const);
  });

  app.get('/user/pt-subscription/:memberNumber', { ...pre, schema: S.subscriptionsSchema }, async (request, reply) => {
    const user = assertMemberNumber(request, request.params.memberNumber);
    const member = await sessionMember(app.db, user);
    return ok(reply, await service.ptSubscriptions(app.db, member.id));
  });
};
