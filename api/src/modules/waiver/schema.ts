// Route schemas of the waiver form; shapes in @portal/shared/contracts (public.ts).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public');
export const waiverTextSchema = route("The club's waiver text (same shape as the casual visit info)", { params: C.PublicAccountParamsSchema }, C.CasualVisitInfoSchema);
export const waiverSchema = route('Waiver form: signed waiver stored and acknowledged', { body: C.WaiverBodySchema }, C.PublicReceiptSchema);
