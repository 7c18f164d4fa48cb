// Route schemas of the my-bookings endpoints.
import { Type } from 'typebox';
import {
  BookingItemListSchema,
  BookingKindSchema,
  BookingListParamsSchema,
  CancellationTermsSchema,
  IdParamsSchema,
  SuccessPayloadSchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export { BookingItemListSchema, BookingListParamsSchema };

const tags = ['bookings'];

export const listSchema = { tags, summary: 'Current or past class, PT or creche bookings of the member', params: BookingListParamsSchema, response: responses(BookingItemListSchema) };
export const cancelClassSchema = { tags, summary: 'Cancels a class booking (409 inside the cut-off)', params: IdParamsSchema, response: responses(SuccessPayloadSchema) };
export const forceCancelClassSchema = { tags, summary: 'Cancels a class booking inside the cut-off: a session credit is forfeited, else a fee is charged', params: IdParamsSchema, response: responses(SuccessPayloadSchema) };
export const cancelPtSchema = { tags, summary: 'Cancels a PT booking', params: IdParamsSchema, response: responses(SuccessPayloadSchema) };
export const waitingToBookSchema = {
  tags,
  summary: 'Book Now: moves a waiting-list booking to booked while the place is free',
  params: IdParamsSchema,
  querystring: Type.Object({ kind: Type.Optional(Type.Union([Type.Literal('class'), Type.Literal('creche')])) }),
  response: responses(SuccessPayloadSchema),
};
export const cancellationTermsSchema = {
  tags,
  summary: 'What cancelling the booking now costs (late-cancel fee or pack session), before the member confirms',
  params: Type.Object({ kind: Type.Union([Type.Literal('class'), Type.Literal('pt'), Type.Literal('creche')]), id: IdParamsSchema.properties.id }),
  response: responses(CancellationTermsSchema),
};
export { BookingKindSchema };
