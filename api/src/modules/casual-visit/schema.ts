// Route schemas of the casual visit calls; shapes in @portal/shared/contracts (public.ts).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public');
export const infoSchema = route("The club's casual visit fee (cents) and waiver text", { params: C.PublicAccountParamsSchema }, C.CasualVisitInfoSchema);
export const paySchema = route('Casual visit: signed waiver + card payment (Idempotency-Key header required)', { body: C.CasualVisitBodySchema }, C.CasualVisitReceiptSchema);
