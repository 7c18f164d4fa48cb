// The club console's audit log (club_audit_log): who changed what the club sells or who runs it,
// when, and only the values that changed (before and after). Every console write records here.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { clubAuditLog } from '../db/schema';
import type { ClubAuditArea } from '../db/schema/club-console';
import { now } from './clock';

/** The ADMIN making a change: their club and their login. */
export interface ConsoleActor {
  clubId: number;
  /** null: the demo seed, which builds its clubs through the same services. */
  userId: number | null;
}

/** The signed-in ADMIN of a console route (the access policy has let only them through). */
export function consoleActor(request: FastifyRequest): ConsoleActor {
  return { clubId: request.user!.clubId, userId: request.user!.userId };
}

/** Only the keys whose value differs, as { before, after } maps. */
export function changedValues(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length + Object.keys(b).length > 0 };
}

/** A picture in the log is its size, not its bytes. */
export function withoutPictures<T extends Record<string, unknown>>(row: T, fields: readonly string[] = ['photo', 'image']): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const f of fields) if (typeof out[f] === 'string' && out[f]) out[f] = `${(out[f] as string).length} characters`;
  return out;
}

/** Writes one audit row when something changed; `null` before is a creation, `null` after a removal. */
export async function auditChange(
  db: Database,
  actor: ConsoleActor,
  area: ClubAuditArea,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  const d = changedValues(before ? withoutPictures(before) : {}, after ? withoutPictures(after) : {});
  if (!d.changed) return;
  await db.insert(clubAuditLog).values({ clubId: actor.clubId, userId: actor.userId, area, before: d.before, after: d.after, createdAt: now() });
}

/** One audit row as the caller shaped it: its own before and after, at its own instant. */
export interface AuditEntry {
  clubId: number;
  userId: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date;
}

/** Writes `entry` as it is, under `area`. */
export async function writeAudit(db: Database, area: ClubAuditArea, entry: AuditEntry): Promise<void> {
  await db.insert(clubAuditLog).values({ clubId: entry.clubId, userId: entry.userId, area, before: entry.before, after: entry.after, createdAt: entry.at });
}
