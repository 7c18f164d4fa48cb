// In-app notifications of the signed-in member: the bell's count, the list, mark as read, the
// preferences; and the signed unsubscribe link of e-mails (public: opened from a mail client).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import { sessionMember } from '../bookings/club-time';
import type { SessionUser } from '../../plugins/session-user';
import type { FastifyInstance } from 'fastify';
import * as S from './schema';
import * as service from './service';

/** Users without a member record (a guardian, a prospect) have no notifications yet. */
async function memberIdOf(app: FastifyInstance, user: SessionUser): Promise<number | null> {
  try {
    return (await sessionMember(app.db, user)).id;
  } catch {
    return null;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pre = { preHandler: app.requireUser };

  app.get('/notifications', { ...pre, schema: S.listSchema }, async (request, reply) => {
    const memberId = await memberIdOf(app, currentUser(request));
    return ok(reply, memberId ? await service.list(app.db, memberId) : []);
  });

  app.get('/notifications/unread-count', { ...pre, schema: S.unreadCountSchema }, async (request, reply) => {
    const memberId = await memberIdOf(app, currentUser(request));
    return ok(reply, { unread: memberId ? await service.unreadCount(app.db, memberId) : 0 });
  });

  app.post('/notifications/:id/read', { ...pre, schema: S.markReadSchema }, async (request, reply) => {
    const memberId = await memberIdOf(app, currentUser(request));
    await service.markRead(app.db, memberId ?? 0, request.params.id);
    return ok(reply, 'success' as const);
  });

  app.post('/notifications/read-all', { ...pre, schema: S.markAllReadSchema }, async (request, reply) => {
    const memberId = await memberIdOf(app, currentUser(request));
    if (memberId) await service.markAllRead(app.db, memberId);
    return ok(reply, 'success' as const);
  });

  app.get('/notifications/preferences', { ...pre, schema: S.preferencesSchema }, async (request, reply) => {
    const memberId = await memberIdOf(app, currentUser(request));
    return ok(reply, await service.preferences(app.db, memberId ?? 0));
  });

  app.put('/notifications/preferences', { ...pre, schema: S.setPreferenceSchema }, async (request, reply) => {
    const member = await sessionMember(app.db, currentUser(request));
    await service.setPreference(app.db, member.id, request.body);
    return ok(reply, await service.preferences(app.db, member.id));
  });

  const unsubscribe = { config: { access: { public: true } }, schema: S.unsubscribeSchema };
  // One-click (RFC 8058): mail clients POST the List-Unsubscribe address.
  app.post('/notifications/unsubscribe', unsubscribe, async (request, reply) => {
    const { m, e, t } = request.query;
    await service.unsubscribe(app.db, m, e, t);
    return ok(reply, 'success' as const);
  });
  app.get('/notifications/unsubscribe', unsubscribe, async (request, reply) => {
    const { m, e, t } = request.query;
    const label = await service.unsubscribe(app.db, m, e, t);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title></head><body style="font-family:sans-serif;max-width:36rem;margin:3rem auto"><h1>You are unsubscribed</h1><p>You will no longer receive e-mails about: ${escapeHtml(label)}. You can change this at any time on the Notifications page of the portal.</p></body></html>`,
      );
  });
};
