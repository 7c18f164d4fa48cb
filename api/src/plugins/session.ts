// Cookie sessions: `portal_sid` (HttpOnly, SameSite=Lax, Path=/, Secure behind TLS) -> sessions row.
// Sets request.user and provides the requireUser / requireRole preHandlers.
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import { NO_ACCESS_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '@portal/shared/contracts';
import type { AppConfig } from '../config';
import type { Role } from '../db/schema';
import { fail } from '../lib/envelope';
import { resolveSession } from '../lib/sessions';
import { watchSessionChanges } from '../lib/session-cache';
import './session-user';

export const SESSION_COOKIE = 'portal_sid';

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
    // The cookie dies with the session's absolute timeout; the server enforces it anyway.
    maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure });
}

async function session(app: FastifyInstance) {
  await app.register(cookie);
  app.decorateRequest('user', null);
  const timeouts = { idleMs: app.config.sessionIdleMs, absoluteMs: app.config.sessionAbsoluteMs };
  // Sessions are cached per instance while the database's change notices are heard (lib/session-cache.ts).
  const stopWatching = await watchSessionChanges(app.dbHandle);
  app.addHook('onClose', async () => stopWatching());

  app.addHook('onRequest', async (request) => {
    request.user = null;
    // Static files and health probes never need the session: skip the DB round trip.
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 64) return;
    request.user = await resolveSession(app.db, token, timeouts);
  });

  const requireUser: preHandlerHookHandler = async (request, reply) => {
    if (!request.user) return fail(reply, 401, SIGN_IN_REQUIRED_MESSAGE);
  };
  app.decorate('requireUser', requireUser);

  app.decorate('requireRole', (...roles: Role[]): preHandlerHookHandler => {
    return async (request, reply) => {
      if (!request.user) return fail(reply, 401, SIGN_IN_REQUIRED_MESSAGE);
      if (!roles.includes(request.user.role)) return fail(reply, 403, NO_ACCESS_MESSAGE);
    };
  });
}

export default fp(session, { name: 'session' });
