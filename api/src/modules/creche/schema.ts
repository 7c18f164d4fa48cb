// Route schemas of the creche endpoints.
import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

export { CrecheBookBodySchema, CrecheSearchBodySchema, CrecheSessionListSchema, CrecheKidListSchema } from '@portal/shared/contracts';

const route = routeSchemas('creche');

export const kidsSchema = route("The member's children for the creche child selector", { params: C.MemberNumberParamsSchema }, C.CrecheKidListSchema);
export const searchSchema = route('Creche sessions of a club-local date', { body: C.CrecheSearchBodySchema }, C.CrecheSessionListSchema);
export const bookSchema = route('Books a child into a session, or onto its waiting list when full', { body: C.CrecheBookBodySchema }, C.BookResultSchema);
export const cancelSchema = route('Cancels a creche booking', { params: C.IdParamsSchema }, C.SuccessPayloadSchema);
