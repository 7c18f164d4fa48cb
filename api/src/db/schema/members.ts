// Gym members, their children (creche), and prospects (leads / user type 6).
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { createdAt, enumCheck, id, instant } from './common';

export const GENDERS = ['M', 'F', 'O'] as const;
export const MEMBER_STATUSES = ['active', 'inactive', 'suspended', 'prospect'] as const;

export const members = pgTable(
  'members',
  {
    id: id(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    memberNumber: text('member_number').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: GENDERS }),
    email: text('email'),
    mobile: text('mobile'),
    homePhone: text('home_phone'),
    workPhone: text('work_phone'),
    street: text('street'),
    suburb: text('suburb'),
    state: text('state'),
    postCode: text('post_code'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactNo: text('emergency_contact_no'),
    employer: text('employer'),
    occupation: text('occupation'),
    /** Base64 PNG. */
    avatarPng: text('avatar_png'),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    barcode: text('barcode').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    enumCheck('members_gender_check', 'gender', GENDERS),
    enumCheck('members_status_check', 'status', MEMBER_STATUSES),
    index('members_club_idx').on(t.clubId),
    index('members_club_name_idx').on(t.clubId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
  ],
);

export const memberKids = pgTable(
  'member_kids',
  {
    id: id(),
    memberId: integer('member_id').notNull().references(() => members.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: GENDERS }),
    notes: text('notes'),
    createdAt: createdAt(),
    /** Soft delete: past creche bookings keep pointing at the child. */
    deletedAt: instant('deleted_at'),
  },
  (t) => [enumCheck('member_kids_gender_check', 'gender', GENDERS), index('member_kids_member_idx').on(t.memberId)],
);

export const prospects = pgTable(
  'prospects',
  {
    id: id(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: GENDERS }),
    email: text('email'),
    mobile: text('mobile'),
    street: text('street'),
    suburb: text('suburb'),
    state: text('state'),
    postCode: text('post_code'),
    source: text('source'),
    howDidYouHear: text('how_did_you_hear'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [enumCheck('prospects_gender_check', 'gender', GENDERS), index('prospects_club_idx').on(t.clubId)],
);

