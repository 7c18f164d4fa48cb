// What a request knows about its signed-in user, and the Fastify type augmentation for it.
import type { preHandlerHookHandler } from 'fastify';
import type { Role } from '../db/schema';
import type { ClubFlags, RemoteName } from '../db/schema/clubs';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';

export interface SessionUser {
  userId: number;
  /** Member number, guardian family id, or 'P<id>' for a prospect. */
  memberNumber: string;
  clubId: number;
  accountId: string;
  userType: number;
  role: Role;
  /** sha256 of the cookie token (the sessions row id). */
  sessionId: string;
  /** What the access policy needs, read with the session; absent on users built by hand. */
  access?: SessionAccess;
}

export interface SessionAccess {
  clubFlags: ClubFlags;
  enabledRemotes: RemoteName[];
  timeZone: string;
  memberId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    dbHandle: DatabaseHandle;
    config: AppConfig;
    /** preHandler: 401 envelope 'Please sign in to continue.' without a valid session. */
    requireUser: preHandlerHookHandler;
    /** preHandler factory: 401 without a session, 403 when the role is not listed. */
    requireRole: (...roles: Role[]) => preHandlerHookHandler;
  }
}
