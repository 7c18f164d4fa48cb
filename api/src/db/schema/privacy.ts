// A member's request to delete their account (modules/privacy): confirmed through an e-mailed
// one-time link, then a grace period in which they can change their mind, then the erasure job
// anonymises their personal data (financial records stay, anonymised).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clubScoped } from './clubs';
import { createdAt, instant } from './common';
import { optionalMemberRef } from './members';

export const accountDeletions = pgTable(
  'account_deletions',
  {
    ...clubScoped(),
    userId: integer('user_id').notNull().references(() => users.id),
    memberId: optionalMemberRef(),
    /** sha256 hex of the e-mailed confirmation token. */
    tokenHash: text('token_hash').notNull().unique(),
    tokenExpiresAt: instant('token_expires_at').notNull(),
    requestedAt: createdAt(),
    confirmedAt: instant('confirmed_at'),
    /** When the erasure runs (confirmation + the grace period). */
    eraseAt: instant('erase_at'),
    erasedAt: instant('erased_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [index('account_deletions_user_idx').on(t.userId)],
);
