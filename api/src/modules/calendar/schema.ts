// Route schemas of the calendar endpoints (.ics bodies are text/calendar, not the envelope).
import { Type } from 'typebox';
import { CalendarFeedSchema, ErrorEnvelopeSchema, IcsQuerySchema, IdParamsSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['calendar'];
const icsResponse = { 200: Type.String({ description: 'text/calendar' }), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

export const bookingIcsSchema = { tags, summary: 'One upcoming booking as an .ics event', params: IdParamsSchema, querystring: IcsQuerySchema, response: icsResponse };
export const feedSchema = { tags, summary: "The member's private calendar feed URL", response: responses(CalendarFeedSchema) };
export const feedIcsSchema = {
  tags,
  summary: 'Private calendar feed (no session: the random token is the credential)',
  params: Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.ics$' }) }),
  response: icsResponse,
};
