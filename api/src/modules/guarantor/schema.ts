// Route schema of the guarantor form; shapes in @portal/shared/contracts (public.ts).
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('public');

export const guarantorSchema = route('Prospect guarantor form: a parent/guarantor signs for someone under 18', { body: C.GuarantorBodySchema }, C.PublicReceiptSchema);
