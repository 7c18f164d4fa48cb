// Route schemas of the club console.
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const Id = C.CatalogueIdParamsSchema;

export const getFeaturesSchema = route("ADMIN: the club's remotes and feature flags", {}, C.ClubFeaturesSchema);
export const changeFeaturesSchema = route('ADMIN: switch remotes and flags (only what is sent changes); audited', { body: C.ClubFeaturesChangeSchema }, C.ClubFeaturesSchema);
export const auditSchema = route("ADMIN: the club's latest feature and branding changes", {}, C.ClubAuditListSchema);
export const getBrandingSchema = route("ADMIN: the club's theme colours, logo and details", {}, C.ClubBrandingSchema);
export const changeBrandingSchema = route('ADMIN: change branding; audited', { body: C.ClubBrandingSchema }, C.ClubBrandingSchema);

export const todaySchema = route("ADMIN, STAFF: today's classes (club time zone) with rosters, or those of a day in the next two weeks", { querystring: C.DeskDayQuerySchema }, C.DeskTodaySchema);
export const capacitySchema = route("ADMIN: change an upcoming class's capacity (not below the places booked); new places go to the waiting list", { params: Id, body: C.CapacityChangeBodySchema }, C.CapacityChangeResultSchema);
export const attendanceSchema = route("ADMIN, STAFF: mark or clear a booked member's attendance at today's class", { params: Id, body: C.AttendanceBodySchema }, C.DeskClassSchema);
export const cancelClassSchema = route('ADMIN, STAFF: cancel a class; bookings cancelled free of charge, members e-mailed', { params: Id }, C.CancelClassResultSchema);
export const deskCheckInSchema = route('ADMIN, STAFF: check a member in at the desk by barcode or member number', { body: C.DeskCheckInBodySchema }, C.CheckInResultSchema);
export const deskSearchSchema = route('ADMIN, STAFF: find a member by name for check-in', { querystring: C.DeskMemberSearchQuerySchema }, C.MemberNameMatchListSchema);

export const memberSearchSchema = route('ADMIN: search members by name, e-mail or member number', { querystring: C.ConsoleMemberSearchQuerySchema }, C.ConsoleMemberListSchema);
export const memberDetailSchema = route("ADMIN: a member's identity, memberships, bookings and payments", { params: C.ConsoleMemberParamsSchema }, C.ConsoleMemberDetailSchema);
export const memberMailSchema = route('ADMIN: e-mail the member', { params: C.ConsoleMemberParamsSchema }, C.ConsoleMessageSchema);
export const memberIdentitySchema = route(
  "ADMIN: correct a member's name, e-mail (their login's too; the old address is told) and date of birth; audited",
  { params: C.ConsoleMemberParamsSchema, body: C.ConsoleMemberIdentitySchema },
  C.ConsoleMemberDetailSchema,
);
