// Sign-in, registration and password flows. Answers never reveal whether an e-mail is known.
import {
  CURRENT_PASSWORD_INVALID_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  NEW_PASSWORD_MIN_MESSAGE,
  NEUTRAL_EMAIL_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  type ChangePasswordBody,
  type LoginPayload,
  type MePayload,
  type RegisterBody,
  type ResetPasswordWithTokenBody,
} from '@portal/shared/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { USER_TYPE } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { REQUIRED, TOO_MANY_REQUESTS } from '../../lib/messages';
import { hitRateLimit, isOverLimit, peekRateLimit, RULES } from '../../lib/rate-limit';
import { createSession, revokeAllSessions } from '../../lib/sessions';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { enqueueEmail } from '../outbox/service';
import * as repo from './repo';
import { nowMs } from '../../lib/clock';

export const API_BASE = '/api/v1';
const RESET_TOKEN_TTL_MS = 60 * 60_000;

export interface AuthContext {
  db: Database;
  config: AppConfig;
}

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
function getDummyHash() {
  dummyHash ??= hashPassword(randomToken(16));
  return dummyHash;
}

export async function login(
  ctx: AuthContext,
  input: { userName: string; password: string },
  meta: { ip: string; userAgent?: string },
): Promise<{ payload: LoginPayload; token: string }> {
  const email = input.userName.trim().toLowerCase();
  if (await isOverLimit(ctx.db, RULES.loginIp, meta.ip, ctx.config)) throw new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
  if ((await peekRateLimit(ctx.db, RULES.loginAccountFailures, email)) >= RULES.loginAccountFailures.limit) {
    throw new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
  }

  const candidates = await repo.findUsersByEmail(ctx.db, email);
  let user: repo.UserRow | undefined;
  // The same e-mail may exist in two clubs: the password decides which account signs in.
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, input.password)) {
      user = candidate;
      break;
    }
  }
  if (candidates.length === 0) await verifyPassword(await getDummyHash(), input.password);
  if (!user) {
    await hitRateLimit(ctx.db, RULES.loginAccountFailures, email);
    throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
  }

  const session = await createSession(
    ctx.db,
    user.id,
    { idleMs: ctx.config.sessionIdleMs, absoluteMs: ctx.config.sessionAbsoluteMs },
    meta,
  );
  return {
    token: session.token,
    payload: { companyApiUrl: API_BASE, userId: user.id, isResetPassword: user.isResetPassword },
  };
}

export async function me(ctx: AuthContext, userId: number): Promise<MePayload> {
  const row = await repo.loadProfile(ctx.db, userId);
  if (!row) throw new HttpError(401, 'Please sign in to continue.');
  const u = row.user;
  const fullName =
    (row.memberFirst !== null ? `${row.memberFirst} ${row.memberLast ?? ''}` : null) ??
    row.guardianName ??
    (row.prospectFirst !== null ? `${row.prospectFirst} ${row.prospectLast ?? ''}` : null) ??
    u.userName;
  const memberNumber =
    row.memberNumber ?? row.familyNumber ?? (u.prospectId ? `P${u.prospectId}` : String(u.id));
  const hasMakeUpCredits =
    u.userType === USER_TYPE.guardian && u.guardianId !== null
      ? await repo.hasUnusedMakeupCredit(ctx.db, u.guardianId)
      : false;
  return {
    userId: u.id,
    memberNumber,
    fullName: fullName.trim(),
    userName: u.userName,
    email: u.email,
    userType: u.userType,
    role: u.role,
    hasMakeUpCredits,
    clubId: u.clubId,
    accountId: row.accountId,
    clubName: row.clubName,
    isResetPassword: u.isResetPassword,
    // The value on the member's digital card, the one the kiosk scans.
    barcode: row.memberBarcode ?? undefined,
  };
}

export async function register(ctx: AuthContext, input: RegisterBody, meta: { ip: string }): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (await isOverLimit(ctx.db, RULES.registerIp, meta.ip, ctx.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  if (await isOverLimit(ctx.db, RULES.registerAccount, email, ctx.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  // Hash before looking anything up so a match and a miss take the same time.
  const passwordHash = await hashPassword(input.password);
  const known = await repo.findRegistrableByEmail(ctx.db, email);
  const existing = await repo.findUsersByEmail(ctx.db, email);
  const takenClubs = new Set(existing.map((u) => u.clubId));
  const target =
    known.guardians.find((g) => !takenClubs.has(g.clubId)) !== undefined
      ? { kind: 'guardian' as const, row: known.guardians.find((g) => !takenClubs.has(g.clubId))! }
      : known.members.find((m) => !takenClubs.has(m.clubId)) !== undefined
        ? { kind: 'member' as const, row: known.members.find((m) => !takenClubs.has(m.clubId))! }
        : undefined;
  if (target) {
    await repo.insertUser(ctx.db, {
      clubId: target.row.clubId,
      email,
      userName: email,
      passwordHash,
      userType: target.kind === 'guardian' ? USER_TYPE.guardian : USER_TYPE.member,
      role: 'USER',
      guardianId: target.kind === 'guardian' ? target.row.id : null,
      memberId: target.kind === 'member' ? target.row.id : null,
    });
    const club = await repo.clubName(ctx.db, target.row.clubId);
    await enqueueEmail(ctx.db, {
      clubId: target.row.clubId,
      to: email,
      subject: `Welcome to ${club}`,
      text:
        `Your ${club} member portal login is ready.\n\n` +
        `Sign in at ${ctx.config.publicOrigin}/signin/1 with ${email} and the password you chose.\n\n` +
        `If you did not register, please contact the club.`,
    });
  }
  return NEUTRAL_EMAIL_MESSAGE;
}

export async function forgotPassword(ctx: AuthContext, emailInput: string, meta: { ip: string }): Promise<string> {
  const email = emailInput.trim().toLowerCase();
  if (await isOverLimit(ctx.db, RULES.forgotIp, meta.ip, ctx.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  if (await isOverLimit(ctx.db, RULES.forgotAccount, email, ctx.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  const matches = await repo.findUsersByEmail(ctx.db, email);
  for (const user of matches) {
    const token = randomToken(32);
    await repo.insertResetToken(ctx.db, user.id, sha256Hex(token), new Date(nowMs() + RESET_TOKEN_TTL_MS));
    const link = `${ctx.config.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueEmail(ctx.db, {
      clubId: user.clubId,
      to: user.email,
      subject: 'Reset your password',
      text:
        `We received a request to reset the password of your member portal login.\n\n` +
        `Open this link within one hour to choose a new password (it works once):\n${link}\n\n` +
        `If you did not ask for this, you can ignore this e-mail.`,
    });
  }
  return NEUTRAL_EMAIL_MESSAGE;
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
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await repo.consumeResetToken(tx, sha256Hex(input.token));
    if (owner === undefined) return undefined;
    await repo.setPassword(tx, owner, passwordHash);
    await revokeAllSessions(tx, owner);
    return owner;
  });
  if (userId === undefined) throw new HttpError(400, RESET_LINK_INVALID_MESSAGE);
  return 'Success';
}

export async function changePassword(ctx: AuthContext, userId: number, input: ChangePasswordBody): Promise<string> {
  if (!input.oldPassword) throw new HttpError(400, REQUIRED);
  const problem = checkNewPassword(input.newPassword, input.confirmPassword);
  if (problem) throw new HttpError(400, problem);
  const user = await repo.findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new HttpError(400, CURRENT_PASSWORD_INVALID_MESSAGE);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await repo.setPassword(tx, userId, passwordHash);
    await revokeAllSessions(tx, userId);
  });
  return 'Success';
}
