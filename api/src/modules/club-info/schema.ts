import { ClubInfoPayloadSchema, ClubSocialParamsSchema, ClubSocialPayloadSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const clubInfoSchema = {
  tags: ['account'],
  summary: "The session club's contact details and map position",
  response: responses(ClubInfoPayloadSchema),
};
export const clubSocialSchema = {
  tags: ['account'],
  summary: "The club's social link (contact the club); only the session's own club",
  params: ClubSocialParamsSchema,
  response: responses(ClubSocialPayloadSchema),
};
