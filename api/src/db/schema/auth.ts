// Sign-in accounts, server-side sessions, DB-backed rate limits and password reset tokens.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubScoped, clubs } from './clubs';
import { createdAt, enumCheck, id, instant, singleUse, stampedNow } from './common';
import { members, optionalMemberRef, prospectRef } from './members';
import { guardians } from './swim';

/** The spec's user types: 5 guardian, 6 prospect; members are 1. */
export const USER_TYPE = { member: 1, guardian: 5, prospect: 6 } as const;
/** STAFF: the club's front desk (the club console's desk and kiosks), not a member of the portal. */
export const ROLES = ['ADMIN', 'STAFF', 'USER', 'GUEST'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    ...clubScoped(),
    /** Stored lower-cased; the unique index is on lower(email) per club anyway. */
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: integer('user_type').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('USER'),
    memberId: optionalMemberRef(),
    guardianId: integer('guardian_id').references(() => guardians.id),
    prospectId: prospectRef(),
    isResetPassword: boolean('is_reset_password').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    createdAt: createdAt(),
    passwordChangedAt: instant('password_changed_at'),
  },
  (t) => [
    enumCheck('users_role_check', 'role', ROLES),
    uniqueIndex('users_club_email_uq').on(t.clubId, sql`lower(${t.email})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** The login a row belongs to; the row goes with it. */
export const userRef = () => integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });

/** A row of one login's data: its own id and the login's. */
export const userScoped = () => ({ id: id(), userId: userRef() });

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 hex of the random cookie token: a DB leak does not yield usable cookies. */
    id: text('id').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    lastSeenAt: stampedNow('last_seen_at'),
    /** Absolute expiry; the idle timeout is checked against last_seen_at. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...userScoped(),
    tokenHash: text('token_hash').notNull().unique(),
    ...singleUse(),
  },
);

/**
 * A registration waiting for its e-mailed link. Every registration gets a row, also for e-mails
 * the club does not know (no target), so what sign-in answers afterwards reveals nothing; only a
 * row with a target sends a link. The password only works once the link and it are used together.
 */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: id(),
    /** Lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** sha256 hex of the e-mailed token. */
    tokenHash: text('token_hash').notNull().unique(),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    guardianId: integer('guardian_id').references(() => guardians.id, { onDelete: 'cascade' }),
    ...singleUse(),
  },
  (t) => [index('registration_requests_email_idx').on(t.email)],
);

/**
 * Consecutive failed sign-ins per e-mail (known or not), for the progressive delay: an attempt
 * is claimed before the password is checked, and refused until `retry_at`.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  /** Lower-cased e-mail. */
  subject: text('subject').primaryKey(),
  failures: integer('failures').notNull(),
  retryAt: instant('retry_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/**
 * Browsers that signed in to an account before (a `portal_device` cookie holds the token; only
 * its sha256 is stored). Their attempts run their own failure count, so an attacker's guesses
 * elsewhere never slow the owner's usual browser.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Lower-cased e-mail the browser signed in with. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_devices_email_idx').on(t.email)],
);
