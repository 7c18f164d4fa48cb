// Passkeys: adding one from the profile, signing in with one, listing and removing them, and the
// club's rule that its staff sign in with one. Challenges live in the database (any instance may
// answer the second call), are bound to the session or browser that asked, and work once.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  PASSKEY_ALREADY_ADDED_MESSAGE,
  PASSKEY_CHALLENGE_INVALID_MESSAGE,
  PASSKEY_NOT_ADDED_MESSAGE,
  PASSKEY_NOT_FOUND_MESSAGE,
  PASSKEY_SIGN_IN_FAILED_MESSAGE,
  TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE,
  type AddPasskeyBody,
  type LoginPayload,
  type Passkey,
  type PasskeySignInBody,
  type StaffPasskeyPolicy,
} from '@portal/shared/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { auditChange, type ConsoleActor } from '../../lib/club-audit';
import { nowMs } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { TOO_MANY_REQUESTS } from '../../lib/messages';
import { hitRateLimit, isOverLimit, reachedLimit, RULES, secondsLeftInWindow } from '../../lib/rate-limit';
import { createSession } from '../../lib/sessions';
import { describeUserAgent } from '../../lib/user-agent';
import * as repo from './repo';
import { challengeOf, relyingParty, userHandleOf } from './relying-party';

export { hasPasskey, staffPasskeysRequired } from './repo';

/** Long enough to find the phone and touch it; the browser's own prompt times out with it. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const API_BASE = '/api/v1';

export interface PasskeyContext {
  db: Database;
  config: AppConfig;
}

/** The signed-in user asking: their login and the session the registration is bound to. */
export interface PasskeyOwner {
  userId: number;
  sessionId: string;
}

function toPasskey(row: repo.PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    synced: row.deviceType === 'multiDevice',
  };
}

export async function listPasskeys(ctx: PasskeyContext, userId: number): Promise<Passkey[]> {
  return (await repo.passkeysOf(ctx.db, userId)).map(toPasskey);
}

/** Options for navigator.credentials.create: a discoverable key with user verification, none of the login's own again. */
export async function registrationOptions(ctx: PasskeyContext, owner: PasskeyOwner) {
  const user = await repo.signInUser(ctx.db, owner.userId);
  if (!user) throw new HttpError(401, PASSKEY_NOT_ADDED_MESSAGE);
  const rp = relyingParty(ctx.config.publicOrigin);
  const existing = await repo.passkeysOf(ctx.db, owner.userId);
  const options = await generateRegistrationOptions({
    rpName: user.clubName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.userName,
    userID: Buffer.from(userHandleOf(owner.userId), 'base64url'),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await repo.insertChallenge(ctx.db, {
    challenge: options.challenge,
    purpose: 'register',
    binding: owner.sessionId,
    userId: owner.userId,
    expiresAt: new Date(nowMs() + CHALLENGE_TTL_MS),
  });
  return options;
}

/** Verifies the new credential against a challenge this session asked for, and keeps it. */
export async function addPasskey(ctx: PasskeyContext, owner: PasskeyOwner, body: AddPasskeyBody, userAgent: string | undefined): Promise<Passkey> {
  const response = body.response as RegistrationResponseJSON;
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await repo.consumeChallenge(ctx.db, { challenge, purpose: 'register', binding: owner.sessionId, userId: owner.userId }))) {
    throw new HttpError(400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
  }
  const rp = relyingParty(ctx.config.publicOrigin);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch {
    throw new HttpError(400, PASSKEY_NOT_ADDED_MESSAGE);
  }
  if (!verified.verified || !verified.registrationInfo) throw new HttpError(400, PASSKEY_NOT_ADDED_MESSAGE);
  const info = verified.registrationInfo;
  const { browser, device } = describeUserAgent(userAgent);
  const added = await repo.insertPasskey(ctx.db, {
    userId: owner.userId,
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    userHandle: userHandleOf(owner.userId),
    transports: info.credential.transports ?? response.response.transports ?? [],
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    name: `${browser} on ${device}`,
  });
  // A credential someone already has (this login or another, in any club) is never taken over.
  if (!added) throw new HttpError(409, PASSKEY_ALREADY_ADDED_MESSAGE);
  const row = await repo.findByCredentialId(ctx.db, info.credential.id);
  return toPasskey(row!);
}

export async function removePasskey(ctx: PasskeyContext, userId: number, id: number): Promise<string> {
  if (!(await repo.deletePasskey(ctx.db, userId, id))) throw new HttpError(404, PASSKEY_NOT_FOUND_MESSAGE);
  return 'Success';
}

/** Options for navigator.credentials.get: no e-mail needed, the browser offers the site's passkeys. */
export async function signInOptions(ctx: PasskeyContext, browserBinding: string, meta: { ip: string }) {
  // Each answer stores a challenge row: bounded per address like the other public writes.
  if (await isOverLimit(ctx.db, RULES.passkeyOptionsIp, meta.ip, ctx.config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  const rp = relyingParty(ctx.config.publicOrigin);
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
  await repo.insertChallenge(ctx.db, {
    challenge: options.challenge,
    purpose: 'authenticate',
    binding: browserBinding,
    userId: null,
    expiresAt: new Date(nowMs() + CHALLENGE_TTL_MS),
  });
  return options;
}

export interface PasskeySignedIn {
  token: string;
  payload: LoginPayload;
}

/**
 * A sign-in: the challenge this browser was handed (once), a passkey the portal knows whose
 * login is the one the authenticator names, a valid signature by its key, and a counter past
 * the last one. Every refusal counts against the address like a wrong password.
 */
export async function signInWithPasskey(
  ctx: PasskeyContext,
  browserBinding: string,
  body: PasskeySignInBody,
  meta: { ip: string; userAgent?: string },
): Promise<PasskeySignedIn> {
  if (await reachedLimit(ctx.db, RULES.loginIpFailures, meta.ip, ctx.config)) {
    throw new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, secondsLeftInWindow(RULES.loginIpFailures));
  }
  const refuse = async (status: number, message: string): Promise<never> => {
    await hitRateLimit(ctx.db, RULES.loginIpFailures, meta.ip);
    throw new HttpError(status, message);
  };
  const response = body.response as AuthenticationResponseJSON;
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await repo.consumeChallenge(ctx.db, { challenge, purpose: 'authenticate', binding: browserBinding, userId: null }))) {
    return refuse(400, PASSKEY_CHALLENGE_INVALID_MESSAGE);
  }
  const passkey = await repo.findByCredentialId(ctx.db, response.id);
  if (!passkey) return refuse(401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
  // The authenticator names the login it made the key for: it must be this key's login.
  if (response.response.userHandle !== undefined && response.response.userHandle !== passkey.userHandle) {
    return refuse(401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
  }
  const rp = relyingParty(ctx.config.publicOrigin);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
    if (!verified.verified) return await refuse(401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return refuse(401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
  }
  // A counter behind the stored one is a cloned key (or the same assertion twice): refused.
  if (!(await repo.advanceCounter(ctx.db, passkey.id, passkey.counter, newCounter))) return refuse(401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
  const user = await repo.signInUser(ctx.db, passkey.userId);
  if (!user) return refuse(401, PASSKEY_SIGN_IN_FAILED_MESSAGE);
  const session = await createSession(
    ctx.db,
    user.id,
    { idleMs: ctx.config.sessionIdleMs, absoluteMs: ctx.config.sessionAbsoluteMs },
    meta,
  );
  return { token: session.token, payload: { companyApiUrl: API_BASE, userId: user.id, isResetPassword: user.isResetPassword } };
}

export async function staffPasskeyPolicy(ctx: PasskeyContext, clubId: number): Promise<StaffPasskeyPolicy> {
  return { staffPasskeysRequired: await repo.staffPasskeysRequired(ctx.db, clubId) };
}

export async function setStaffPasskeyPolicy(ctx: PasskeyContext, actor: ConsoleActor, policy: StaffPasskeyPolicy): Promise<StaffPasskeyPolicy> {
  const before = await staffPasskeyPolicy(ctx, actor.clubId);
  await repo.setStaffPasskeysRequired(ctx.db, actor.clubId, policy.staffPasskeysRequired);
  await auditChange(ctx.db, actor, 'staff', before, policy);
  return policy;
}
