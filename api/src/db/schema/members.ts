// Gym members, their children (creche), and prospects (leads / user type 6).
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs, clubScoped } from './clubs';
import { address, contact, createdAt, enumCheck, id, instant, personName } from './common';

export const GENDERS = ['M', 'F', 'O'] as const;

/** A member's, child's or prospect's name, date of birth and gender (checked by genderCheck). */
const personDetails = () => ({
  ...personName(),
  dateOfBirth: date('date_of_birth'),
  gender: text('gender', { enum: GENDERS }),
});

const genderCheck = (table: string) => enumCheck(`${table}_gender_check`, 'gender', GENDERS);

export const MEMBER_STATUSES = ['active', 'inactive', 'suspended', 'prospect'] as const;

export const members = pgTable(
  'members',
  {
    ...clubScoped(),
    memberNumber: text('member_number').notNull().unique(),
    ...personDetails(),
    ...contact(),
    homePhone: text('home_phone'),
    workPhone: text('work_phone'),
    ...address(),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactNo: text('emergency_contact_no'),
    employer: text('employer'),
    occupation: text('occupation'),
    /** Base64 PNG. */
    avatarPng: text('avatar_png'),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    barcode: text('barcode').notNull().unique(),
    /** The member's id in the club's old system (member import): re-importing finds the row by it. */
    externalId: text('external_id'),
    /** The payment processor's customer or mandate reference the old system debited (never a card number). */
    processorReference: text('processor_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_club_external_uq').on(t.clubId, t.externalId),
    genderCheck('members'),
    enumCheck('members_status_check', 'status', MEMBER_STATUSES),
    index('members_club_idx').on(t.clubId),
    index('members_club_name_idx').on(t.clubId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
  ],
);

export type MemberRow = typeof members.$inferSelect;

/** The member a row belongs to. */
export const memberRef = () => integer('member_id').notNull().references(() => members.id);

/** A row of one member's data: its own id and the member's. */
export const memberScoped = () => ({ id: id(), memberId: memberRef() });

export const memberKids = pgTable(
  'member_kids',
  {
    ...memberScoped(),
    ...personDetails(),
    notes: text('notes'),
    /** The child's id in the club's old system (member import). */
    externalId: text('external_id'),
    createdAt: createdAt(),
    /** Soft delete: past creche bookings keep pointing at the child. */
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    genderCheck('member_kids'),
    index('member_kids_member_idx').on(t.memberId),
    uniqueIndex('member_kids_member_external_uq').on(t.memberId, t.externalId),
  ],
);

export const prospects = pgTable(
  'prospects',
  {
    ...clubScoped(),
    ...personDetails(),
    ...contact(),
    ...address(),
    source: text('source'),
    howDidYouHear: text('how_did_you_hear'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [genderCheck('prospects'), index('prospects_club_idx').on(t.clubId)],
);

export const DOCUMENT_KINDS = ['terms', 'waiver', 'contract'] as const;

/**
 * A club's signed documents as versions: each publication of a kind is a new row (version + 1), never
 * an edit, so what a member signed stays readable. The version in force is the kind's highest.
 */
export const clubDocuments = pgTable(
  'club_documents',
  {
    id: id(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
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

/** Who signed which version: once per member and version. */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: id(),
    documentId: integer('document_id').notNull().references(() => clubDocuments.id),
    memberId: memberRef(),
    /** Base64 PNG of the signature pad, or null when the member ticked "I agree". */
    signaturePng: text('signature_png'),
    signedAt: createdAt(),
  },
  (t) => [uniqueIndex('document_signatures_document_member_uq').on(t.documentId, t.memberId), index('document_signatures_member_idx').on(t.memberId)],
);
