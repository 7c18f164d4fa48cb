// Group class endpoints under /book-gym-session (docs/spec/bookings-commerce.md §7 Classes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, sendOkBody } from '../../lib/envelope';
import { assertMemberNumber, assertOwnUserId, currentUser } from '../../lib/ownership';
import { sessionMember } from '../../lib/club-time';
import * as S from './schema';
import * as service from './service';

export const classRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pre = { preHandler: app.requireUser };

  app.post('/book-gym-session/search', { ...pre, schema: S.searchSchema }, async (request, reply) => {
    const user = currentUser(request);
    assertOwnUserId(user, request.body.userId);
    return sendOkBody(request, reply, await service.searchPage(app.db, user, request.body));
  });

  app.get('/book-gym-session/class-types-filter-option', { ...pre, schema: S.classTypesSchema }, async (request, reply) => {
    return ok(reply, await service.classTypes(app.db, currentUser(request)));
  });

  app.get('/book-gym-session/active-accounts', { ...pre, schema: S.activeAccountsSchema }, async (request, reply) => {
    return ok(reply, await service.activeAccounts(app.db, currentUser(request)));
  });

  app.get('/book-gym-session/settings', { ...pre, schema: S.settingsSchema }, async (request, reply) => {
    return ok(reply, await service.settings(app.db, currentUser(request)));
  });

  app.post('/book-gym-session/book', { ...pre, config: { access: { notSuspended: true } }, schema: S.bookSchema }, async (request, reply) => {
    const user = currentUser(request);
    assertOwnUserId(user, request.body.userId);
    // The session already read the member's id: a burst of bookings skips the members query.
    const member = user.access?.memberId ? { id: user.access.memberId, clubId: user.clubId } : await sessionMember(app.db, user);
    return ok(reply, await service.book(app.db, member, request.body.classScheduleId));
  });

  app.post('/book-gym-session/check-in', { ...pre, schema: S.checkInSchema }, async (request, reply) => {
    const user = assertMemberNumber(request, request.body.memberNumber);
    const member = await sessionMember(app.db, user);
    return ok(reply, await service.checkIn(app.db, member, request.body.classScheduleId));
  });
};
