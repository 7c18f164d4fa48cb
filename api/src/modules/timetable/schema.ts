// Route schemas of the club's timetable (club console, ADMIN).
import * as C from '@portal/shared/contracts';
import { Type } from 'typebox';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('timetable');
const Id = C.CatalogueIdParamsSchema;

export const listSeriesSchema = route("ADMIN: the club's class series", {}, C.ClassSeriesListSchema);
export const classTypesSchema = route("ADMIN: the club's class types", {}, C.ClassTypeOptionListSchema);
export const addClassTypeSchema = route(
  'ADMIN: add a class type (or find the one of that name); audited',
  { body: C.ClassTypeInputSchema },
  C.ClassTypeOptionSchema,
);
export const createSeriesSchema = route(
  'ADMIN: create a weekly class series; its sessions are generated at once; audited',
  { body: C.ClassSeriesInputSchema },
  C.ClassSeriesSchema,
);
export const changeSeriesSchema = route(
  'ADMIN: change a series from a date on; unbooked sessions regenerated, booked ones kept and their members told; audited',
  { params: Id, body: C.ClassSeriesChangeSchema },
  Type.Intersect([C.ClassSeriesSchema, C.TimetableChangeResultSchema]),
);
export const retireSeriesSchema = route(
  'ADMIN: retire a series: no new sessions, unbooked ones removed, booked ones kept; audited',
  { params: Id },
  C.TimetableChangeResultSchema,
);
export const seriesSessionsSchema = route(
  "ADMIN: a series' upcoming sessions",
  { params: Id },
  C.SeriesSessionListSchema,
);
export const changeSessionSchema = route(
  'ADMIN: move one session or change its length or places; members on it told; audited',
  { params: Id, body: C.OccurrenceChangeSchema },
  C.TimetableChangeResultSchema,
);
export const cancelSessionSchema = route(
  'ADMIN: cancel one session as the desk does (bookings cancelled free, members told); audited',
  { params: Id },
  C.TimetableChangeResultSchema,
);
export const listClosuresSchema = route("ADMIN: the club's closures from today on", {}, C.ClosureListSchema);
export const addClosureSchema = route(
  "ADMIN: close the club on a day (a public holiday): that day's sessions cancelled, members told; audited",
  { body: C.ClosureInputSchema },
  C.ClosureResultSchema,
);
export const removeClosureSchema = route(
  'ADMIN: reopen a closed day: its sessions generated again; audited',
  { params: Id },
  C.TimetableChangeResultSchema,
);
