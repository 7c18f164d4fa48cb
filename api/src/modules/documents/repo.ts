// Signed documents as versions: publishing a version (the next number of its kind, under a lock of
// the club's kind so two publications never take the same number), the versions a person (a member
// or a swim student) has signed, recording a signature (once: a unique index), and who signed what
// for whom.
import type { DocumentVersion, DocumentVersionInput } from '@portal/shared/contracts';
import { DOCUMENT_BODY_REQUIRED, DOCUMENT_NOT_FOUND, DOCUMENT_TITLE_REQUIRED } from '@portal/shared/messages';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubDocuments, documentSignatures, guardians, members, students, users } from '../../db/schema';
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

/** Whom a signature binds: a member, or a swim student. */
export type SignedFor = { memberId: number } | { studentId: number };

const boundTo = (person: SignedFor) =>
  'memberId' in person ? eq(documentSignatures.memberId, person.memberId) : eq(documentSignatures.studentId, person.studentId);

/** The versions of the club's documents this person has signed (their ids and kinds). */
export async function signedBy(db: Database, clubId: number, person: SignedFor) {
  return db
    .select({ kind: clubDocuments.kind, documentId: documentSignatures.documentId })
    .from(documentSignatures)
    .innerJoin(clubDocuments, eq(clubDocuments.id, documentSignatures.documentId))
    .where(and(boundTo(person), eq(clubDocuments.clubId, clubId)));
}

/** Records a signature of a version for a person, by a login (once: signing again changes nothing). */
export async function insertSignature(db: Database, documentId: number, person: SignedFor, signedByUserId: number, signature: string): Promise<void> {
  const png = signature.startsWith('data:image/png;base64,') ? signature.slice('data:image/png;base64,'.length) : null;
  await db.insert(documentSignatures).values({ documentId, ...person, signedByUserId, signaturePng: png }).onConflictDoNothing();
}

const signerMember = alias(members, 'signer_member');

/** Who signed one version of the club's documents, for whom (a member or a swim student), and who signed on their behalf. */
export async function signatures(db: Database, clubId: number, documentId: number) {
  const [doc] = await db.select().from(clubDocuments).where(and(eq(clubDocuments.id, documentId), eq(clubDocuments.clubId, clubId)));
  if (!doc) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  const rows = await db
    .select({
      member: { number: members.memberNumber, firstName: members.firstName, lastName: members.lastName, id: members.id },
      student: { number: students.studentNumber, name: students.name },
      signerMember: { id: signerMember.id, firstName: signerMember.firstName, lastName: signerMember.lastName },
      signerGuardian: guardians.personName,
      signedAt: documentSignatures.signedAt,
    })
    .from(documentSignatures)
    .leftJoin(members, eq(members.id, documentSignatures.memberId))
    .leftJoin(students, eq(students.id, documentSignatures.studentId))
    .leftJoin(users, eq(users.id, documentSignatures.signedByUserId))
    .leftJoin(signerMember, eq(signerMember.id, users.memberId))
    .leftJoin(guardians, eq(guardians.id, users.guardianId))
    .where(eq(documentSignatures.documentId, documentId))
    .orderBy(desc(documentSignatures.signedAt), desc(documentSignatures.id));
  return rows.map((r) => {
    const self = r.member !== null && r.signerMember?.id === r.member.id;
    const signer = r.signerMember ? `${r.signerMember.firstName} ${r.signerMember.lastName}` : (r.signerGuardian ?? '');
    return {
      memberNumber: r.member?.number ?? r.student?.number ?? '',
      memberName: r.member ? `${r.member.firstName} ${r.member.lastName}` : (r.student?.name ?? ''),
      signedAt: r.signedAt.toISOString(),
      signedBy: self ? '' : signer.trim(),
    };
  });
}
