// The kiosks module's functions that query the database, with the checks that run inside their
// queries and transactions; service.ts keeps the rules that need no SQL and re-exports these.
import {
  KIOSK_DEVICE_NOT_FOUND_MESSAGE,
  KIOSK_PAIRING_CODE_INVALID_MESSAGE,
  type KioskDevice,
  type KioskDeviceListItem,
  type KioskPairingCode,
} from '@portal/shared/contracts';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, kioskDevices, kioskPairingCodes } from '../../db/schema';
import { now, nowMs } from '../../lib/clock';
import { firstRow } from '../../lib/first-row';
import { HttpError } from '../../lib/http-error';
import { unusedAndUnexpired } from '../../lib/single-use';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { newPairingCode, normalisePairingCode } from './pairing-code';

/** Long enough to walk from the office to the kiosk, short enough that a leaked code is stale. */
export const PAIRING_CODE_TTL_MS = 10 * 60_000;

/** last_seen_at is for the device list, not auditing: a write every few minutes is enough. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export interface PairedDevice {
  id: number;
  clubId: number;
  accountId: string;
  clubName: string;
  name: string;
}

export async function issuePairingCode(db: Database, clubId: number, deviceName: string, userId: number | null): Promise<KioskPairingCode> {
  const code = newPairingCode();
  const expiresAt = new Date(nowMs() + PAIRING_CODE_TTL_MS);
  const name = deviceName.trim() || 'Kiosk';
  // Used and expired codes are worth nothing after a day; keep the table to the live ones.
  await db.delete(kioskPairingCodes).where(and(eq(kioskPairingCodes.clubId, clubId), lt(kioskPairingCodes.expiresAt, new Date(nowMs() - 86_400_000))));
  await db.insert(kioskPairingCodes).values({
    clubId,
    codeHash: sha256Hex(normalisePairingCode(code)),
    deviceName: name,
    createdByUserId: userId,
    expiresAt,
    createdAt: now(),
  });
  return { code, deviceName: name, expiresAt: expiresAt.toISOString() };
}

/** Uses the code (once) and answers the new device's token and what the kiosk shows about itself. */
export async function pairDevice(db: Database, typedCode: string): Promise<{ token: string; device: KioskDevice }> {
  const code = normalisePairingCode(typedCode);
  if (!code) throw new HttpError(400, KIOSK_PAIRING_CODE_INVALID_MESSAGE);
  const at = now();
  return db.transaction(async (tx) => {
    // The conditional update is the single use: of two kiosks racing with one code, one wins.
    const [used] = await tx
      .update(kioskPairingCodes)
      .set({ usedAt: at })
      .where(and(eq(kioskPairingCodes.codeHash, sha256Hex(code)), unusedAndUnexpired(kioskPairingCodes, at)))
      .returning();
    if (!used) throw new HttpError(400, KIOSK_PAIRING_CODE_INVALID_MESSAGE);
    const token = randomToken(32);
    await tx.insert(kioskDevices).values({
      clubId: used.clubId,
      name: used.deviceName,
      tokenHash: sha256Hex(token),
      pairedByUserId: used.createdByUserId,
      createdAt: at,
      lastSeenAt: at,
    });
    const club = firstRow(await tx.select({ accountId: clubs.accountId, name: clubs.name }).from(clubs).where(eq(clubs.id, used.clubId)), 'club of the kiosk');
    return { token, device: { deviceName: used.deviceName, accountId: club.accountId, clubName: club.name } };
  });
}

/** The paired, not revoked device holding this token, or null. */
export async function deviceForToken(db: Database, token: string): Promise<PairedDevice | null> {
  const [row] = await db
    .select({ id: kioskDevices.id, clubId: kioskDevices.clubId, name: kioskDevices.name, accountId: clubs.accountId, clubName: clubs.name })
    .from(kioskDevices)
    .innerJoin(clubs, eq(clubs.id, kioskDevices.clubId))
    .where(and(eq(kioskDevices.tokenHash, sha256Hex(token)), isNull(kioskDevices.revokedAt)))
    .limit(1);
  if (!row) return null;
  const at = now();
  await db
    .update(kioskDevices)
    .set({ lastSeenAt: at })
    .where(and(eq(kioskDevices.id, row.id), or(isNull(kioskDevices.lastSeenAt), lt(kioskDevices.lastSeenAt, new Date(at.getTime() - TOUCH_INTERVAL_MS)))));
  return row;
}

export async function listDevices(db: Database, clubId: number): Promise<KioskDeviceListItem[]> {
  const rows = await db
    .select()
    .from(kioskDevices)
    .where(and(eq(kioskDevices.clubId, clubId), isNull(kioskDevices.revokedAt)))
    .orderBy(desc(kioskDevices.createdAt), desc(kioskDevices.id));
  return rows.map((d) => ({
    id: d.id,
    deviceName: d.name,
    pairedAt: d.createdAt.toISOString(),
    lastSeenAt: d.lastSeenAt ? d.lastSeenAt.toISOString() : null,
  }));
}

/** Revokes one of the club's devices at once: its next request is 401. 404 when not the club's. */
export async function revokeDevice(db: Database, clubId: number, deviceId: number): Promise<void> {
  const [revoked] = await db
    .update(kioskDevices)
    .set({ revokedAt: now() })
    .where(and(eq(kioskDevices.id, deviceId), eq(kioskDevices.clubId, clubId), isNull(kioskDevices.revokedAt)))
    .returning({ id: kioskDevices.id });
  if (!revoked) throw new HttpError(404, KIOSK_DEVICE_NOT_FOUND_MESSAGE);
}
