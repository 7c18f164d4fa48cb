// Route schemas of the general public calls (club, timetable, service options).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public');
export const clubSchema = route('Public club details for the public pages', { params: C.PublicAccountParamsSchema }, C.PublicClubSchema);
export const timetableSchema = route("Public class timetable of a club day (YYYY-MM-DD)", { querystring: C.PublicTimetableQuerySchema }, C.PublicClassListSchema);
export const serviceOptionsSchema = route('Services kiosk options', { params: C.PublicAccountParamsSchema }, C.ServiceOptionListSchema);
export const classImageSchema = route('A class picture at its content-hashed address (cached for a year, immutable)', { params: C.ClassImageParamsSchema });
