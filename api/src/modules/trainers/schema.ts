// Route schemas of the club's trainers (club console, ADMIN).
import * as C from '@portal/shared/contracts';
import { Type } from 'typebox';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('trainers');
const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const listTrainersSchema = route(
  "ADMIN: the club's trainers with their hours and absences",
  {},
  C.ConsoleTrainerListSchema,
);
export const addTrainerSchema = route(
  'ADMIN: add a trainer; audited',
  { body: C.TrainerInputSchema },
  C.ConsoleTrainerSchema,
);
export const changeTrainerSchema = route(
  'ADMIN: change a trainer; audited',
  { params: Id, body: C.TrainerInputSchema },
  C.ConsoleTrainerSchema,
);
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
export const listSessionTypesSchema = route("ADMIN: the club's PT session types", {}, C.SessionTypeListSchema);
export const addSessionTypeSchema = route(
  'ADMIN: add a PT session type; audited',
  { body: C.SessionTypeInputSchema },
  C.SessionTypeSchema,
);
export const changeSessionTypeSchema = route(
  'ADMIN: change a PT session type; audited',
  { params: Id, body: C.SessionTypeInputSchema },
  C.SessionTypeSchema,
);
