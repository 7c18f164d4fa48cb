// Route schemas of the prospect visit calls; shapes in @portal/shared/contracts (public.ts).
import { VisitBookedSchema, VisitBookingBodySchema, VisitSlotListSchema, VisitSlotsQuerySchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

const tags = ['public'];
export const slotsSchema = { tags, summary: 'Tour or trial-class slots of the next 14 club days with places left', querystring: VisitSlotsQuerySchema, response: responses(VisitSlotListSchema) };
export const bookSchema = { tags, summary: 'Book a club tour or a trial class (prospect created or reused by e-mail)', body: VisitBookingBodySchema, response: responses(VisitBookedSchema) };
