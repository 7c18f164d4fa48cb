// Signed documents as versions: publishing a version (the next number of its kind, under a lock of
// the club's kind so two publications never take the same number), the versions a member must
// sign, signing the version in force (once: a unique index), and who signed what.
import type { DocumentVersion, DocumentVersionInput } from '@portal/shared/contracts';
import { DOCUMENT_BODY_REQUIRED, DOCUMENT_NOT_FOUND, DOCUMENT_NOT_IN_FORCE, DOCUMENT_TITLE_REQUIRED } from '@portal/shared/messages';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubDocuments, documentSignatures, members } from '../../db/schema';
import { FieldError, HttpError } from '../../lib/http-error';

type Row = typeof clubDocuments.$inferSelect;

const out = (r: Row, inForce: boolean, signedCount: number): DocumentVersion => ({
  id: r.id,
  kind: r.kind,
  version: r.version,
  title: r.title,
  body: r.body,
  resignRequired: r.resignRequired,
  publishedAt: r.publishedAt.toISOString(),
  inForce,
  signedCount,
});

/** Every version of the club's documents, newest first, each with how many signed it. */
export async function listVersions(db: Database, clubId: number): Promise<DocumentVersion[]> {
  const rows = await db
    .select({ d: clubDocuments, signed: count(documentSignatures.id) })
    .from(clubDocuments)
    .leftJoin(documentSignatures, eq(documentSignatures.documentId, clubDocuments.id))
    .where(eq(clubDocuments.clubId, clubId))
    .groupBy(clubDocuments.id)
    .orderBy(clubDocuments.kind, desc(clubDocuments.version));
  const highest = new Map<string, number>();
  for (const { d } of rows) highest.set(d.kind, Math.max(highest.get(d.kind) ?? 0, d.version));
  return rows.map(({ d, signed }) => out(d, highest.get(d.kind) === d.version, Number(signed)));
}

export async function publish(db: Database, clubId: number, userId: number, input: DocumentVersionInput): Promise<DocumentVersion> {
  if (!input.title.trim()) throw new FieldError('title', DOCUMENT_TITLE_REQUIRED);
  if (!input.body.trim()) throw new FieldError('body', DOCUMENT_BODY_REQUIRED);
  const row = await db.transaction(async (tx) => {
    // One publication of a club's kind at a time: the next number is read and taken under the lock.
    await tx.execute(sql`select pg_advisory_xact_lock(${clubId}, hashtext(${`documents:${input.kind}`}))`);
    const [last] = await tx.select({ v: max(clubDocuments.version) }).from(clubDocuments).where(and(eq(clubDocuments.clubId, clubId), eq(clubDocuments.kind, input.kind)));
    const [created] = await tx
      .insert(clubDocuments)
      .values({ clubId, kind: input.kind, version: (last?.v ?? 0) + 1, title: input.title.trim(), body: input.body, resignRequired: input.resignRequired, publishedBy: userId })
      .returning();
    return created!;
  });
  return out(row, true, 0);
}

/** The versions in force the member must sign: never signed that kind, or a new version that asks again. */
export async function pendingFor(db: Database, clubId: number, memberId: number): Promise<DocumentVersion[]> {
  const versions = await listVersions(db, clubId);
  const signed = await db
    .select({ kind: clubDocuments.kind, documentId: documentSignatures.documentId })
    .from(documentSignatures)
    .innerJoin(clubDocuments, eq(clubDocuments.id, documentSignatures.documentId))
    .where(and(eq(documentSignatures.memberId, memberId), eq(clubDocuments.clubId, clubId)));
  const signedIds = new Set(signed.map((s) => s.documentId));
  const signedKinds = new Set(signed.map((s) => s.kind));
  return versions.filter((v) => v.inForce && !signedIds.has(v.id) && (v.resignRequired || !signedKinds.has(v.kind)));
}

export async function sign(db: Database, clubId: number, memberId: number, documentId: number, signature: string): Promise<DocumentVersion> {
  const versions = await listVersions(db, clubId);
  const version = versions.find((v) => v.id === documentId);
  if (!version) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  if (!version.inForce) throw new FieldError('documentId', DOCUMENT_NOT_IN_FORCE, 409);
  const png = signature.startsWith('data:image/png;base64,') ? signature.slice('data:image/png;base64,'.length) : null;
  await db.insert(documentSignatures).values({ documentId, memberId, signaturePng: png }).onConflictDoNothing();
  return version;
}

/** Who signed one version of the club's documents. */
export async function signatures(db: Database, clubId: number, documentId: number) {
  const [doc] = await db.select().from(clubDocuments).where(and(eq(clubDocuments.id, documentId), eq(clubDocuments.clubId, clubId)));
  if (!doc) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  const rows = await db
    .select({ memberNumber: members.memberNumber, firstName: members.firstName, lastName: members.lastName, signedAt: documentSignatures.signedAt })
    .from(documentSignatures)
    .innerJoin(members, eq(members.id, documentSignatures.memberId))
    .where(eq(documentSignatures.documentId, documentId))
    .orderBy(desc(documentSignatures.signedAt));
  return rows.map((r) => ({ memberNumber: r.memberNumber, memberName: `${r.firstName} ${r.lastName}`, signedAt: r.signedAt.toISOString() }));
}
