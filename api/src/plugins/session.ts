// Cookie sessions: `portal_sid` (HttpOnly, SameSite=Lax, Path=/, Secure behind TLS) -> sessions row.
// Sets request.user and provides the requireUser / requireRole preHandlers.
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import { NO_ACCESS_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '@portal/shared/contracts';
import type { AppConfig } from '../config';
import type { Role } from '../db/schema';
import { fail } from '../lib/envelope';
import { isApiRequest } from '../lib/api-request';
import { cachedSessionUser, resolveSession } from '../lib/sessions';
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

  // Callback hooks: a session this instance has cached is found with no promise (most requests).
  app.addHook('onRequest', (request, _reply, done) => {
    request.user = null;
    // Static files and health probes never need the session: skip the DB round trip. Decided on
    // the matched route, so any spelling of an API path the router accepts gets its session.
    if (!isApiRequest(request)) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 64) return done();
    const cached = cachedSessionUser(app.db, token, timeouts);
    if (cached) {
      request.user = cached;
      return done();
    }
    resolveSession(app.db, token, timeouts).then((user) => {
      request.user = user;
      done();
    }, done);
  });

  // An answer sent from a callback hook ends the request: `done` is not called then.
  const requireUser: preHandlerHookHandler = (request, reply, done) => {
    if (!request.user) fail(reply, 401, SIGN_IN_REQUIRED_MESSAGE);
    else done();
  };
  app.decorate('requireUser', requireUser);

  app.decorate('requireRole', (...roles: Role[]): preHandlerHookHandler => {
    return (request, reply, done) => {
      if (!request.user) fail(reply, 401, SIGN_IN_REQUIRED_MESSAGE);
      else if (!roles.includes(request.user.role)) fail(reply, 403, NO_ACCESS_MESSAGE);
      else done();
    };
  });
}

export default fp(session, { name: 'session' });
