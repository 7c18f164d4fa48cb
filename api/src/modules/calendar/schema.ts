// Route schemas of the calendar endpoints (.ics bodies are text/calendar, not the envelope).
import { Type } from 'typebox';
import * as C from '@portal/shared/contracts';
import { withErrors } from '../../lib/envelope';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('calendar');
const icsResponse = withErrors(Type.String({ description: 'text/calendar' }));
const FeedTokenParamsSchema = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.ics$' }) });

export const bookingIcsSchema = route('One upcoming booking as an .ics event', { params: C.IdParamsSchema, querystring: C.IcsQuerySchema, response: icsResponse });
export const feedSchema = route("The member's private calendar feed URL", {}, C.CalendarFeedSchema);
export const feedResetSchema = route('A new private calendar feed URL; the old one stops working at once', {}, C.CalendarFeedSchema);
export const feedIcsSchema = route('Private calendar feed (no session: the random token is the credential)', { params: FeedTokenParamsSchema, response: icsResponse });
