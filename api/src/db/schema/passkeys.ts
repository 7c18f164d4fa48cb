// Passkeys (WebAuthn credentials), the challenges of their ceremonies and the e-mailed sign-in links.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users, userScoped } from './auth';
import { createdAt, enumCheck, id, instant, singleUse } from './common';

/**
 * One passkey of a login. The credential id is unique across every club: a key registered by a
 * member of one club can never stand for anyone else. `userHandle` is the WebAuthn user id the
 * authenticator stores with the key (random, the same for every passkey of a login), so a
 * discoverable sign-in names its login without an e-mail.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    ...userScoped(),
    /** base64url, as the browser reports it. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a new assertion must go past it (0 = the key keeps none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    userHandle: text('user_handle').notNull(),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    /** What the member sees in the list: the browser and device it was added on. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId), index('passkeys_user_handle_idx').on(t.userHandle)],
);

export const WEBAUTHN_PURPOSES = ['register', 'authenticate'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * A challenge handed to one browser for one ceremony: used once, a few minutes long, and bound to
 * whoever asked: a registration to the session (`binding` = the session id), a sign-in to the
 * browser (`binding` = sha256 of its `portal_webauthn` cookie). Another session's or browser's
 * answer to it is refused.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    /** base64url, as it comes back inside the client data. */
    challenge: text('challenge').notNull().unique(),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    binding: text('binding').notNull(),
    /** The login a registration is for; null for a sign-in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ...singleUse(),
  },
  (t) => [enumCheck('webauthn_challenges_purpose_check', 'purpose', WEBAUTHN_PURPOSES), index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A sign-in link e-mailed to a login: one use, short-lived, and only in the browser that asked
 * (`binding` = sha256 of its `portal_link` cookie), so a forwarded or intercepted link opens nothing.
 */
export const emailSignInLinks = pgTable(
  'email_sign_in_links',
  {
    ...userScoped(),
    tokenHash: text('token_hash').notNull().unique(),
    binding: text('binding').notNull(),
    ...singleUse(),
  },
  (t) => [index('email_sign_in_links_user_idx').on(t.userId)],
);
