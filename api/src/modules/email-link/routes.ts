// /api/v1/auth/email-link: ask for a sign-in link, and sign in with it (public).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { revokeSessionByToken } from '../../lib/sessions';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/session';
import * as schema from './schema';
import * as service from './service';

/** The browser a link works in: a random token only it holds (HttpOnly; the link's page posts from the same site). */
const LINK_COOKIE = 'portal_link';
const LINK_PATH = '/api/v1/auth/email-link';

export const emailLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = { db: app.db, config: app.config };

  app.post('/auth/email-link', { schema: schema.requestSchema }, async (request, reply) => {
    let token = request.cookies[LINK_COOKIE];
    if (!token || !/^[A-Za-z0-9_-]{22,64}$/.test(token)) {
      token = randomToken(16);
      reply.setCookie(LINK_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: LINK_PATH, secure: app.config.cookieSecure, maxAge: 24 * 3600 });
    }
    return ok(reply, await service.requestLink(ctx, request.body.email, sha256Hex(token), { ip: request.ip }));
  });

  app.post('/auth/email-link/sign-in', { schema: schema.signInSchema }, async (request, reply) => {
    const cookie = request.cookies[LINK_COOKIE];
    const result = await service.signInWithLink(ctx, request.body.token, cookie ? sha256Hex(cookie) : '', {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await revokeSessionByToken(app.db, previous);
    setSessionCookie(reply, app.config, result.token);
    return ok(reply, result.payload);
  });
};
