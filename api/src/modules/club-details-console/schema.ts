import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');

export const getDetailsSchema = route("ADMIN: the club's opening hours and social links", {}, C.ClubDetailsSchema);
export const saveDetailsSchema = route('ADMIN: change opening hours and social links (/clubinfo shows them); audited', { body: C.ClubDetailsSchema }, C.ClubDetailsSchema);
