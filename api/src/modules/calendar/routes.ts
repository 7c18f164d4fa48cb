// Calendar endpoints: .ics of one booking and the member's private feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import { sessionMember } from '../../lib/club-time';
import * as S from './schema';
import * as service from './service';

export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/bookings/:id/ics', { preHandler: app.requireUser, schema: S.bookingIcsSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    const kind = request.query.kind ?? 'class';
    const body = await service.bookingIcs(app.db, member, kind, request.params.id);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${kind}-booking-${request.params.id}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  app.get('/calendar/feed', { preHandler: app.requireUser, schema: S.feedSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    return ok(reply, await service.feed(app.db, member, app.config.publicOrigin));
  });

  app.post('/calendar/feed/reset', { preHandler: app.requireUser, schema: S.feedResetSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    return ok(reply, await service.resetFeed(app.db, member, app.config.publicOrigin));
  });

  // The token is the whole last segment minus '.ics' (one param, so no router suffix rules).
  app.get('/calendar/:token', { config: { access: { public: true } }, schema: S.feedIcsSchema }, async (request, reply) => {
    const token = request.params.token.replace(/\.ics$/, '');
    const body = await service.feedIcs(app.db, token);
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
  });
};
