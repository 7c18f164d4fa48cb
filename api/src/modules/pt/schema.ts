// Route schemas of the personal-training endpoints.
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

export { PtBookBodySchema, TrainerListSchema, TrainerSearchBodySchema, PtSubscriptionListSchema } from '@portal/shared/contracts';

const route = routeSchemas('pt');

export const bookingTypesSchema = route('PT booking types of a club', { params: C.ClubIdParamsSchema }, C.PtBookingTypeListSchema);
export const durationsSchema = route('Session lengths of a booking type', { params: C.BookingTypeIdParamsSchema }, C.DurationOptionListSchema);
export const searchSchema = route("Trainers with their free slots on a club-local day", { body: C.TrainerSearchBodySchema }, C.TrainerListSchema);
export const bookSchema = route('Books a PT session', { body: C.PtBookBodySchema }, C.SuccessPayloadSchema);
export const subscriptionsSchema = route("The member's usable PT packs", { params: C.MemberNumberParamsSchema }, C.PtSubscriptionListSchema);
