// /api/v1/auth/* and /api/v1/user/reset-password.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { assertUserId, currentUser } from '../../lib/ownership';
import { revokeSessionByToken } from '../../lib/sessions';
import { DEVICE_COOKIE, setDeviceCookie } from '../../lib/sign-in-devices';
import { ANY_SIGNED_IN } from '../../plugins/access-policy';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session';
import * as schema from './schema';
import * as service from './service';
import * as passwords from './password-flows';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = { db: app.db, config: app.config };

  /** Hands a new session to the browser: a new id at every sign-in (no fixation), the previous one, if any, revoked. */
  async function signedIn<P>(request: FastifyRequest, reply: FastifyReply, result: { token: string; deviceToken?: string | null; payload: P }) {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await revokeSessionByToken(app.db, previous);
    setSessionCookie(reply, app.config, result.token);
    if (result.deviceToken) setDeviceCookie(reply, app.config, result.deviceToken);
    return ok(reply, result.payload);
  }

  // /auth/student-login serves signin/2 (swim sign-in) with the same behaviour.
  for (const path of ['/auth/login', '/auth/student-login']) {
    app.post(path, { schema: schema.loginSchema }, async (request, reply) => {
      const result = await service.login(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      return signedIn(request, reply, result);
    });
  }

  app.post('/auth/logout', { schema: schema.logoutSchema }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await revokeSessionByToken(app.db, token);
    clearSessionCookie(reply, app.config);
    return ok(reply, 'Success');
  });

  app.get('/auth/me', { schema: schema.meSchema, config: { access: ANY_SIGNED_IN } }, async (request, reply) => {
    return ok(reply, await service.me(ctx, currentUser(request).userId));
  });

  app.post('/auth/register', { schema: schema.registerSchema }, async (request, reply) => {
    return ok(reply, await service.register(ctx, request.body, { ip: request.ip }));
  });

  // The page the registration e-mail links to: token + the chosen password create the login and sign in.
  app.post('/auth/verify-email', { schema: schema.confirmRegistrationSchema }, async (request, reply) => {
    const result = await service.confirmRegistration(ctx, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return signedIn(request, reply, result);
  });

  app.post('/auth/forgot-password', { schema: schema.forgotPasswordSchema }, async (request, reply) => {
    return ok(reply, await passwords.forgotPassword(ctx, request.body.email, { ip: request.ip }));
  });

  app.post('/auth/reset-password-with-token', { schema: schema.resetWithTokenSchema }, async (request, reply) => {
    return ok(reply, await passwords.resetWithToken(ctx, request.body));
  });

  app.post(
    '/user/reset-password',
    { schema: schema.changePasswordSchema, config: { access: ANY_SIGNED_IN } },
    async (request, reply) => {
      const user = assertUserId(request, request.body.userId);
      // The member's other sessions end; this one stays (the page then signs out, as the spec says).
      return ok(reply, await passwords.changePassword(ctx, user.userId, request.body, currentUser(request).sessionId));
    },
  );
};
