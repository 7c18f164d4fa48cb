// A club's signed documents (terms, waivers, contracts) as versions, and who signed which version
// for whom: a member themselves, or the payer or guardian signing for a minor (a member dependant
// or a swim student).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clubScoped } from './clubs';
import { createdAt, enumCheck, id } from './common';
import { optionalMemberRef } from './members';
import { students } from './swim';

export const DOCUMENT_KINDS = ['terms', 'waiver', 'contract'] as const;

/**
 * A club's signed documents as versions: each publication of a kind is a new row (version + 1), never
 * an edit, so what a member signed stays readable. The version in force is the kind's highest.
 */
export const clubDocuments = pgTable(
  'club_documents',
  {
    ...clubScoped(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Members who signed an earlier version sign this one at their next sign-in. */
    resignRequired: boolean('resign_required').notNull(),
    publishedBy: integer('published_by'),
    publishedAt: createdAt(),
  },
  (t) => [
    enumCheck('club_documents_kind_check', 'kind', DOCUMENT_KINDS),
    uniqueIndex('club_documents_club_kind_version_uq').on(t.clubId, t.kind, t.version),
  ],
);

/** Who signed which version for whom: once per person (a member or a swim student) and version. */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: id(),
    documentId: integer('document_id').notNull().references(() => clubDocuments.id),
    /** The member the signature binds; null when it binds a swim student. */
    memberId: optionalMemberRef(),
    /** The swim student it binds (their guardian signed). */
    studentId: integer('student_id').references(() => students.id),
    /** The login that signed: the member, or the payer or guardian signing for a minor; null before this was recorded. */
    signedByUserId: integer('signed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Base64 PNG of the signature pad, or null when the member ticked "I agree". */
    signaturePng: text('signature_png'),
    signedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_signatures_document_member_uq').on(t.documentId, t.memberId),
    uniqueIndex('document_signatures_document_student_uq').on(t.documentId, t.studentId),
    index('document_signatures_member_idx').on(t.memberId),
    check('document_signatures_one_person_check', sql`num_nonnulls(member_id, student_id) = 1`),
  ],
);
