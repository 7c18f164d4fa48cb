// Route schemas of the group-class endpoints (contracts live in @portal/shared/contracts).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('classes');

export const searchSchema = route('Group classes of a club-local date', { body: C.ClassSearchBodySchema }, C.GroupClassListSchema);
export const classTypesSchema = route('Class type filter options of the member club', {}, C.ClassTypeListSchema);
export const activeAccountsSchema = route('Clubs the member can book at', {}, C.ActiveAccountListSchema);
export const settingsSchema = route('Booking window and club calendar', {}, C.BookingSettingsSchema);
export const bookSchema = route('Books a class, or a waiting-list place when full', { body: C.BookClassBodySchema }, C.BookResultSchema);
export const checkInSchema = route('Checks the member in to a booked class', { body: C.CheckInBodySchema }, C.SuccessPayloadSchema);
