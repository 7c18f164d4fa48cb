// Route schemas of the personal-training endpoints.
import {
  BookingTypeIdParamsSchema,
  ClubIdParamsSchema,
  DurationOptionListSchema,
  MemberNumberParamsSchema,
  PtBookBodySchema,
  PtBookingTypeListSchema,
  PtSubscriptionListSchema,
  SuccessPayloadSchema,
  TrainerListSchema,
  TrainerSearchBodySchema,
} from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export { PtBookBodySchema, TrainerListSchema, TrainerSearchBodySchema, PtSubscriptionListSchema };

const tags = ['pt'];

export const bookingTypesSchema = { tags, summary: 'PT booking types of a club', params: ClubIdParamsSchema, response: responses(PtBookingTypeListSchema) };
export const durationsSchema = { tags, summary: 'Session lengths of a booking type', params: BookingTypeIdParamsSchema, response: responses(DurationOptionListSchema) };
export const searchSchema = { tags, summary: "Trainers with their free slots on a club-local day", body: TrainerSearchBodySchema, response: responses(TrainerListSchema) };
export const bookSchema = { tags, summary: 'Books a PT session', body: PtBookBodySchema, response: responses(SuccessPayloadSchema) };
export const subscriptionsSchema = { tags, summary: "The member's usable PT packs", params: MemberNumberParamsSchema, response: responses(PtSubscriptionListSchema) };
