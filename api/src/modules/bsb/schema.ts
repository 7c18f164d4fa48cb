import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('payments');

export { BsbParamsSchema, BsbPayloadSchema } from '@portal/shared/contracts';

export const bsbLookupSchema = route("Checks a BSB ('xxx-xxx') and answers its institution and state; 400 'Invalid BSB number.' otherwise", { params: C.BsbParamsSchema }, C.BsbPayloadSchema);
