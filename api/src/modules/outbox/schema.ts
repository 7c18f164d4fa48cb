import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('dev');

export const listOutboxSchema = route('Latest outbox messages (demo mode only)', { querystring: C.OutboxQuerySchema }, C.OutboxListSchema);
