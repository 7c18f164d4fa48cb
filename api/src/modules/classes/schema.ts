// Route schemas of the group-class endpoints (contracts live in @portal/shared/contracts).
import {
  ActiveAccountListSchema,
  BookClassBodySchema,
  BookResultSchema,
  BookingSettingsSchema,
  CheckInBodySchema,
  ClassSearchBodySchema,
  ClassTypeListSchema,
  GroupClassListSchema,
  SuccessPayloadSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['classes'];

export const searchSchema = { tags, summary: 'Group classes of a club-local date', body: ClassSearchBodySchema, response: responses(GroupClassListSchema) };
export const classTypesSchema = { tags, summary: 'Class type filter options of the member club', response: responses(ClassTypeListSchema) };
export const activeAccountsSchema = { tags, summary: 'Clubs the member can book at', response: responses(ActiveAccountListSchema) };
export const settingsSchema = { tags, summary: 'Booking window and club calendar', response: responses(BookingSettingsSchema) };
export const bookSchema = { tags, summary: 'Books a class, or a waiting-list place when full', body: BookClassBodySchema, response: responses(BookResultSchema) };
export const checkInSchema = { tags, summary: 'Checks the member in to a booked class', body: CheckInBodySchema, response: responses(SuccessPayloadSchema) };
