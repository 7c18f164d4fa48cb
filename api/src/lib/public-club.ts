// Public pages name their club by account id (or lookup code) in the query string; every public
// call resolves it here, so an unknown club is one 404 everywhere.
import { eq, or } from 'drizzle-orm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { PublicClub } from '@portal/shared/contracts';
import type { Database } from '../db/client';
import { type ClubRow, clubs } from '../db/schema';
import { HttpError } from './http-error';
import { nowMs } from './clock';
import { ttlCache } from './per-database';

dayjs.extend(utc);
dayjs.extend(timezone);

export const CLUB_NOT_FOUND = 'Club not found.';

export type { ClubRow };

export async function requireClub(db: Database, accountIdOrCode: string): Promise<ClubRow> {
  const key = accountIdOrCode.trim();
  const [row] = await db
    .select()
    .from(clubs)
    .where(or(eq(clubs.accountId, key), eq(clubs.code, key.toLowerCase())))
    .limit(1);
  if (!row) throw new HttpError(404, CLUB_NOT_FOUND);
  return row;
}

// Public pages ask for their club on every hit (the timetable above all): a per-instance copy per
// key, as fresh as club-time.ts findClubCached (club settings change rarely).
const CLUB_TTL_MS = 10_000;
const MAX_KEYS = 1_000;
const clubsByKey = ttlCache<string, ClubRow>(CLUB_TTL_MS, MAX_KEYS);

/** requireClub through a short per-instance cache; unknown clubs are never cached (always 404). */
export async function requireClubCached(db: Database, accountIdOrCode: string, now = nowMs()): Promise<ClubRow> {
  return clubsByKey(db, accountIdOrCode, () => requireClub(db, accountIdOrCode), now);
}

export function toPublicClub(club: ClubRow): PublicClub {
  return {
    accountId: club.accountId,
    clubName: club.name,
    email: club.email ?? '',
    phone: club.phone ?? '',
    timeZone: club.timeZone,
    preActivityQuestionnaire: Boolean(club.flags.preActivityQuestionnaire),
    signatureEnabled: Boolean(club.flags.signatureEnabled),
    pciVaultEnabled: Boolean(club.flags.pciVaultEnabled),
  };
}

/** Club-local 'DD/MM/YYYY h:mm A' of an instant, for receipts. */
export function receiptTime(club: Pick<ClubRow, 'timeZone'>, at: Date): string {
  return dayjs(at).tz(club.timeZone).format('DD/MM/YYYY h:mm A');
}

/** 'Alex M.': kiosk answers identify a member to the desk without listing full names. */
export function shortName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName.slice(0, 1).toUpperCase()}.`;
}
