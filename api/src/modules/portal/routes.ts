import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ok } from '../../lib/envelope';
import type { SessionUser } from '../../plugins/session-user';
import { remotesSchema } from './schema';
import { remotesFor } from './service';

/**
 * The version of what the shell gates on and dates by: the club's remotes, flags and time zone and the user's role. The
 * shell asks again on every navigation with If-None-Match, so a club console change reaches a
 * signed-in member's next click; unchanged, the answer is an empty 304.
 */
function portalVersion(user: SessionUser | null): string {
  const basis = user?.access
    ? JSON.stringify([user.clubId, user.role, [...user.access.enabledRemotes].sort(), user.access.clubFlags, user.access.timeZone])
    : 'anonymous';
  return `"${createHash('sha256').update(basis).digest('base64url').slice(0, 22)}"`;
}

export const portalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/portal/remotes', { schema: remotesSchema }, async (request, reply) => {
    // Depends on the session: never let a shared cache hand one user's list to another.
    reply.header('Cache-Control', 'private, no-cache');
    const etag = portalVersion(request.user);
    reply.header('ETag', etag);
    if (request.user?.access && request.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send();
    return ok(reply, await remotesFor(app.db, request.user, app.config.remoteUrls));
  });
};
