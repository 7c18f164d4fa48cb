// Route schemas of the my-bookings endpoints.
import { Type } from 'typebox';
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

export { BookingItemListSchema, BookingListParamsSchema } from '@portal/shared/contracts';

const route = routeSchemas('bookings');
const WaitingToBookQuerySchema = Type.Object({ kind: Type.Optional(Type.Union([Type.Literal('class'), Type.Literal('creche')])) });
const CancellationTermsParamsSchema = Type.Object({
  kind: Type.Union([Type.Literal('class'), Type.Literal('pt'), Type.Literal('creche')]),
  id: C.IdParamsSchema.properties.id,
});

export const listSchema = route('Current or past class, PT or creche bookings of the member', { params: C.BookingListParamsSchema }, C.BookingItemListSchema);
export const cancelClassSchema = route('Cancels a class booking (409 inside the cut-off)', { params: C.IdParamsSchema }, C.SuccessPayloadSchema);
export const forceCancelClassSchema = route('Cancels a class booking inside the cut-off: a session credit is forfeited, else a fee is charged', { params: C.IdParamsSchema }, C.SuccessPayloadSchema);
export const cancelPtSchema = route('Cancels a PT booking', { params: C.IdParamsSchema }, C.SuccessPayloadSchema);
export const waitingToBookSchema = route('Book Now: moves a waiting-list booking to booked while the place is free', { params: C.IdParamsSchema, querystring: WaitingToBookQuerySchema }, C.SuccessPayloadSchema);
export const cancellationTermsSchema = route('What cancelling the booking now costs (late-cancel fee or pack session), before the member confirms', { params: CancellationTermsParamsSchema }, C.CancellationTermsSchema);
export { BookingKindSchema } from '@portal/shared/contracts';
