// Route schemas of the swim school in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { rowRouteSchemas } from '../../lib/console-routes';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;

export const schoolSchema = route("ADMIN: the swim school's levels, terms, classes and holidays from today", {}, C.SwimSchoolSchema);
export const levelsSchema = route("ADMIN: the swim school's levels", {}, C.SwimSchoolSchema.properties.levels);
export const termsSchema = route("ADMIN: the swim school's terms", {}, C.SwimSchoolSchema.properties.terms);
export const classesSchema = route("ADMIN: the swim school's classes, retired ones included", {}, C.SwimSchoolSchema.properties.classes);
export const holidaysSchema = route("ADMIN: the swim school's holidays from today", {}, C.SwimSchoolSchema.properties.holidays);
/** The routes of swim levels (lib/console-routes.ts). */
export const levelSchemas = rowRouteSchemas(route, { body: C.SwimLevelInputSchema, row: C.SwimLevelSchema }, {
  create: 'ADMIN: a new swim level; audited',
  update: 'ADMIN: rename or reorder a level; audited',
  remove: 'ADMIN: delete a level no student or class is at (409 otherwise); audited',
});
/** The routes of terms (lib/console-routes.ts). */
export const termSchemas = rowRouteSchemas(route, { body: C.SwimTermInputSchema, row: C.SwimTermSchema }, {
  create: 'ADMIN: a new term with its make-up rules; audited',
  update: 'ADMIN: change a term; audited',
  remove: 'ADMIN: delete a term without classes (409 otherwise); audited',
});
/** The routes of swim classes (lib/console-routes.ts). */
export const classSchemas = rowRouteSchemas(route, { body: C.SwimClassInputSchema, row: C.SwimClassSchema }, {
  create: "ADMIN: a new weekly swim class in a term; its lessons are generated ahead; audited",
  update: 'ADMIN: change a swim class from today on (booked lessons stay); audited',
  remove: 'ADMIN: delete a class never booked, else retire it; audited',
});
export const addHolidaySchema = route('ADMIN: a public holiday: no lessons that day; audited', { body: C.SwimHolidayInputSchema }, C.SwimHolidaySchema);
export const removeHolidaySchema = route('ADMIN: remove a holiday: the lessons of that day are back; audited', { params }, C.RemovalResultSchema);
