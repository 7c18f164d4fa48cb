// Route schemas of the club's trainers (club console, ADMIN).
import * as C from '@portal/shared/contracts';
import { rowRouteSchemas } from '../../lib/console-routes';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('trainers');
const Id = C.CatalogueIdParamsSchema;

/** The routes of trainers (lib/console-routes.ts). */
export const trainerSchemas = rowRouteSchemas(route, { body: C.TrainerInputSchema, row: C.ConsoleTrainerSchema, list: C.ConsoleTrainerListSchema }, {
  list: "ADMIN: the club's trainers with their hours and absences",
  create: 'ADMIN: add a trainer; audited',
  update: 'ADMIN: change a trainer; audited',
});
export const hoursSchema = route(
  "ADMIN: replace a trainer's weekly hours; audited",
  { params: Id, body: C.WeeklyHoursSchema },
  C.ConsoleTrainerSchema,
);
export const addExceptionSchema = route(
  'ADMIN: a day or some hours a trainer is away; audited',
  { params: Id, body: C.TrainerExceptionInputSchema },
  C.TrainerExceptionSchema,
);
export const removeExceptionSchema = route('ADMIN: remove an absence; audited', { params: Id }, C.SuccessPayloadSchema);
/** The routes of PT session types (lib/console-routes.ts). */
export const sessionTypeSchemas = rowRouteSchemas(route, { body: C.SessionTypeInputSchema, row: C.SessionTypeSchema, list: C.SessionTypeListSchema }, {
  list: "ADMIN: the club's PT session types",
  create: 'ADMIN: add a PT session type; audited',
  update: 'ADMIN: change a PT session type; audited',
});
