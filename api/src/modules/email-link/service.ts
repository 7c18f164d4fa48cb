// Sign-in by e-mailed link: the fallback for a member who has neither a password they remember
// nor a passkey. One use, 15 minutes, and only in the browser that asked (its `portal_link`
// cookie), so a forwarded, scanned or intercepted link signs nobody in. Members and guardians
// only: staff sign in with their password or passkey. The answer never says whether the e-mail is known.
import { EMAIL_LINK_INVALID_MESSAGE, type LoginPayload } from '@portal/shared/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { nowMs } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { RULES } from '../../lib/rate-limit';
import { createSession } from '../../lib/sessions';
import { sha256Hex } from '../../lib/tokens';
import { mailLinksOnRequest } from '../outbox';
import * as repo from './repo';

const LINK_TTL_MS = 15 * 60_000;

export interface EmailLinkContext {
  db: Database;
  config: AppConfig;
}

export async function requestLink(ctx: EmailLinkContext, emailInput: string, browserBinding: string, meta: { ip: string }): Promise<string> {
  const limits = { ip: RULES.emailLinkIp, account: RULES.emailLinkAccount };
  return mailLinksOnRequest(ctx.db, ctx.config, { emailInput, ip: meta.ip, limits }, (email) => repo.memberLoginsByEmail(ctx.db, email), {
    page: '/signin-link',
    subject: 'Your sign-in link',
    text: (link) =>
      `Open this link within 15 minutes to sign in to your member portal (it works once, in the browser where you asked for it):\n${link}\n\n` +
      `If you did not ask for it, ignore this e-mail: nobody can use it from another browser.`,
    keep: (userId, tokenHash) => repo.insertLink(ctx.db, { userId, tokenHash, binding: browserBinding, expiresAt: new Date(nowMs() + LINK_TTL_MS) }),
  });
}

export async function signInWithLink(
  ctx: EmailLinkContext,
  token: string,
  browserBinding: string,
  meta: { ip: string; userAgent?: string },
): Promise<{ token: string; payload: LoginPayload }> {
  const user = browserBinding ? await repo.consumeLink(ctx.db, sha256Hex(token), browserBinding) : undefined;
  if (!user) throw new HttpError(400, EMAIL_LINK_INVALID_MESSAGE);
  const session = await createSession(ctx.db, user.id, { idleMs: ctx.config.sessionIdleMs, absoluteMs: ctx.config.sessionAbsoluteMs }, meta);
  return { token: session.token, payload: { companyApiUrl: '/api/v1', userId: user.id, isResetPassword: user.isResetPassword } };
}
