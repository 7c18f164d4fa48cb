// Sign-in and registration (the password flows are password-flows.ts). Answers never reveal whether an e-mail is known.
import {
  CONFIRM_LINK_INVALID_MESSAGE,
  CONFIRM_PASSWORD_WRONG_MESSAGE,
  EMAIL_NOT_CONFIRMED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  NEUTRAL_EMAIL_MESSAGE,
  STAFF_PASSKEY_REQUIRED_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  type ConfirmRegistrationBody,
  type LoginPayload,
  type MePayload,
  type RegisterBody,
} from '@portal/shared/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { USER_TYPE } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { TOO_MANY_REQUESTS } from '../../lib/messages';
import { endCredentialsAfterPasswordChange } from '../../lib/password-change';
import { changingSessions } from '../../lib/sessions.cached';
import { hitRateLimit, isOverLimit, reachedLimit, RULES, secondsLeftInWindow } from '../../lib/rate-limit';
import { createSession, memberNumberOf } from '../../lib/sessions';
import { rememberDevice, throttleSubject } from '../../lib/sign-in-devices';
import { claimSignInAttempt, clearSignInFailures } from '../../lib/sign-in-throttle';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { enqueueEmail } from '../outbox';
import { hasPasskey, staffPasskeysRequired } from '../passkeys';
import * as repo from './repo';
import { nowMs } from '../../lib/clock';

export const API_BASE = '/api/v1';
const REGISTRATION_LINK_TTL_MS = 24 * 60 * 60_000;

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

interface SignedIn {
  payload: LoginPayload;
  token: string;
  /** A new device cookie for this browser, when it was not known for this account yet. */
  deviceToken?: string;
}

async function startSession(
  ctx: AuthContext,
  user: { id: number; isResetPassword: boolean },
  meta: { ip: string; userAgent?: string },
): Promise<SignedIn> {
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

/**
 * Throttling never counts a success. Per address: failures only, generous enough for a club's
 * Wi-Fi. Per account: a progressive delay with a ceiling (lib/sign-in-throttle.ts), never a lock,
 * counted apart for a browser that signed in to the account before (lib/sign-in-devices.ts).
 */
export async function login(
  ctx: AuthContext,
  input: { userName: string; password: string },
  meta: { ip: string; userAgent?: string; deviceToken?: string },
): Promise<SignedIn> {
  const email = input.userName.trim().toLowerCase();
  if (await reachedLimit(ctx.db, RULES.loginIpFailures, meta.ip, ctx.config)) {
    throw new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, secondsLeftInWindow(RULES.loginIpFailures));
  }
  const { subject, knownDevice } = await throttleSubject(ctx.db, email, meta.deviceToken);
  const claim = await claimSignInAttempt(ctx.db, subject);
  if (!claim.allowed) throw new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, claim.retryAfterSeconds);

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
    // The password of a registration still waiting for its link: say so (any e-mail can have one,
    // so this tells nothing about membership). It stays a claimed attempt: knowing a pending
    // password must not reset the run of failures.
    for (const pending of await repo.openRegistrationRequests(ctx.db, email)) {
      if (await verifyPassword(pending.passwordHash, input.password)) throw new HttpError(403, EMAIL_NOT_CONFIRMED_MESSAGE);
    }
    await hitRateLimit(ctx.db, RULES.loginIpFailures, meta.ip);
    throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
  }
  // The club asks its staff for a passkey: once they have one, the password alone opens nothing.
  if ((user.role === 'ADMIN' || user.role === 'STAFF') && (await staffPasskeysRequired(ctx.db, user.clubId)) && (await hasPasskey(ctx.db, user.id))) {
    throw new HttpError(403, STAFF_PASSKEY_REQUIRED_MESSAGE);
  }
  await clearSignInFailures(ctx.db, subject);
  const signedIn = await startSession(ctx, user, meta);
  return knownDevice ? signedIn : { ...signedIn, deviceToken: await rememberDevice(ctx.db, email) };
}

export async function me(ctx: AuthContext, userId: number): Promise<MePayload> {
  const row = await repo.loadProfile(ctx.db, userId);
  if (!row) throw new HttpError(401, 'Please sign in to continue.');
  const fullName =
    (row.memberFirst !== null ? `${row.memberFirst} ${row.memberLast ?? ''}` : null) ??
    row.guardianName ??
    (row.prospectFirst !== null ? `${row.prospectFirst} ${row.prospectLast ?? ''}` : null) ??
    row.userName;
  const memberNumber = memberNumberOf({ memberNumber: row.memberNumber, familyNumber: row.familyNumber, prospectId: row.prospectId, userId: row.id });
  const hasMakeUpCredits =
    row.userType === USER_TYPE.guardian && row.guardianId !== null
      ? await repo.hasUnusedMakeupCredit(ctx.db, row.guardianId)
      : false;
  return {
    userId: row.id,
    memberNumber,
    fullName: fullName.trim(),
    userName: row.userName,
    email: row.email,
    userType: row.userType,
    role: row.role,
    hasMakeUpCredits,
    isHouseholdPayer: row.isHouseholdPayer === true,
    clubId: row.clubId,
    accountId: row.accountId,
    clubName: row.clubName,
    isResetPassword: row.isResetPassword,
    // The value on the member's digital card, the one the kiosk scans.
    barcode: row.memberBarcode ?? undefined,
  };
}

/**
 * Self-registration of a member or guardian the club knows by e-mail. Nothing works until the
 * e-mailed link is used with the same password (confirmRegistration): knowing a member's e-mail
 * is not enough to take their account. Every e-mail gets the same answer and a pending row.
 */
export async function register(ctx: AuthContext, input: RegisterBody, meta: { ip: string }): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (await isOverLimit(ctx.db, RULES.registerIp, meta.ip, ctx.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  if (await isOverLimit(ctx.db, RULES.registerAccount, email, ctx.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  // Hash before looking anything up so a match and a miss take the same time.
  const passwordHash = await hashPassword(input.password);
  const known = await repo.findRegistrableByEmail(ctx.db, email);
  const existing = await repo.findUsersByEmail(ctx.db, email);
  const takenClubs = new Set(existing.map((u) => u.clubId));
  const guardian = known.guardians.find((g) => !takenClubs.has(g.clubId));
  const member = guardian ? undefined : known.members.find((m) => !takenClubs.has(m.clubId));
  const target = guardian ?? member;

  const token = randomToken(32);
  await repo.insertRegistrationRequest(ctx.db, {
    email,
    passwordHash,
    tokenHash: sha256Hex(token),
    clubId: target?.clubId ?? null,
    memberId: member?.id ?? null,
    guardianId: guardian?.id ?? null,
    expiresAt: new Date(nowMs() + REGISTRATION_LINK_TTL_MS),
  });

  if (target) {
    const club = await repo.clubName(ctx.db, target.clubId);
    const link = `${ctx.config.publicOrigin}/verify-email?token=${encodeURIComponent(token)}`;
    await enqueueEmail(ctx.db, {
      clubId: target.clubId,
      to: email,
      subject: `Confirm your email for ${club}`,
      text:
        `Someone, hopefully you, asked for a ${club} member portal login for this email address.\n\n` +
        `To finish, open this link within 24 hours and enter the password you chose:\n${link}\n\n` +
        `If you did not register, ignore this email: no login is created without this link.`,
    });
  } else if (existing.length > 0) {
    const first = existing[0]!;
    await enqueueEmail(ctx.db, {
      clubId: first.clubId,
      to: first.email,
      subject: 'You already have a member portal login',
      text:
        `Someone asked to register this email address, which already has a member portal login.\n\n` +
        `Nothing was changed. If you forgot your password, use Forgot Password at ${ctx.config.publicOrigin}/signin/1.`,
    });
  }
  return NEUTRAL_EMAIL_MESSAGE;
}

/**
 * The page the registration link opens: the link's token plus the password chosen when
 * registering create the login and sign in. Both are needed, so a mail scanner following the
 * link, or the owner clicking a stranger's link, activates nothing.
 */
export async function confirmRegistration(
  ctx: AuthContext,
  input: ConfirmRegistrationBody,
  meta: { ip: string; userAgent?: string },
): Promise<SignedIn> {
  if (await isOverLimit(ctx.db, RULES.verifyIp, meta.ip, ctx.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  const tokenHash = sha256Hex(input.token);
  const request = await repo.findConfirmableRequest(ctx.db, tokenHash);
  if (!request) throw new HttpError(400, CONFIRM_LINK_INVALID_MESSAGE);
  if (await isOverLimit(ctx.db, RULES.verifyToken, tokenHash, ctx.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  if (!(await verifyPassword(request.passwordHash, input.password))) throw new HttpError(400, CONFIRM_PASSWORD_WRONG_MESSAGE);

  const user = await changingSessions(ctx.db, async (tx) => {
    const target = { clubId: request.clubId!, email: request.email, memberId: request.memberId, guardianId: request.guardianId };
    if (!(await repo.consumeRegistrationRequest(tx, request))) return undefined;
    if (await repo.loginExistsFor(tx, target)) return undefined;
    const created = await repo.insertUser(tx, {
      clubId: target.clubId,
      email: request.email,
      userName: request.email,
      passwordHash: request.passwordHash,
      userType: request.guardianId !== null ? USER_TYPE.guardian : USER_TYPE.member,
      role: 'USER',
      guardianId: request.guardianId,
      memberId: request.memberId,
      passwordChangedAt: new Date(nowMs()),
    });
    await endCredentialsAfterPasswordChange(tx, created.id);
    return created;
  });
  if (!user) throw new HttpError(400, CONFIRM_LINK_INVALID_MESSAGE);
  await clearSignInFailures(ctx.db, request.email);
  const signedIn = await startSession(ctx, user, meta);
  return { ...signedIn, deviceToken: await rememberDevice(ctx.db, request.email) };
}
