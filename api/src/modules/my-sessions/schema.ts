// Route schemas of the member's own sessions.
import { Type } from 'typebox';
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('sessions');

export const listSchema = route('Where the signed-in user is signed in: device, browser, last seen', {}, C.MySessionListSchema);
export const endSchema = route('Ends one of the signed-in user\'s sessions, on every API instance', { params: C.MySessionIdParamsSchema }, C.MessagePayloadSchema);
export const endOthersSchema = route('Ends every session of the signed-in user but this one', {}, Type.Object({ ended: Type.Integer() }));
