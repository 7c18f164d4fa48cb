// Helpers shared by the prospect forms: find-or-create a prospect by e-mail, e-mail check, and
// signature normalisation (the signature pad sends a data: URL; we store bare base64 PNG).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prospects } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { readSignature } from '../images';
import { EMAIL } from '@portal/shared/messages';
import type { Transaction } from '../payments';
import { EMAIL_PATTERN } from '@portal/shared/validators';
import { firstRow } from '../../lib/first-row';

export const SIGNATURE_REQUIRED = 'Please sign before continuing.';
export const GUARANTOR_REQUIRED = 'A parent or guarantor must sign for anyone under 18.';

export function normalEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, EMAIL);
  return email;
}

/**
 * Bare base64 PNG of a signature (re-encoded, see readSignature): 400 with `message` when it is
 * missing, 400 saying it cannot be read when it is not a PNG within the limits.
 */
export async function signaturePng(raw: string | undefined | null, message = SIGNATURE_REQUIRED): Promise<string> {
  const value = (raw ?? '').trim();
  if (!value || value === 'data:image/png;base64,') throw new HttpError(400, message);
  return readSignature(value);
}

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function ageOn(dateOfBirth: string, day: string): number {
  // A missing part is NaN, as Number(undefined) was before the index check.
  const [by = NaN, bm = NaN, bd = NaN] = dateOfBirth.split('-').map(Number);
  const [ty = NaN, tm = NaN, td = NaN] = day.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

interface ProspectInput {
  clubId: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string | null;
  dateOfBirth?: string | null;
  source: string;
}

/** The club's prospect with this e-mail (reused), or a new one. */
export async function findOrCreateProspect(db: Database | Transaction, input: ProspectInput): Promise<number> {
  const [existing] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.clubId, input.clubId), eq(sql`lower(${prospects.email})`, input.email)))
    .orderBy(prospects.id)
    .limit(1);
  if (existing) return existing.id;
  const row = firstRow(await db
    .insert(prospects)
    .values({
      clubId: input.clubId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      mobile: input.mobile?.trim() || null,
      dateOfBirth: input.dateOfBirth ?? null,
      source: input.source,
    })
    .returning({ id: prospects.id }), 'inserted prospect');
  return row.id;
}
