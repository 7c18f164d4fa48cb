// In-app notifications of the signed-in member (or guardian: see recipient.ts): the bell's count, the list, mark as read, the
// preferences; and the signed unsubscribe link of e-mails (public: opened from a mail client).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import * as S from './schema';
import * as service from './service';
import { sessionRecipient, type Recipient } from './recipient';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pre = { preHandler: app.requireUser };

  app.get('/notifications', { ...pre, schema: S.listSchema }, async (request, reply) => {
    return ok(reply, await service.list(app.db, await sessionRecipient(app.db, currentUser(request))));
  });

  app.get('/notifications/unread-count', { ...pre, schema: S.unreadCountSchema }, async (request, reply) => {
    return ok(reply, { unread: await service.unreadCount(app.db, await sessionRecipient(app.db, currentUser(request))) });
  });

  app.post('/notifications/:id/read', { ...pre, schema: S.markReadSchema }, async (request, reply) => {
    await service.markRead(app.db, await sessionRecipient(app.db, currentUser(request)), request.params.id);
    return ok(reply, 'success' as const);
  });

  app.post('/notifications/read-all', { ...pre, schema: S.markAllReadSchema }, async (request, reply) => {
    await service.markAllRead(app.db, await sessionRecipient(app.db, currentUser(request)));
    return ok(reply, 'success' as const);
  });

  app.get('/notifications/preferences', { ...pre, schema: S.preferencesSchema }, async (request, reply) => {
    return ok(reply, await service.preferences(app.db, await sessionRecipient(app.db, currentUser(request))));
  });

  app.put('/notifications/preferences', { ...pre, schema: S.setPreferenceSchema }, async (request, reply) => {
    const recipient = await sessionRecipient(app.db, currentUser(request));
    await service.setPreference(app.db, recipient, request.body);
    return ok(reply, await service.preferences(app.db, recipient));
  });

  // The link names a member (m) or a user without a member record (u); the signature covers which.
  const linkRecipient = (q: { m?: number; u?: number }): Recipient | null =>
    q.m !== undefined && q.u === undefined ? { memberId: q.m } : q.u !== undefined && q.m === undefined ? { userId: q.u } : null;

  const publicRoute = { config: { access: { public: true } } };
  // One-click (RFC 8058): mail clients POST the List-Unsubscribe address.
  app.post('/notifications/unsubscribe', { ...publicRoute, schema: S.oneClickUnsubscribeSchema }, async (request, reply) => {
    const { e, t } = request.query;
    await service.unsubscribe(app.db, linkRecipient(request.query), e, t);
    return ok(reply, 'success' as const);
  });
  app.get('/notifications/unsubscribe', { ...publicRoute, schema: S.unsubscribeSchema }, async (request, reply) => {
    const { e, t } = request.query;
    const label = await service.unsubscribe(app.db, linkRecipient(request.query), e, t);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title></head><body style="font-family:sans-serif;max-width:36rem;margin:3rem auto"><h1>You are unsubscribed</h1><p>You will no longer receive e-mails about: ${escapeHtml(label)}. You can change this at any time on the Notifications page of the portal.</p></body></html>`,
      );
  });
};
