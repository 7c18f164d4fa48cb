// /api/v1/auth/passkey/* (signing in), /api/v1/account/passkeys (the member's own) and
// /api/v1/club-console/staff-passkeys (the ADMIN's rule for staff).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../lib/ownership';
import { revokeSessionByToken } from '../../lib/sessions';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { ANY_SIGNED_IN } from '../../plugins/access-policy';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/session';
import * as schema from './schema';
import * as service from './service';

/** The browser a sign-in challenge is bound to: a random token only this browser holds. */
const CEREMONY_COOKIE = 'portal_webauthn';
const CEREMONY_PATH = '/api/v1/auth/passkey';

function ceremonyBinding(request: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  let token = request.cookies[CEREMONY_COOKIE];
  if (!token || !/^[A-Za-z0-9_-]{22,64}$/.test(token)) {
    token = randomToken(16);
    reply.setCookie(CEREMONY_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: CEREMONY_PATH, secure: config.cookieSecure, maxAge: 24 * 3600 });
  }
  return sha256Hex(token);
}

const ADMIN_ONLY = { public: false, roles: ['ADMIN' as const] };

export const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = { db: app.db, config: app.config };
  const owner = (request: FastifyRequest) => ({ userId: currentUser(request).userId, sessionId: currentUser(request).sessionId });

  app.post('/auth/passkey/options', { schema: schema.signInOptionsSchema }, async (request, reply) =>
    ok(reply, await service.signInOptions(ctx, ceremonyBinding(request, reply, app.config), { ip: request.ip })),
  );

  app.post('/auth/passkey/sign-in', { schema: schema.signInSchema }, async (request, reply) => {
    const cookie = request.cookies[CEREMONY_COOKIE];
    // No cookie: no challenge of this browser can match (an empty binding is never stored).
    const binding = cookie ? sha256Hex(cookie) : '';
    const result = await service.signInWithPasskey(ctx, binding, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
    // A new session id at every sign-in (no fixation); the browser's previous one ends.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await revokeSessionByToken(app.db, previous);
    setSessionCookie(reply, app.config, result.token);
    return ok(reply, result.payload);
  });

  app.get('/account/passkeys', { schema: schema.listSchema, config: { access: ANY_SIGNED_IN } }, async (request, reply) =>
    ok(reply, await service.listPasskeys(ctx, currentUser(request).userId)),
  );
  app.post('/account/passkeys/options', { schema: schema.registrationOptionsSchema, config: { access: ANY_SIGNED_IN } }, async (request, reply) =>
    ok(reply, await service.registrationOptions(ctx, owner(request))),
  );
  app.post('/account/passkeys', { schema: schema.addSchema, config: { access: ANY_SIGNED_IN } }, async (request, reply) =>
    ok(reply, await service.addPasskey(ctx, owner(request), request.body, request.headers['user-agent'])),
  );
  app.delete('/account/passkeys/:id', { schema: schema.removeSchema, config: { access: ANY_SIGNED_IN } }, async (request, reply) =>
    ok(reply, await service.removePasskey(ctx, currentUser(request).userId, request.params.id)),
  );

  app.get('/club-console/staff-passkeys', { schema: schema.staffPolicySchema, config: { access: ADMIN_ONLY } }, async (request, reply) =>
    ok(reply, await service.staffPasskeyPolicy(ctx, currentUser(request).clubId)),
  );
  app.put('/club-console/staff-passkeys', { schema: schema.setStaffPolicySchema, config: { access: ADMIN_ONLY } }, async (request, reply) => {
    const user = currentUser(request);
    return ok(reply, await service.setStaffPasskeyPolicy(ctx, { clubId: user.clubId, userId: user.userId }, request.body));
  });
};
