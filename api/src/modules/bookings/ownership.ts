// A body's userId (member number or user id, both seen in the spec) must be the caller's own.
import { NO_ACCESS_MESSAGE } from '@portal/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session-user';

export function assertOwnUserId(user: SessionUser, userId: string | number | undefined): void {
  if (userId === undefined || userId === '') return;
  const value = String(userId).trim();
  if (value !== user.memberNumber && value !== String(user.userId)) throw new HttpError(403, NO_ACCESS_MESSAGE);
}
