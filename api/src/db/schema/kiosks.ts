// Paired kiosk devices and the one-time codes that pair them. Only sha256 hashes of the code and
// of the device token are stored, so a database leak pairs nothing and impersonates no kiosk.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clubScoped } from './clubs';
import { createdAt, instant } from './common';

export const kioskPairingCodes = pgTable(
  'kiosk_pairing_codes',
  {
    ...clubScoped(),
    codeHash: text('code_hash').notNull(),
    deviceName: text('device_name').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kiosk_pairing_codes_hash_uq').on(t.codeHash)],
);

export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    ...clubScoped(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    pairedByUserId: integer('paired_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('kiosk_devices_token_hash_uq').on(t.tokenHash), index('kiosk_devices_club_idx').on(t.clubId)],
);
