// Features, live: an ADMIN switches the club's remotes and flags. The session lookup reads them
// on every request, so the API refuses a switched-off feature at once, and GET /portal/remotes'
// ETag changes, so the shell's next navigation shows it. Every change is in the audit log.
import { desc, eq } from 'drizzle-orm';
import { SWITCHABLE_REMOTES, type ClubAuditEntry, type ClubFeatures, type ClubFeaturesChange } from '@portal/shared/contracts';
import { changingSessions } from '../../lib/session-cache';
import type { Database } from '../../db/client';
import { clubAuditLog, clubs, users } from '../../db/schema';
import type { ClubFlags, RemoteName } from '../../db/schema/clubs';
import { now } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { normaliseFlags } from '../club';

export const AUDIT_PAGE = 100;

function featuresOf(row: { enabledRemotes: RemoteName[]; flags: ClubFlags }): ClubFeatures {
  const enabled = new Set(row.enabledRemotes);
  return { enabledRemotes: SWITCHABLE_REMOTES.filter((r) => enabled.has(r)), flags: normaliseFlags(row.flags as unknown as Record<string, unknown>) };
}

export async function getFeatures(db: Database, clubId: number): Promise<ClubFeatures> {
  const [row] = await db.select({ enabledRemotes: clubs.enabledRemotes, flags: clubs.flags }).from(clubs).where(eq(clubs.id, clubId));
  if (!row) throw new HttpError(404, 'Club not found.');
  return featuresOf(row);
}

/** Only the keys whose value differs, as { before, after } maps for the audit log. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

const remoteMap = (list: readonly string[]) => Object.fromEntries(SWITCHABLE_REMOTES.map((r) => [`remote:${r}`, list.includes(r)]));

export async function changeFeatures(db: Database, clubId: number, userId: number, change: ClubFeaturesChange): Promise<ClubFeatures> {
  // Sessions carry their club's flags and remotes (the access policy reads them there).
  return changingSessions(db, async (tx) => {
    // The row lock orders two ADMINs' changes, so each audit row's "before" is what it replaced.
    const [row] = await tx
      .select({ enabledRemotes: clubs.enabledRemotes, flags: clubs.flags })
      .from(clubs)
      .where(eq(clubs.id, clubId))
      .for('update');
    if (!row) throw new HttpError(404, 'Club not found.');
    const current = featuresOf(row);
    const flags: ClubFlags = { ...current.flags, ...(change.flags ?? {}) };
    const enabledRemotes = change.enabledRemotes ? SWITCHABLE_REMOTES.filter((r) => change.enabledRemotes!.includes(r)) : current.enabledRemotes;
    const d = diff(
      { ...remoteMap(current.enabledRemotes), ...current.flags },
      { ...remoteMap(enabledRemotes), ...flags },
    );
    if (!d.changed) return current;
    await tx.update(clubs).set({ flags, enabledRemotes: [...enabledRemotes] }).where(eq(clubs.id, clubId));
    await tx.insert(clubAuditLog).values({ clubId, userId, area: 'features', before: d.before, after: d.after, createdAt: now() });
    return { enabledRemotes, flags };
  });
}

export async function recordAudit(
  db: Database,
  clubId: number,
  userId: number,
  area: 'features' | 'branding',
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<boolean> {
  const d = diff(before, after);
  if (d.changed) await db.insert(clubAuditLog).values({ clubId, userId, area, before: d.before, after: d.after, createdAt: now() });
  return d.changed;
}

export async function auditLog(db: Database, clubId: number): Promise<ClubAuditEntry[]> {
  const rows = await db
    .select({ id: clubAuditLog.id, area: clubAuditLog.area, who: users.email, at: clubAuditLog.createdAt, before: clubAuditLog.before, after: clubAuditLog.after })
    .from(clubAuditLog)
    .leftJoin(users, eq(users.id, clubAuditLog.userId))
    .where(eq(clubAuditLog.clubId, clubId))
    .orderBy(desc(clubAuditLog.createdAt), desc(clubAuditLog.id))
    .limit(AUDIT_PAGE);
  return rows.map((r) => ({ ...r, who: r.who ?? '', at: r.at.toISOString() }));
}
