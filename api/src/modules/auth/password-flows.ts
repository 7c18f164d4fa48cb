// The password flows: a reset link by e-mail, a new password through it, and a signed-in member's
// own change. Answers never reveal whether an e-mail is known.
import {
  CURRENT_PASSWORD_INVALID_MESSAGE,
  NEW_PASSWORD_MIN_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  type ChangePasswordBody,
  type ResetPasswordWithTokenBody,
} from '@portal/shared/contracts';
import { REQUIRED } from '@portal/shared/messages';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { nowMs } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { endCredentialsAfterPasswordChange } from '../../lib/password-change';
import { RULES } from '../../lib/rate-limit';
import { changingSessions } from '../../lib/sessions.cached';
import { sha256Hex } from '../../lib/tokens';
import { mailLinksOnRequest } from '../outbox';
import * as repo from './repo';
import type { AuthContext } from './service';

const RESET_TOKEN_TTL_MS = 60 * 60_000;

export async function forgotPassword(ctx: AuthContext, emailInput: string, meta: { ip: string }): Promise<string> {
  const limits = { ip: RULES.forgotIp, account: RULES.forgotAccount };
  return mailLinksOnRequest(ctx.db, ctx.config, { emailInput, ip: meta.ip, limits }, (email) => repo.findUsersByEmail(ctx.db, email), {
    page: '/reset-password',
    subject: 'Reset your password',
    text: (link) =>
      `We received a request to reset the password of your member portal login.\n\n` +
      `Open this link within one hour to choose a new password (it works once):\n${link}\n\n` +
      `If you did not ask for this, you can ignore this e-mail.`,
    keep: (userId, tokenHash) => repo.insertResetToken(ctx.db, userId, tokenHash, new Date(nowMs() + RESET_TOKEN_TTL_MS)),
  });
}

/** The spec's change-password rules, in the order the form reports them. */
export function checkNewPassword(newPassword: string, confirmPassword: string): string | null {
  if (!newPassword) return REQUIRED;
  if (newPassword.length < 6) return NEW_PASSWORD_MIN_MESSAGE;
  if (!confirmPassword) return REQUIRED;
  if (newPassword !== confirmPassword) return PASSWORD_MISMATCH_MESSAGE;
  return null;
}

export async function resetWithToken(ctx: AuthContext, input: ResetPasswordWithTokenBody): Promise<string> {
  const problem = checkNewPassword(input.newPassword, input.confirmPassword);
  if (problem) throw new HttpError(400, problem);
  const passwordHash = await hashPassword(input.newPassword);
  const userId = await changingSessions(ctx.db, async (tx) => {
    const owner = await repo.consumeResetToken(tx, sha256Hex(input.token));
    if (owner === undefined) return undefined;
    await repo.setPassword(tx, owner, passwordHash);
    // Every other link of the user dies, and every session: whoever had one is out.
    await endCredentialsAfterPasswordChange(tx, owner);
    return owner;
  });
  if (userId === undefined) throw new HttpError(400, RESET_LINK_INVALID_MESSAGE);
  return 'Success';
}

/** The signed-in member's own change: their other sessions and every reset link end, this session stays. */
export async function changePassword(
  ctx: AuthContext,
  userId: number,
  input: ChangePasswordBody,
  currentSessionId: string,
): Promise<string> {
  if (!input.oldPassword) throw new HttpError(400, REQUIRED);
  const problem = checkNewPassword(input.newPassword, input.confirmPassword);
  if (problem) throw new HttpError(400, problem);
  const user = await repo.findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new HttpError(400, CURRENT_PASSWORD_INVALID_MESSAGE);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await changingSessions(ctx.db, async (tx) => {
    await repo.setPassword(tx, userId, passwordHash);
    await endCredentialsAfterPasswordChange(tx, userId, { keepSessionId: currentSessionId });
  });
  return 'Success';
}
