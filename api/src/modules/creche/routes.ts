// Creche endpoints (docs/spec/bookings-commerce.md §7 Creche).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { assertMemberNumber, currentUser } from '../../lib/ownership';
import { sessionMember } from '../../lib/club-time';
import * as S from './schema';
import * as service from './service';

export const crecheRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pre = { preHandler: app.requireUser };

  app.get('/creche/kids/:memberNumber', { ...pre, schema: S.kidsSchema }, async (request, reply) => {
    const user = assertMemberNumber(request, request.params.memberNumber);
    const member = await sessionMember(app.db, user);
    return ok(reply, await service.kids(app.db, member.id));
  });

  app.post('/creche/search', { ...pre, schema: S.searchSchema }, async (request, reply) => {
    return ok(reply, await service.search(app.db, currentUser(request), request.body));
  });

  app.post('/creche/book', { ...pre, config: { access: { notSuspended: true } }, schema: S.bookSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    return ok(reply, await service.book(app.db, member, request.body.classScheduleId, request.body.childId));
  });

  app.post('/creche/bookings/:id/cancel', { ...pre, schema: S.cancelSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    return ok(reply, await service.cancel(app.db, member, request.params.id));
  });
};
