// Route schemas of the club's insights (club console, ADMIN).
import * as C from '@portal/shared/contracts';
import { Type } from 'typebox';
import { withErrors } from '../../lib/envelope';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const csv = withErrors(Type.String({ description: 'text/csv' }));

export const attendanceSchema = route('ADMIN: bookings, check-ins, no-shows, late cancels, waiting lists and fill rate of a range by class, time slot, weekday or instructor, with the previous period', { querystring: C.AttendanceQuerySchema }, C.AttendanceReportSchema);
export const membersSchema = route('ADMIN: joins, cancellations, freezes and net change by week, with the previous period; live members by membership type', { querystring: C.MembersQuerySchema }, C.MembersReportSchema);
export const slippingSchema = route('ADMIN: active members with no visit in the given number of days', { querystring: C.SlippingQuerySchema }, C.SlippingReportSchema);
export const slippingMessageSchema = route('ADMIN: message the named members who are slipping away (the bell and e-mail); others are skipped', { body: C.SlippingMessageBodySchema }, C.SlippingMessageResultSchema);
export const moneySchema = route('ADMIN: collected, failed, refunded and outstanding by day or product, with the previous period', { querystring: C.MoneyQuerySchema }, C.MoneyReportSchema);
export const drillSchema = route('ADMIN: the rows behind one figure of a report', { querystring: C.DrillQuerySchema }, C.DrillReportSchema);
export const csvSchema = route("ADMIN: a report's table as CSV (its rows and their total)", { params: C.InsightsCsvParamsSchema, querystring: C.InsightsCsvQuerySchema, response: csv });
