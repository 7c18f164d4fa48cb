// Gym members, their children (creche), and prospects (leads / user type 6).
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubScoped } from './clubs';
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

/** A row that may name a member (null: none, or not a member's). */
export const optionalMemberRef = () => integer('member_id').references(() => members.id);

/** A row that may name a prospect. */
export const prospectRef = () => integer('prospect_id').references(() => prospects.id);

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
