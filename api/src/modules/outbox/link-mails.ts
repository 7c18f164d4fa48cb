// E-mails that carry a single-use link (a password reset, a sign-in link): each login gets its
// own token, only the token's hash is kept, and the link is the public origin's page with it.
import type { Database } from '../../db/client';
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
