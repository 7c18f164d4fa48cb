// Route schemas of the swim school in the club console (ADMIN).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');
const params = C.CatalogueIdParamsSchema;

export const schoolSchema = route("ADMIN: the swim school's levels, terms, classes and holidays from today", {}, C.SwimSchoolSchema);
export const levelsSchema = route("ADMIN: the swim school's levels", {}, C.SwimSchoolSchema.properties.levels);
export const termsSchema = route("ADMIN: the swim school's terms", {}, C.SwimSchoolSchema.properties.terms);
export const classesSchema = route("ADMIN: the swim school's classes, retired ones included", {}, C.SwimSchoolSchema.properties.classes);
export const holidaysSchema = route("ADMIN: the swim school's holidays from today", {}, C.SwimSchoolSchema.properties.holidays);
/** The routes of swim levels (lib/console-routes.ts). */
export const levelSchemas = {
  create: route('ADMIN: a new swim level; audited', { body: C.SwimLevelInputSchema }, C.SwimLevelSchema),
  update: route('ADMIN: rename or reorder a level; audited', { params, body: C.SwimLevelInputSchema }, C.SwimLevelSchema),
  remove: route('ADMIN: delete a level no student or class is at (409 otherwise); audited', { params }, C.RemovalResultSchema),
};
/** The routes of terms (lib/console-routes.ts). */
export const termSchemas = {
  create: route('ADMIN: a new term with its make-up rules; audited', { body: C.SwimTermInputSchema }, C.SwimTermSchema),
  update: route('ADMIN: change a term; audited', { params, body: C.SwimTermInputSchema }, C.SwimTermSchema),
  remove: route('ADMIN: delete a term without classes (409 otherwise); audited', { params }, C.RemovalResultSchema),
};
/** The routes of swim classes (lib/console-routes.ts). */
export const classSchemas = {
  create: route("ADMIN: a new weekly swim class in a term; its lessons are generated ahead; audited", { body: C.SwimClassInputSchema }, C.SwimClassSchema),
  update: route('ADMIN: change a swim class from today on (booked lessons stay); audited', { params, body: C.SwimClassInputSchema }, C.SwimClassSchema),
  remove: route('ADMIN: delete a class never booked, else retire it; audited', { params }, C.RemovalResultSchema),
};
export const addHolidaySchema = route('ADMIN: a public holiday: no lessons that day; audited', { body: C.SwimHolidayInputSchema }, C.SwimHolidaySchema);
export const removeHolidaySchema = route('ADMIN: remove a holiday: the lessons of that day are back; audited', { params }, C.RemovalResultSchema);
