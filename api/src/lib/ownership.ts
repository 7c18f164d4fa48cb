// Ownership checks shared by every feature module: a session user may only act on their own
// records (docs/spec/design.md §4). 401 without a session, 403 for someone else's data.
import type { FastifyRequest } from 'fastify';
import { NO_ACCESS_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '@portal/shared/contracts';
import { HttpError } from './http-error';
import type { SessionUser } from '../plugins/session-user';

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
  return request.user;
}

/** Throws 403 unless memberNumber is the session user's own (member number or guardian family id). */
export function assertMemberNumber(request: FastifyRequest, memberNumber: string | number): SessionUser {
  const user = currentUser(request);
  if (String(memberNumber).trim() !== user.memberNumber) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return user;
}

/** Throws 403 unless userId is the session user's own id. */
export function assertUserId(request: FastifyRequest, userId: string | number): SessionUser {
  const user = currentUser(request);
  if (Number(userId) !== user.userId) throw new HttpError(403, NO_ACCESS_MESSAGE);
  return user;
}

/** A body's userId (member number or user id, both seen in the spec) must be the caller's own. */
export function assertOwnUserId(user: SessionUser, userId: string | number | undefined): void {
  if (userId === undefined || userId === '') return;
  const value = String(userId).trim();
  if (value !== user.memberNumber && value !== String(user.userId)) throw new HttpError(403, NO_ACCESS_MESSAGE);
}
