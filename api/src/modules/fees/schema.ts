import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('membership');

export const calculateFeesSchema = route('First and regular payment breakdown of a membership change (server computed)', { body: C.FeeCalculationRequestSchema }, C.FeeBreakdownSchema);
