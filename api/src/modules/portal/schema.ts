import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('portal');

export const remotesSchema = route('Remotes to register: mf-public always, others as the session club enables them', {}, C.RemotesPayloadSchema);
