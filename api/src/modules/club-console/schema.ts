// Route schemas of the club console (issue 19).
import {
  AttendanceBodySchema,
  CancelClassResultSchema,
  CapacityChangeBodySchema,
  CapacityChangeResultSchema,
  CheckInResultSchema,
  ClubAuditListSchema,
  ClubBrandingSchema,
  ClubFeaturesChangeSchema,
  ClubFeaturesSchema,
  ConsoleMemberDetailSchema,
  ConsoleMemberListSchema,
  ConsoleMemberParamsSchema,
  ConsoleMemberSearchQuerySchema,
  ConsoleMessageSchema,
  DeskCheckInBodySchema,
  DeskClassSchema,
  DeskDayQuerySchema,
  DeskMemberSearchQuerySchema,
  DeskTodaySchema,
  MemberNameMatchListSchema,
} from '@portal/shared/contracts';
import { Type } from 'typebox';
import { responses } from '../../lib/envelope';

const tags = ['club-console'];
const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const getFeaturesSchema = { tags, summary: "ADMIN: the club's remotes and feature flags", response: responses(ClubFeaturesSchema) };
export const changeFeaturesSchema = {
  tags,
  summary: 'ADMIN: switch remotes and flags (only what is sent changes); audited',
  body: ClubFeaturesChangeSchema,
  response: responses(ClubFeaturesSchema),
};
export const auditSchema = { tags, summary: "ADMIN: the club's latest feature and branding changes", response: responses(ClubAuditListSchema) };
export const getBrandingSchema = { tags, summary: "ADMIN: the club's theme colours, logo and details", response: responses(ClubBrandingSchema) };
export const changeBrandingSchema = { tags, summary: 'ADMIN: change branding; audited', body: ClubBrandingSchema, response: responses(ClubBrandingSchema) };

export const todaySchema = {
  tags,
  summary: "ADMIN, STAFF: today's classes (club time zone) with rosters, or those of a day in the next two weeks",
  querystring: DeskDayQuerySchema,
  response: responses(DeskTodaySchema),
};
export const capacitySchema = {
  tags,
  summary: "ADMIN: change an upcoming class's capacity (not below the places booked); new places go to the waiting list",
  params: Id,
  body: CapacityChangeBodySchema,
  response: responses(CapacityChangeResultSchema),
};
export const attendanceSchema = {
  tags,
  summary: "ADMIN, STAFF: mark or clear a booked member's attendance at today's class",
  params: Id,
  body: AttendanceBodySchema,
  response: responses(DeskClassSchema),
};
export const cancelClassSchema = {
  tags,
  summary: 'ADMIN, STAFF: cancel a class; bookings cancelled free of charge, members e-mailed',
  params: Id,
  response: responses(CancelClassResultSchema),
};
export const deskCheckInSchema = {
  tags,
  summary: 'ADMIN, STAFF: check a member in at the desk by barcode or member number',
  body: DeskCheckInBodySchema,
  response: responses(CheckInResultSchema),
};
export const deskSearchSchema = {
  tags,
  summary: 'ADMIN, STAFF: find a member by name for check-in',
  querystring: DeskMemberSearchQuerySchema,
  response: responses(MemberNameMatchListSchema),
};

export const memberSearchSchema = {
  tags,
  summary: 'ADMIN: search members by name, e-mail or member number',
  querystring: ConsoleMemberSearchQuerySchema,
  response: responses(ConsoleMemberListSchema),
};
export const memberDetailSchema = {
  tags,
  summary: "ADMIN: a member's memberships, bookings and payments (read-only)",
  params: ConsoleMemberParamsSchema,
  response: responses(ConsoleMemberDetailSchema),
};
export const memberMailSchema = { tags, summary: 'ADMIN: e-mail the member', params: ConsoleMemberParamsSchema, response: responses(ConsoleMessageSchema) };
