// E-mails that carry a single-use link (a password reset, a sign-in link): each login gets its
// own token, only the token's hash is kept, and the link is the public origin's page with it.
import { NEUTRAL_EMAIL_MESSAGE } from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { TOO_MANY_REQUESTS } from '../../lib/messages';
import { isOverLimit, type RateLimitConfig, type RateRule } from '../../lib/rate-limit';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { enqueueEmail } from './service';

/** A login that gets a link: its id, club and address. */
export interface LinkRecipient {
  id: number;
  clubId: number;
  email: string;
}

export interface LinkMail {
  /** The page the link opens (`/reset-password`); the token goes in its `token` query parameter. */
  page: string;
  subject: string;
  /** The e-mail's text around the link. */
  text: (link: string) => string;
  /** Keeps the token's hash for the login (with its expiry). */
  keep: (userId: number, tokenHash: string) => Promise<void>;
}

/** Mails each login its own link. */
export async function mailLinks(db: Database, publicOrigin: string, logins: readonly LinkRecipient[], mail: LinkMail): Promise<void> {
  for (const login of logins) {
    const token = randomToken(32);
    await mail.keep(login.id, sha256Hex(token));
    const link = `${publicOrigin}${mail.page}?token=${encodeURIComponent(token)}`;
    await enqueueEmail(db, { clubId: login.clubId, to: login.email, subject: mail.subject, text: mail.text(link) });
  }
}

/** How often a link may be asked for: from one address (`ip`) and for one e-mail (`account`). */
export interface LinkRequestLimits {
  ip: RateRule;
  account: RateRule;
}

/**
 * Someone at `ip` asks for a link to `emailInput`: 429 past either limit, else every login of that
 * e-mail (`loginsOf`) is mailed its own link. The answer is the same whether any login exists.
 */
export async function mailLinksOnRequest(
  db: Database,
  config: RateLimitConfig & { publicOrigin: string },
  request: { emailInput: string; ip: string; limits: LinkRequestLimits },
  loginsOf: (email: string) => Promise<readonly LinkRecipient[]>,
  mail: LinkMail,
): Promise<string> {
  const email = request.emailInput.trim().toLowerCase();
  if (await isOverLimit(db, request.limits.ip, request.ip, config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  if (await isOverLimit(db, request.limits.account, email, config)) throw new HttpError(429, TOO_MANY_REQUESTS);
  await mailLinks(db, config.publicOrigin, await loginsOf(email), mail);
  return NEUTRAL_EMAIL_MESSAGE;
}
