// Route schemas of the prospect visit calls; shapes in @portal/shared/contracts (public.ts).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public');
export const slotsSchema = route('Tour or trial-class slots of the next 14 club days with places left', { querystring: C.VisitSlotsQuerySchema }, C.VisitSlotListSchema);
export const bookSchema = route('Book a club tour or a trial class (prospect created or reused by e-mail)', { body: C.VisitBookingBodySchema }, C.VisitBookedSchema);
