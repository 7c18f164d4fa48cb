// Route schemas of the general public calls (club, timetable, service options).
import {
  ClassImageParamsSchema,
  PublicAccountParamsSchema,
  PublicClassListSchema,
  PublicClubSchema,
  PublicTimetableQuerySchema,
  ServiceOptionListSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['public'];
export const clubSchema = { tags, summary: 'Public club details for the public pages', params: PublicAccountParamsSchema, response: responses(PublicClubSchema) };
export const timetableSchema = { tags, summary: "Public class timetable of a club day (YYYY-MM-DD)", querystring: PublicTimetableQuerySchema, response: responses(PublicClassListSchema) };
export const serviceOptionsSchema = { tags, summary: 'Services kiosk options', params: PublicAccountParamsSchema, response: responses(ServiceOptionListSchema) };
export const classImageSchema = { tags, summary: 'A class picture at its content-hashed address (cached for a year, immutable)', params: ClassImageParamsSchema };
