// My-bookings endpoints (docs/spec/bookings-commerce.md §7 Bookings).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { assertMemberNumber, currentUser } from '../../lib/ownership';
import * as classService from '../classes';
import * as crecheService from '../creche';
import { cancelPt, ptCancellationTerms } from '../pt';
import { sessionMember } from '../../lib/club-time';
import * as S from './schema';
import * as service from './service';

export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pre = { preHandler: app.requireUser };

  for (const when of ['current', 'past'] as const) {
    app.get(`/bookings/${when}/:kind/:memberNumber`, { ...pre, schema: S.listSchema }, async (request, reply) => {
      const user = assertMemberNumber(request, request.params.memberNumber);
      // The session already read the member's id: no members query on the hottest list.
      const member = user.access?.memberId ? { id: user.access.memberId, clubId: user.clubId } : await sessionMember(app.db, user);
      return ok(reply, await service.list(app.db, member, when, request.params.kind));
    });
  }

  app.get('/bookings/:kind/:id/cancellation', { ...pre, schema: S.cancellationTermsSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    const { kind, id } = request.params;
    if (kind === 'class') return ok(reply, await classService.cancellationTerms(app.db, member, id));
    if (kind === 'pt') return ok(reply, await ptCancellationTerms(app.db, member.id, id));
    // A creche place is given back at no cost (bookings-commerce: no creche cut-off).
    return ok(reply, await crecheService.cancellationTerms(app.db, member, id));
  });

  app.post('/bookings/class/:id/cancel', { ...pre, schema: S.cancelClassSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    return ok(reply, await classService.cancel(app.db, member, request.params.id, false));
  });

  app.post('/bookings/class/:id/force-cancel', { ...pre, schema: S.forceCancelClassSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    return ok(reply, await classService.cancel(app.db, member, request.params.id, true));
  });

  app.delete('/bookings/pt/:id', { ...pre, schema: S.cancelPtSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    return ok(reply, await cancelPt(app.db, member.id, request.params.id));
  });

  app.post('/bookings/waiting-to-book/:id', { ...pre, config: { access: { notSuspended: true } }, schema: S.waitingToBookSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    const result =
      request.query.kind === 'creche'
        ? await crecheService.waitingToBook(app.db, member, request.params.id)
        : await classService.waitingToBook(app.db, member, request.params.id);
    return ok(reply, result);
  });
};
